#!/usr/bin/env bash
# Type-checks the Apple-only code on Linux (docs/SWIFTUI.md, docs/PORTABILITY.md):
# FormSystem's Darwin branch, FormRuntime's Apple locale, FormSwiftUI,
# the generated SwiftUI views of every spec in specs/ and the SwiftUI example
# app, against the transcribed Apple declarations in Tests/AppleSurface,
# once with UIKit (the iOS branch) and once with AppKit (the macOS branch).
# Clean scratch folders each time: incremental builds may miss edits behind
# the symlinks. Warnings fail it. Needs formc built (swift build).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "-- Tests/AppleSurface/Sources/GeneratedViews is formc generate specs --emit model,swiftui"
swift run --skip-build formc generate specs --output Tests/AppleSurface/Sources/GeneratedViews --emit model,swiftui --check

for platform in UIKit AppKit; do
    echo "-- swift build in Tests/AppleSurface with the $platform stub"
    scratch=$(mktemp -d)
    log=$(mktemp)
    if ! APPLE_SURFACE_PLATFORM=$platform swift build --package-path Tests/AppleSurface --scratch-path "$scratch" 2>&1 | tee "$log"; then
        echo "CI: the $platform configuration of Tests/AppleSurface does not type-check" >&2
        exit 1
    fi
    if grep -q "warning:" "$log"; then
        echo "CI: the $platform configuration of Tests/AppleSurface printed warnings" >&2
        exit 1
    fi
    rm -rf "$scratch" "$log"
done
