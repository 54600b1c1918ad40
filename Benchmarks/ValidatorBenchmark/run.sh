#!/usr/bin/env bash
# Generated validator throughput beside pydantic 2 on the same records.
#   bash Benchmarks/ValidatorBenchmark/run.sh [records]
set -euo pipefail
cd "$(dirname "$0")/../.."
records=${1:-200000}
swift build -c release --product ValidatorBenchmark >/dev/null
swift_line=$("$(swift build -c release --show-bin-path)/ValidatorBenchmark" "$records")
python_line=$(python3 Benchmarks/ValidatorBenchmark/pydantic_baseline.py "$records")
echo "$swift_line"
echo "$python_line"
swift_rate=$(echo "$swift_line" | sed -E 's/.*: ([0-9]+) records.*/\1/')
python_rate=$(echo "$python_line" | sed -E 's/.*: ([0-9]+) records.*/\1/')
echo "formc ÷ pydantic: $(echo "scale=1; $swift_rate / $python_rate" | bc)× (goal ≥ 10×)"
