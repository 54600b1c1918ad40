#!/usr/bin/env bash
# Regenerates formc's embedded CLDR locale table and cross-checks it with this
# machine's Foundation. Run from anywhere; see docs/LOCALES.md.
#   1. minimum grouping digits from ICU through Foundation (babel lacks them)
#   2. the Swift table from babel 2.18 (CLDR 47) and step 1's file
#   3. the cross-check of the committed table against Foundation
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
here=Scripts/locales

swift "$here/minimum_grouping_digits.swift" "$here/locales.txt" > "$here/minimum_grouping_digits.tsv.new"
mv "$here/minimum_grouping_digits.tsv.new" "$here/minimum_grouping_digits.tsv"

python3 "$here/generate_locale_table.py"

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
binary="$scratch/formc-locale-crosscheck"
swiftc -parse-as-library -package-name formc -o "$binary" \
    Sources/FormRuntime/Locale/CLDRLocaleTable.swift \
    Sources/FormRuntime/Locale/CLDRLocaleRow.swift "$here/crosscheck.swift"
"$binary" "$@"
