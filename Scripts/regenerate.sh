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
