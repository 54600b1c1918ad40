#!/usr/bin/env bash
# formc generate beside protoc --cpp_out on equivalent corpora, in the same run,
# and swiftc's debug compile time per generated field beside protoc-gen-swift's
# output for the same messages (when protoc-gen-swift is available).
#
#   bash Benchmarks/GenerateBenchmark/run.sh [FIELDS] [COMPILE_FIELDS]
#
# Needs protoc (Debian: protobuf-compiler). For the compile comparison set
# PROTOC_GEN_SWIFT to a protoc-gen-swift binary and SWIFT_PROTOBUF_MODULES to
# the folder holding SwiftProtobuf.swiftmodule (both built outside this repo).
#
# The last lines are the summary lines (generate rate ÷ protoc's, goal ≥ 10×;
# compile time per field ÷ protoc-gen-swift's, goal ≤ 0.5×) that
# Benchmarks/run.sh collects. Any failing step stops the script, non-zero.
# Each pair is timed in turns (formc, peer, formc, peer, …), best of 3 each.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Benchmarks/summary_line.sh
fields=${1:-20000}
compile_fields=${2:-2000}
work=Benchmarks/.corpus/generate
rm -rf "$work" && mkdir -p "$work"

command -v protoc >/dev/null || { echo "protoc not found: apt-get install protobuf-compiler" >&2; exit 1; }

build() { # swift build, quiet unless it fails
    local log
    log=$(mktemp)
    if ! swift build "$@" >"$log" 2>&1; then cat "$log" >&2; rm -f "$log"; echo "swift build $* failed" >&2; exit 1; fi
    rm -f "$log"
}

build -c release --product formc
formc=$(swift build -c release --show-bin-path)/formc
python3 Benchmarks/GenerateBenchmark/make_corpus.py "$work/big" "$fields"
python3 Benchmarks/GenerateBenchmark/make_corpus.py "$work/small" "$compile_fields"

time_once() { # wall time in seconds of one run of a command; stops the script if it fails
    local start end
    start=$(date +%s.%N)
    if ! "$@" >"$work/last.log" 2>&1; then cat "$work/last.log" >&2; echo "failed: $*" >&2; exit 1; fi
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}

# best_of N A [B]: the best wall time of N runs of command A (and of B), printed
# as "A" or "A B". A and B take turns, so a change of machine load during the
# runs falls on both.
best_of() {
    local runs=$1 first=$2 second=${3:-} best_first="" best_second="" elapsed
    for _ in $(seq "$runs"); do
        elapsed=$(time_once "$first") || exit 1
        if [ -z "$best_first" ] || [ "$(echo "$elapsed < $best_first" | bc -l)" = 1 ]; then best_first=$elapsed; fi
        [ -n "$second" ] || continue
        elapsed=$(time_once "$second") || exit 1
        if [ -z "$best_second" ] || [ "$(echo "$elapsed < $best_second" | bc -l)" = 1 ]; then best_second=$elapsed; fi
    done
    echo "$best_first${second:+ $best_second}"
}

