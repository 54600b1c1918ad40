#!/usr/bin/env bash
# Builds (cached) and runs one fuzz target with its seed corpus and dictionary.
#
# Usage: Fuzz/run.sh TARGET SECONDS|-runs=N [libFuzzer options…]
#   TARGET: compiler, diagnostics, format, keys, formatters or lsp
#   e.g. Fuzz/run.sh compiler 600
#        Fuzz/run.sh formatters -runs=1000000 -jobs=1 -workers=1
#        Fuzz/.build/O/fuzz-compiler Fuzz/crashes/compiler-crash-…   (reproduce one input)
#
# The working corpus is Fuzz/corpus/TARGET/ (gitignored, grows across runs);
# crashes, timeouts and out-of-memory inputs land in Fuzz/crashes/ (gitignored)
# and are printed at the end; the exit status is 1 when there are new ones.
set -euo pipefail
cd "$(dirname "$0")/.."

target=${1:?usage: Fuzz/run.sh TARGET SECONDS|-runs=N [libFuzzer options…]}
limit=${2:?usage: Fuzz/run.sh TARGET SECONDS|-runs=N [libFuzzer options…]}
shift 2
case "$limit" in
-runs=*) limit_flag=$limit ;;
*[!0-9]* | '') echo "run.sh: '$limit' is neither SECONDS nor -runs=N" >&2; exit 2 ;;
*) limit_flag=-max_total_time=$limit ;;
esac
case "$target" in
compiler | diagnostics | format) max_len=4096 ;;
keys) max_len=1024 ;;
lsp) max_len=4096 ;;
formatters) max_len=512 ;;
*) echo "run.sh: unknown target '$target' (compiler, diagnostics, format, keys, formatters, lsp)" >&2; exit 2 ;;
esac

Fuzz/build.sh "$target"
Fuzz/seeds.sh "$target"
opt=${FUZZ_OPT:--O}
binary="Fuzz/.build/${opt#-}/fuzz-$target"
mkdir -p Fuzz/crashes
marker=$(mktemp)
trap 'rm -f "$marker"' EXIT

# Swift's own crash backtracer does not work under ASan: libFuzzer and ASan
# report instead.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
status=0
# Leak detection is off: Swift keeps pointers in enum payloads with tag bits
# in their spare bits, which LeakSanitizer cannot follow, so it reports
# reachable objects as leaked (ARC code leaks only through cycles anyway).
# From Fuzz/, so the fuzz-N.log files of -jobs land there (gitignored).
(cd Fuzz && "../$binary" "$limit_flag" -max_len="$max_len" -dict=form.dict -timeout=10 -rss_limit_mb=3072 -detect_leaks=0 \
    -print_final_stats=1 -artifact_prefix="crashes/$target-" "$@" "corpus/$target") || status=$?

new=$(find Fuzz/crashes -type f -newer "$marker" | sort)
if [ -n "$new" ]; then
    echo "== new inputs in Fuzz/crashes/ (first 512 bytes each) =="
    for file in $new; do
        echo "-- $file"
        head -c 512 "$file" | od -c | head -20
    done
    exit 1
fi
exit "$status"
