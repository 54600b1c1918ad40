#!/usr/bin/env bash
# Every benchmark in one run, release builds, then one table of ratios, each
# measured beside its peer or baseline in the same run:
#
#   bash Benchmarks/run.sh [--quick] [--no-install]
#
#   --quick       smaller corpora and fewer rounds: a smoke run of a few minutes
#                 once built; the table is marked quick (not figures to record)
#   --no-install  do not pip-install pydantic 2 when it is missing; stop instead
#
# Each benchmark prints its own tables and then summary lines
#   ratio<TAB>measure<TAB>formc<TAB>peer<TAB>ratio<TAB>goal<TAB>met|missed|skipped
# (Benchmarks/BenchmarkSupport, Benchmarks/summary_line.sh); this script
# collects those lines. If a build or a benchmark fails, or a benchmark does not
# print the summary lines expected of it, the script stops with a message and
# a non-zero status and prints no table. Logs: .build/benchmark-logs/.
#
# protoc (Debian: protobuf-compiler) is required. The compile-time comparison
# with protoc-gen-swift runs when PROTOC_GEN_SWIFT and SWIFT_PROTOBUF_MODULES
# are set, or when /tmp/swift-protobuf holds a release build of swift-protobuf;
# otherwise its row says it was skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

quick=0
install=1
for argument in "$@"; do
    case $argument in
        --quick) quick=1 ;;
        --no-install) install=0 ;;
        -h | --help) sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "$0"; exit 0 ;;
        *) echo "Benchmarks/run.sh: unknown option $argument (try --help)" >&2; exit 2 ;;
    esac
done

if [ $quick = 1 ]; then
    parse_lines=100000 quick_flag=(--quick) validator_records=20000 hand_records=5000 generate_fields=2000 compile_fields=200
else
    parse_lines=1000000 quick_flag=() validator_records=200000 hand_records=20000 generate_fields=20000 compile_fields=2000
fi

started=$(date +%s)
logs=.build/benchmark-logs
rm -rf "$logs" && mkdir -p "$logs"
summary=$logs/summary.tsv
: >"$summary"

fail() {
    echo >&2
    echo "Benchmarks/run.sh: $*" >&2
    echo "Benchmarks/run.sh: stopped; no table is printed unless every benchmark succeeds." >&2
    exit 1
}

load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime; }

# --- Machine -----------------------------------------------------------------
echo "## Machine"
echo "cores: $(nproc 2>/dev/null || sysctl -n hw.ncpu)"
echo "swift: $(swift --version 2>&1 | grep -m1 -o 'Swift version [^ ]*' || echo unknown)"
echo "system: $(uname -srm)"
echo "commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet HEAD 2>/dev/null || echo ' (with uncommitted changes)')"
echo "load average at start (1, 5, 15 min): $(load)"
echo "mode: $([ $quick = 1 ] && echo 'quick (smaller corpora, fewer rounds)' || echo full)"
echo

# --- Prerequisites -------------------------------------------------------------
command -v protoc >/dev/null || fail "protoc not found: apt-get install protobuf-compiler"
command -v bc >/dev/null || fail "bc not found: apt-get install bc"
command -v python3 >/dev/null || fail "python3 not found"
pydantic_version() { python3 -c 'import pydantic; print(pydantic.VERSION)' 2>/dev/null; }
if [ "$(pydantic_version | cut -d. -f1)" != 2 ]; then
    [ $install = 1 ] || fail "pydantic 2 is missing (--no-install): python3 -m pip install 'pydantic>=2,<3'"
    echo "pydantic 2 is missing: python3 -m pip install 'pydantic>=2,<3'"
    python3 -m pip install --quiet 'pydantic>=2,<3' \
        || fail "pip could not install pydantic 2; install it yourself (python3 -m pip install 'pydantic>=2,<3', or in a virtualenv) and run again"
    [ "$(pydantic_version | cut -d. -f1)" = 2 ] || fail "pydantic 2 is still not importable by python3 after pip install"
fi
echo "pydantic $(pydantic_version), $(protoc --version)"
swift_protobuf=/tmp/swift-protobuf/.build/release
if [ -z "${PROTOC_GEN_SWIFT:-}" ] && [ -z "${SWIFT_PROTOBUF_MODULES:-}" ] \
    && [ -x "$swift_protobuf/protoc-gen-swift" ] && [ -f "$swift_protobuf/Modules/SwiftProtobuf.swiftmodule" ]; then
    export PROTOC_GEN_SWIFT=$swift_protobuf/protoc-gen-swift SWIFT_PROTOBUF_MODULES=$swift_protobuf/Modules
fi
if [ -n "${PROTOC_GEN_SWIFT:-}" ] && [ -n "${SWIFT_PROTOBUF_MODULES:-}" ]; then
    echo "protoc-gen-swift: $PROTOC_GEN_SWIFT ($("$PROTOC_GEN_SWIFT" --version 2>/dev/null || echo 'version unknown'))"
else
    echo "protoc-gen-swift: not available; the compile-time comparison will be skipped"
