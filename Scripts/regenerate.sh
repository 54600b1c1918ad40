#!/usr/bin/env bash
# Regenerates every committed output of formc after a change to the code
# generator or to a spec; .ci/run checks each one is fresh (`--check`).
#
#   bash Scripts/regenerate.sh
#
# - Generated/: the model and terminal files of specs/ (FormcGenerated);
# - Generated/JSONSchema/: the JSON Schemas of specs/ (`formc export --json-schema`);
# - Tests/Adversarial/Generated/: the adversarial specs (AdversarialGenerated);
# - Benchmarks/SessionModel/Generated/: SessionBenchmark's 200-field model;
# - Tests/BreakingProof/OldModel/ and NewModel/: the models of the spec pairs
#   of formc breaking's proof (BreakingProofOld, BreakingProofNew);
# - Tests/AppleSurface/Sources/GeneratedViews/: the SwiftUI files of specs/.
#   Its model files are symlinks to Generated/ (the same output), so only
#   the `+SwiftUI.swift` files are copied there.
# - docs/CODEGEN.md: the whole output of specs/nickname.form it shows.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product formc
formc() { swift run --skip-build formc "$@"; }
formc generate specs --output Generated
formc export --json-schema specs --output Generated/JSONSchema
formc generate Tests/Adversarial/Spec --output Tests/Adversarial/Generated --disable missing-translation
formc generate Benchmarks/SessionModel/Spec --output Benchmarks/SessionModel/Generated --emit model
formc generate Tests/BreakingProof/Old --output Tests/BreakingProof/OldModel --emit model
formc generate Tests/BreakingProof/New --output Tests/BreakingProof/NewModel --emit model
views=$(mktemp -d)
trap 'rm -rf "$views"' EXIT
formc generate specs --output "$views" --emit model,swiftui >/dev/null 2>&1
for file in "$views"/*+SwiftUI.swift; do
    target="Tests/AppleSurface/Sources/GeneratedViews/$(basename "$file")"
    cmp -s "$file" "$target" || { cp "$file" "$target"; echo "wrote $target"; }
done
# docs/CODEGEN.md, "One form's whole output": Generated/nickname.swift in full
# (WholeOutputDocTests checks it).
python3 - <<'PY'
import re
path = "docs/CODEGEN.md"
text = open(path, encoding="utf-8").read()
marker = "becomes `Generated/nickname.swift`, in full:\n\n```swift\n"
start = text.index(marker) + len(marker)
end = text.index("\n```\n", start)
generated = open("Generated/nickname.swift", encoding="utf-8").read()
updated = text[:start] + generated.rstrip("\n") + text[end:]
if updated != text:
    open(path, "w", encoding="utf-8").write(updated)
    print("wrote " + path)
PY