regen_formc() { rm -rf "$work/out-formc"; "$formc" generate "$work/big/forms" --output "$work/out-formc"; }
regen_protoc() { rm -rf "$work/out-protoc"; mkdir -p "$work/out-protoc"; protoc -I "$work/big/protos" --cpp_out="$work/out-protoc" "$work"/big/protos/*.proto; }

times=$(best_of 3 regen_formc regen_protoc)
read -r formc_time protoc_time <<<"$times"
echo "corpus: $fields fields ($(ls "$work/big/forms" | wc -l) files)"
printf "| tool | time (best of 3) | fields/s |\n|---|---|---|\n"
printf "| formc generate | %.3f s | %.0f |\n" "$formc_time" "$(echo "$fields / $formc_time" | bc -l)"
printf "| protoc --cpp_out | %.3f s | %.0f |\n" "$protoc_time" "$(echo "$fields / $protoc_time" | bc -l)"
printf "formc ÷ protoc rate: %.1f×\n\n" "$(echo "$protoc_time / $formc_time" | bc -l)"
generate_line=$(summary_line "formc generate fields/s ÷ protoc --cpp_out fields/s, $(group "$fields") fields" \
    "$(group "$(echo "$fields / $formc_time" | bc -l)") fields/s" \
    "$(group "$(echo "$fields / $protoc_time" | bc -l)") fields/s ($(protoc --version) --cpp_out, equivalent .proto corpus)" \
    "$(echo "$protoc_time / $formc_time" | bc -l)" ge 10)

# Debug compile time per generated field.
modules=$(swift build --show-bin-path)/Modules
build --product formc  # debug modules of FormRuntime/FormTerminal
"$formc" generate "$work/small/forms" --output "$work/swift-formc" >"$work/last.log" 2>&1 || { cat "$work/last.log" >&2; exit 1; }
compile_formc() { swiftc -c -Onone -parse-as-library -swift-version 6 -module-name Bench -I "$modules" "$work"/swift-formc/*.swift -o /dev/null -wmo; }
compile_protoc() { swiftc -c -Onone -parse-as-library -swift-version 5 -module-name BenchPB -I "$SWIFT_PROTOBUF_MODULES" "$work"/swift-protoc/*.swift -o /dev/null -wmo; }
per_field() { printf "%.2f" "$(echo "$1 * 1000 / $compile_fields" | bc -l)"; }
compile_measure="swiftc -Onone compile time per generated field, $(group "$compile_fields") fields"
printf "| generated code | swiftc -Onone (best of 3) | per field |\n|---|---|---|\n"
if [ -n "${PROTOC_GEN_SWIFT:-}" ] && [ -n "${SWIFT_PROTOBUF_MODULES:-}" ]; then
    mkdir -p "$work/swift-protoc"
    protoc -I "$work/small/protos" --plugin=protoc-gen-swift="$PROTOC_GEN_SWIFT" --swift_out="$work/swift-protoc" "$work"/small/protos/*.proto
    times=$(best_of 3 compile_formc compile_protoc)
    read -r formc_compile protoc_compile <<<"$times"
    printf "| formc (%d fields) | %.2f s | %s ms |\n" "$compile_fields" "$formc_compile" "$(per_field "$formc_compile")"
    printf "| protoc-gen-swift (%d fields) | %.2f s | %s ms |\n" "$compile_fields" "$protoc_compile" "$(per_field "$protoc_compile")"
    printf "formc ÷ protoc-gen-swift compile time per field: %.2f\n" "$(echo "$formc_compile / $protoc_compile" | bc -l)"
    # The least any generator of the API of LANGUAGE.md §11/§15 must emit (stored
    # properties, memberwise init with defaults, the Field enum), cut from formc's
    # own output: what the ratio above could reach with everything else free.
    mkdir -p "$work/swift-floor"
    for file in "$work"/swift-formc/*.swift; do
        case "$file" in *+Terminal.swift) continue ;; esac
        python3 Benchmarks/GenerateBenchmark/contract_floor.py "$file" "$work/swift-floor/$(basename "$file")"
    done
    compile_floor() { swiftc -c -Onone -parse-as-library -swift-version 6 -module-name Floor "$work"/swift-floor/*.swift -o /dev/null -wmo; }
    floor_compile=$(best_of 3 compile_floor)
    printf "| API floor of §11/§15 (contract_floor.py) | %.2f s | %s ms |\n" "$floor_compile" "$(per_field "$floor_compile")"
    printf "API floor ÷ protoc-gen-swift compile time per field: %.2f\n" "$(echo "$floor_compile / $protoc_compile" | bc -l)"
    compile_line=$(summary_line "$compile_measure" "$(per_field "$formc_compile") ms/field" \
        "$(per_field "$protoc_compile") ms/field ($("$PROTOC_GEN_SWIFT" --version 2>/dev/null || echo protoc-gen-swift) output for the same messages)" \
        "$(echo "$formc_compile / $protoc_compile" | bc -l)" le 0.5)
else
    formc_compile=$(best_of 3 compile_formc)
    printf "| formc (%d fields) | %.2f s | %s ms |\n" "$compile_fields" "$formc_compile" "$(per_field "$formc_compile")"
    echo "(protoc-gen-swift comparison skipped: set PROTOC_GEN_SWIFT and SWIFT_PROTOBUF_MODULES)"
    compile_line=$(summary_skipped "$compile_measure" "$(per_field "$formc_compile") ms/field" \
        "skipped: protoc-gen-swift not available (set PROTOC_GEN_SWIFT and SWIFT_PROTOBUF_MODULES)" "≤ 0.5×")
fi
echo "$generate_line"
echo "$compile_line"