fi
echo

# --- Builds, one product at a time ---------------------------------------------
# (`swift build --product A --product B` builds only B.)
build() {
    local log=$logs/build-$(echo "$*" | tr -c 'A-Za-z0-9\n' '-').log
    local start=$(date +%s)
    echo "swift build $*"
    swift build "$@" >"$log" 2>&1 || { tail -n 40 "$log" >&2; fail "swift build $* failed (log: $log)"; }
    echo "  done in $(($(date +%s) - start)) s"
}
echo "## Builds"
for product in formc ParseBenchmark RuntimeBenchmark SessionBenchmark TerminalBenchmark ValidatorBenchmark LSPBenchmark ScalingBenchmark; do
    build -c release --product "$product"
done
build --product formc  # debug modules that the generated code is compiled against
bin=$(swift build -c release --show-bin-path)
echo

# --- Benchmarks ----------------------------------------------------------------
# run_benchmark NAME EXPECTED_SUMMARY_LINES COMMAND...: runs it with its output
# shown and logged, then takes its summary lines.
run_benchmark() {
    local name=$1 expected=$2
    shift 2
    local log=$logs/$name.log
    local start=$(date +%s)
    echo "## $name: $*"
    "$@" 2>&1 | tee "$log" || fail "$name failed (exit status ${PIPESTATUS[0]}; log: $log)"
    local lines
    lines=$(grep -c $'^ratio\t' "$log" || true)
    [ "$lines" = "$expected" ] || fail "$name printed $lines summary lines, expected $expected (log: $log)"
    while IFS=$'\t' read -r _ measure formc peer ratio goal status extra; do
        [ -n "$measure" ] && [ -n "$formc" ] && [ -n "$peer" ] && [ -n "$ratio" ] && [ -n "$goal" ] && [ -z "${extra:-}" ] \
            || fail "$name: malformed summary line: $measure"
        case $status in met | missed | skipped) ;; *) fail "$name: summary line with status '$status': $measure" ;; esac
        printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$measure" "$formc" "$peer" "$ratio" "$goal" "$status" >>"$summary"
    done < <(grep $'^ratio\t' "$log")
    echo "($name took $(($(date +%s) - start)) s; load average now $(load))"
    echo
}

run_benchmark GenerateBenchmark 2 bash Benchmarks/GenerateBenchmark/run.sh "$generate_fields" "$compile_fields"
run_benchmark ParseBenchmark 1 "$bin/ParseBenchmark" "$parse_lines"
run_benchmark RuntimeBenchmark 3 "$bin/RuntimeBenchmark" "${quick_flag[@]}"
# One session edit ÷ the runtime's editing step, on a 2-field and a 200-field form; a 1 MB paste ÷ a 100 kB one.
run_benchmark SessionBenchmark 3 "$bin/SessionBenchmark" "${quick_flag[@]}"
run_benchmark ValidatorBenchmark 1 bash Benchmarks/ValidatorBenchmark/run.sh "$validator_records"
# The generated validators against the same checks written by hand (Benchmarks/ValidatorBaseline).
run_benchmark ValidatorHandBaseline 3 "$bin/ValidatorBenchmark" --hand "$hand_records"
run_benchmark TerminalBenchmark 4 "$bin/TerminalBenchmark" "${quick_flag[@]}"
run_benchmark LSPBenchmark 7 "$bin/LSPBenchmark" "${quick_flag[@]}" --formc "$bin/formc"
# One summary line per case and command of PathologicalSpec.all (Tests/FormTestSupport).
scaling_lines=$(grep -o 'commands: \[\.[^]]*\]' Tests/FormTestSupport/PathologicalSpecs.swift | awk -F, '{ n += NF } END { print n }')
run_benchmark ScalingBenchmark "$scaling_lines" "$bin/ScalingBenchmark" "${quick_flag[@]}"

# --- The table -----------------------------------------------------------------
echo "## Summary"
if [ $quick = 1 ]; then
    echo
    echo "**Quick run** (smaller corpora, fewer rounds): a smoke test; these figures are not comparable with a full run."
fi
echo
echo "| measure | formc | peer/baseline (what it is) | ratio | goal | met? |"
echo "|---|---|---|---|---|---|"
mark=""
[ $quick = 1 ] && mark=" *(quick)*"
cell() { printf '%s' "${1//|/\\|}"; }  # a | inside a cell (`a long || chain`) would split it
while IFS=$'\t' read -r measure formc peer ratio goal status; do
    echo "| $(cell "$measure")$mark | $(cell "$formc") | $(cell "$peer") | $ratio | $goal | $status |"
done <"$summary"
echo
echo "goals: $(grep -c $'\tmet$' "$summary" || true) met, $(grep -c $'\tmissed$' "$summary" || true) missed, $(grep -c $'\tskipped$' "$summary" || true) skipped"
elapsed=$(($(date +%s) - started))
echo "whole run: $((elapsed / 60)) min $((elapsed % 60)) s (builds included); load average at end: $(load)"
