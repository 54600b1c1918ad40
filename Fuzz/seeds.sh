#!/usr/bin/env bash
# Fills the working corpus Fuzz/corpus/<target>/ (gitignored) with seeds:
#   compiler, diagnostics, format: every .form of specs/, Tests/Adversarial/Spec/ and
#                     Tests/Conformance/specs/
#   formatters:       every key script of Tests/Conformance/formatters.tsv
#                     and Tests/FormRuntimeTests/Vectors/runtime-vectors.tsv,
#                     prefixed with the chain and locale bytes the target reads
#   keys:             a few terminal byte sequences (arrows, paste, UTF-8)
# Existing corpus files are kept, so a corpus grows across runs.
# Usage: Fuzz/seeds.sh TARGET
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Fuzz/seeds.sh TARGET}
corpus="Fuzz/corpus/$target"
mkdir -p "$corpus"

case "$target" in
compiler | diagnostics | format)
    for dir in specs Tests/Adversarial/Spec Tests/Conformance/specs; do
        [ -d "$dir" ] || continue
        find "$dir" -name '*.form' -print0 | while IFS= read -r -d '' file; do
            cp "$file" "$corpus/seed-$(sha1sum "$file" | cut -c1-16)"
        done
    done
    ;;
formatters)
    command -v python3 >/dev/null || { echo "seeds.sh: no python3: no formatters seeds" >&2; exit 0; }
    python3 - "$corpus" Fuzz/Targets/formatters.swift Tests/Conformance/formatters.tsv \
        Tests/FormRuntimeTests/Vectors/runtime-vectors.tsv <<'PY'
import hashlib, os, re, sys
corpus, target, *tables = sys.argv[1:]
source = open(target, encoding="utf-8").read()
chains_block = source.split("// chains:begin")[1].split("// chains:end")[0]
chains = re.findall(r'\(###"(.*)"###, \.\w+\)', chains_block)
locales_block = source.split("// locales:begin")[1].split("// locales:end")[0]
locales = re.findall(r'"(\w+)"', locales_block)
count = 0
for table in tables:
    if not os.path.exists(table):
        continue
    for row, line in enumerate(open(table, encoding="utf-8")):
        if line.startswith("#") or not line.strip():
            continue
        columns = line.rstrip("\n").split("\t")
        if len(columns) < 4:
            continue
        chain, _, locale, keys = columns[:4]
        chain_index = chains.index(chain) if chain in chains else row % len(chains)
        locale_index = locales.index(locale) if locale in locales else row % len(locales)
        data = bytes([chain_index, locale_index]) + keys.encode("utf-8")
        name = "seed-" + hashlib.sha1(data).hexdigest()[:16]
        with open(os.path.join(corpus, name), "wb") as out:
            out.write(data)
        count += 1
PY
    ;;
keys)
    printf 'abc\r\n\x7f\x1b[A\x1b[B\x1b[C\x1b[D\x1bOH\x1b[3~\x1b[1;5A\x1b[Z\t' >"$corpus/seed-keys"
    printf '\x00\x1b[200~pasted\r\ntext\x1b[201~x' >"$corpus/seed-paste"
    printf '\x03e\xcc\x81\xe4\xb8\x96\xf0\x9f\x8e\x89\xff\x1bx\x1b' >"$corpus/seed-utf8"
    ;;
*)
    echo "seeds.sh: unknown target '$target'" >&2
    exit 2
    ;;
esac
