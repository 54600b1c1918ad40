#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/Targets/ outside SwiftPM's target graph,
# so `swift build` and `swift test` are unaffected.
#
# Each package module a target needs is compiled once with
#   swiftc -sanitize=fuzzer,address -parse-as-library -wmo -emit-module -c
# into Fuzz/.build/<config>/ (object + .swiftmodule); each target is one file,
# Fuzz/Targets/<name>.swift, linked with the objects of its modules. Builds are
# cached by a hash of the sources and flags.
#
# Usage: Fuzz/build.sh [TARGET…]       (default: every target)
# Environment: FUZZ_OPT=-O (default) or -Onone (faster to build, slower to run).
set -euo pipefail
cd "$(dirname "$0")/.."

opt=${FUZZ_OPT:--O}
out="Fuzz/.build/${opt#-}"
mkdir -p "$out"
# -package-name: FormChecker reads the CLDR table FormRuntime declares `package`.
flags=(-sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name formc "$opt" -gline-tables-only -I "$out")
# -lutil: FormSystem calls openpty, which older glibc keeps in libutil (Package.swift links it too).
link_flags=(-use-ld=lld -lutil)

# The package modules, in dependency order, and what each target links.
modules=(UnicodeDisplayWidth FormRuntime FormDiagnostics FormSyntax FormSystem FormSession FormChecker FormTooling FormCodegen FormTerminal FormLanguageServer)
declare -A needs=(
    [compiler]="UnicodeDisplayWidth FormDiagnostics FormSyntax FormRuntime FormSystem FormChecker FormCodegen"
    [diagnostics]="UnicodeDisplayWidth FormDiagnostics FormSyntax FormRuntime FormChecker"
    [format]="UnicodeDisplayWidth FormRuntime FormDiagnostics FormSyntax"
    [keys]="UnicodeDisplayWidth FormRuntime FormSystem FormSession FormTerminal"
    [formatters]="UnicodeDisplayWidth FormDiagnostics FormSyntax FormRuntime FormChecker FormTooling"
    [lsp]="UnicodeDisplayWidth FormDiagnostics FormSyntax FormRuntime FormSystem FormChecker FormLanguageServer"
)
declare -A deps=(
    [UnicodeDisplayWidth]=""
    [FormDiagnostics]="UnicodeDisplayWidth FormRuntime"
    [FormSyntax]="FormDiagnostics"
    [FormRuntime]=""
    [FormSystem]=""
    [FormSession]="FormRuntime"
    [FormChecker]="FormSyntax FormDiagnostics FormRuntime"
    [FormTooling]="FormChecker FormRuntime"
    [FormCodegen]="FormChecker FormRuntime FormSystem UnicodeDisplayWidth"
    [FormTerminal]="FormRuntime FormSession FormSystem UnicodeDisplayWidth"
    [FormLanguageServer]="FormSyntax FormDiagnostics FormChecker FormRuntime FormSystem"
)

targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(compiler diagnostics format keys formatters lsp)
for target in "${targets[@]}"; do
    [ -n "${needs[$target]:-}" ] || { echo "build.sh: unknown target '$target' (compiler, diagnostics, format, keys, formatters, lsp)" >&2; exit 2; }
done

# The modules the requested targets need, in dependency order.
wanted=()
for module in "${modules[@]}"; do
    for target in "${targets[@]}"; do
        if [[ " ${needs[$target]} " == *" $module "* ]]; then wanted+=("$module"); break; fi
    done
done

stamp() { # a hash of the given files' contents, the flags and the compiler
    { swiftc --version 2>&1; echo "${flags[*]}"; cat "$@"; } | sha256sum | cut -d' ' -f1
}

# Each module's stamp hashes its sources and its dependencies' stamps.
declare -A module_stamp=()
for module in "${wanted[@]}"; do
    mapfile -t sources < <(find "Sources/$module" -name '*.swift' | LC_ALL=C sort)
    dependency_stamps=""
    for dependency in ${deps[$module]}; do dependency_stamps+="${module_stamp[$dependency]}"; done
    module_stamp[$module]=$(echo "$dependency_stamps$(stamp "${sources[@]}")" | sha256sum | cut -d' ' -f1)
done

compile_module() {
    local module=$1 sources
    mapfile -t sources < <(find "Sources/$module" -name '*.swift' | LC_ALL=C sort)
    echo "fuzz build: $module (${#sources[@]} files, $opt)" >&2
    swiftc "${flags[@]}" -wmo -module-name "$module" -emit-module -emit-module-path "$out/$module.swiftmodule" \
        -c "${sources[@]}" -o "$out/$module.o"
    echo "${module_stamp[$module]}" >"$out/$module.stamp"
}

# Modules whose dependencies are built compile in parallel, level by level.
declare -A done_modules=()
while [ ${#done_modules[@]} -lt ${#wanted[@]} ]; do
    level=()
    for module in "${wanted[@]}"; do
        [ -z "${done_modules[$module]:-}" ] || continue
        ready=1
        for dependency in ${deps[$module]}; do [ -n "${done_modules[$dependency]:-}" ] || ready=0; done
        if [ $ready = 1 ]; then level+=("$module"); fi
    done
    pids=()
    for module in "${level[@]}"; do
        if [ ! -f "$out/$module.stamp" ] || [ "$(cat "$out/$module.stamp")" != "${module_stamp[$module]}" ]; then
            compile_module "$module" &
            pids+=($!)
        fi
    done
    for pid in "${pids[@]}"; do wait "$pid"; done
    for module in "${level[@]}"; do done_modules[$module]=1; done
done

pids=()
for target in "${targets[@]}"; do
    objects=()
    hash=""
    for module in ${needs[$target]}; do objects+=("$out/$module.o"); hash+="${module_stamp[$module]}"; done
    hash=$(echo "$hash$(stamp "Fuzz/Targets/$target.swift")" | sha256sum | cut -d' ' -f1)
    if [ -x "$out/fuzz-$target" ] && [ -f "$out/fuzz-$target.stamp" ] && [ "$(cat "$out/fuzz-$target.stamp")" = "$hash" ]; then continue; fi
    echo "fuzz build: fuzz-$target" >&2
    (
        swiftc "${flags[@]}" "${link_flags[@]}" -module-name "Fuzz_$target" "Fuzz/Targets/$target.swift" "${objects[@]}" -o "$out/fuzz-$target.new"
        mv "$out/fuzz-$target.new" "$out/fuzz-$target"
        echo "$hash" >"$out/fuzz-$target.stamp"
    ) &
    pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid"; done
