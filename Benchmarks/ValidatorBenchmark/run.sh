#!/usr/bin/env bash
# Generated validator throughput beside pydantic 2 on the same records.
#   bash Benchmarks/ValidatorBenchmark/run.sh [records]
#
# Needs pydantic 2 (`python3 -m pip install 'pydantic>=2,<3'`). The last line is
# the summary line (records/s ÷ pydantic's, goal ≥ 10×) that Benchmarks/run.sh
# collects. Any failing step stops the script, non-zero. Best of three runs each,
# taken in turns.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Benchmarks/summary_line.sh
records=${1:-200000}
if ! pydantic_version=$(python3 -c 'import pydantic; print(pydantic.VERSION)' 2>/dev/null) || [ "${pydantic_version%%.*}" != 2 ]; then
    echo "pydantic 2 is needed: python3 -m pip install 'pydantic>=2,<3'" >&2
    exit 1
fi
log=$(mktemp)
if ! swift build -c release --product ValidatorBenchmark >"$log" 2>&1; then cat "$log" >&2; rm -f "$log"; exit 1; fi
rm -f "$log"
# Each side runs three times, in turns (formc, pydantic, formc, …), and its best
# run counts, so a change of load during the run falls on both.
rate_of() { echo "$1" | sed -nE 's/.*: ([0-9]+) records.*/\1/p'; }
swift_rate=0
python_rate=0
for _ in 1 2 3; do
    swift_line=$("$(swift build -c release --show-bin-path)/ValidatorBenchmark" "$records")
    python_line=$(python3 Benchmarks/ValidatorBenchmark/pydantic_baseline.py "$records")
    echo "$swift_line"
    echo "$python_line"
    swift_run=$(rate_of "$swift_line")
    python_run=$(rate_of "$python_line")
    if [ -z "$swift_run" ] || [ -z "$python_run" ] || [ "$swift_run" = 0 ] || [ "$python_run" = 0 ]; then
        echo "could not read a records/s figure from the lines above" >&2
        exit 1
    fi
    [ "$swift_run" -gt "$swift_rate" ] && swift_rate=$swift_run
    [ "$python_run" -gt "$python_rate" ] && python_rate=$python_run
done
printf "formc ÷ pydantic: %.2f× (goal ≥ 10×)\n" "$(echo "$swift_rate / $python_rate" | bc -l)"
summary_line "generated validator records/s ÷ pydantic 2, $(group "$records") records" \
    "$(group "$swift_rate") records/s (SignUp(fieldValues:) + validate(on: .submit))" \
    "$(group "$python_rate") records/s (pydantic $pydantic_version SignUp.model_validate)" \
    "$(echo "$swift_rate / $python_rate" | bc -l)" ge 10
