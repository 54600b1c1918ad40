#!/usr/bin/env bash
# CI: a short run of every fuzz target with its seed corpus (FUZZ_CI_SECONDS
# each, default 15), built -Onone because the build dominates a short run.
# Skips, with the reason, when swiftc cannot build libFuzzer targets here.
# Fails when a target finds a crash (the input is printed and kept in
# Fuzz/crashes/).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_CI_SECONDS:-15}
export FUZZ_OPT=${FUZZ_OPT:--Onone}

probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
cat >"$probe/probe.swift" <<'SWIFT'
@_cdecl("LLVMFuzzerTestOneInput")
public func probe(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { 0 }
SWIFT
if ! command -v swiftc >/dev/null; then
    echo "fuzz: skipped: no swiftc on PATH"
    exit 0
fi
if ! swiftc -sanitize=fuzzer,address -parse-as-library -use-ld=lld "$probe/probe.swift" -o "$probe/probe" >"$probe/log" 2>&1; then
    echo "fuzz: skipped: this toolchain cannot build libFuzzer targets (swiftc -sanitize=fuzzer,address): $(grep -m1 -i error "$probe/log" || head -1 "$probe/log")"
    exit 0
fi

echo "== fuzz: each target ${seconds}s with its seeds ($FUZZ_OPT build) =="
start=$SECONDS
Fuzz/build.sh
echo "fuzz: built in $((SECONDS - start))s ($FUZZ_OPT)"
status=0
for target in compiler diagnostics format keys formatters lsp; do
    log="$probe/$target.log"
    if Fuzz/run.sh "$target" "$seconds" >"$log" 2>&1; then
        echo "fuzz: $target: $(grep -m1 'stat::number_of_executed_units' "$log" | awk '{print $2}') runs, $(grep -m1 'stat::average_exec_per_sec' "$log" | awk '{print $2}')/s, $(grep -E '^#[0-9]+' "$log" | tail -1 | grep -o 'cov: [0-9]*'), no crash"
    else
        status=1
        echo "fuzz: $target FAILED; the end of its log:"
        grep -v -E '^#[0-9]+ +(NEW|REDUCE|pulse|RELOAD)' "$log" | tail -60
    fi
done
echo "fuzz: done in $((SECONDS - start))s"
exit "$status"
