#!/usr/bin/env bash
# Fills the working corpus Fuzz/corpus/<target>/ (gitignored) with seeds:
#   compiler, diagnostics, format: every .form of specs/, Tests/Adversarial/Spec/ and
#                     Tests/Conformance/specs/
#   formatters:       every key script of Tests/Conformance/formatters.tsv
#                     and Tests/FormRuntimeTests/Vectors/runtime-vectors.tsv,
#                     prefixed with the chain and locale bytes the target reads
#   keys:             a few terminal byte sequences (arrows, paste, UTF-8)
#   lsp:              a seed byte then framed LSP messages: a session over each
#                     spec of specs/, and the hostile streams of issue 30
#                     (padded and endless headers, wrong lengths, ids that
#                     only their text holds, lone surrogates, deep nesting)
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
lsp)
    command -v python3 >/dev/null || { echo "seeds.sh: no python3: no lsp seeds" >&2; exit 0; }
    python3 - "$corpus" specs <<'PY'
import hashlib, json, os, sys
corpus, specs = sys.argv[1:]
def frame(body):
    if not isinstance(body, bytes):
        body = json.dumps(body, ensure_ascii=False).encode("utf-8")
    return f"Content-Length: {len(body)}\r\n\r\n".encode() + body
def seed(data):
    data = bytes([len(data) % 251]) + data
    with open(os.path.join(corpus, "seed-" + hashlib.sha1(data).hexdigest()[:16]), "wb") as out:
        out.write(data)
init = frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
for name in sorted(os.listdir(specs)):
    if name.endswith(".form"):
        text = open(os.path.join(specs, name), encoding="utf-8").read()[:1500]
        uri = "file:///" + name
        seed(init + frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri, "languageId": "form", "version": 1, "text": text}}})
             + frame({"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": {"textDocument": {"uri": uri}, "position": {"line": 2, "character": 8}}}))
hover = b'{"jsonrpc":"2.0","id":%s,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///a.form"},"position":{"line":0,"character":0}}}'
for id in [b"123456789012345678901234567890", b'"\\ud800"', b'"\\uDC00x"', b"1.0", b"-0", b'"\\u0041"', b"1e400"]:
    seed(frame(hover % id))
seed(b"Content-Length: 2" + b" " * 300 + b"\r\n\r\n{}" + init)
seed(b"Content-Type: application/vscode-jsonrpc\r\ncontent-length: 2\r\n\r\n{}Content-Length: 2\n\n[]")
seed(b"Content-Length: 99999999999\r\n\r\n" + hover % b"3" + init)
seed(b"Content-Length: 17000000\r\n\r\n{\"id\":4,\"params\":[1,1,1" + init)
seed(b"Content-Length: abc\r\n\r\nNo-Length: 1\r\n\r\n" + init)
seed(frame(b"[" * 600 + b"]" * 600) + frame(b'{"a":' * 40 + b"1" + b"}" * 40))
seed(frame(b'{"jsonrpc":"2.0","id":5,"method":"x","params":{"text":"\\ud83d\\ude00 \\ud800 \xff\xc3"}}'))
seed(frame(hover % b"7")[:-3] + init)
PY
    ;;
*)
    echo "seeds.sh: unknown target '$target'" >&2
    exit 2
    ;;
esac
