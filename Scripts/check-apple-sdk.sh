#!/usr/bin/env bash
# Compiles the Apple-only code against a real Apple SDK (LANGUAGE.md §21,
# docs/PORTABILITY.md, docs/SWIFTUI.md) with ../shared/tools/apple-sdk/check-real-sdk.sh:
# FormSystem's Darwin branch, FormRuntime, FormSession and FormSwiftUI (with
# EXTRA=1 also the generated views of specs/ and Examples/SwiftUIApp), at the
# package's floors (iOS 17, macOS 14).
#
#   bash Scripts/check-apple-sdk.sh SDK [SDK...]
#   EXTRA=1 WARNINGS_AS_ERRORS=1 bash Scripts/check-apple-sdk.sh /tmp/apple-sdk/iPhoneOS18.6.sdk
#
# SDK is an iPhoneOS*.sdk (the UIKit branch; arm64 objects when its Swift
# interfaces come from a Swift 6 compiler) or a MacOSX*/macOS*.sdk (the AppKit
# branch; type check only with Swift 5.9 interfaces). Given an iPhoneOS SDK
# alone, a macOS SDK in the same folder (or FORMC_APPLE_MACOS_SDK) is checked
# too, so the AppKit branch is not left to the stubs. How to get an SDK:
# ../shared/tools/apple-sdk/README.md (never commit any file of one).
#
# env: EXTRA, WARNINGS_AS_ERRORS, MIN_OS, MODE are passed on to the tool;
#      WORK defaults to .build/apple-sdk/work-<SDK name> (this checkout's own
#      module cache: another checkout's run cannot remove its outputs).
# Exit status 1 when any module of any SDK failed to compile, or warned
# with WARNINGS_AS_ERRORS=1.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
tool=$root/../shared/tools/apple-sdk/check-real-sdk.sh
if [ $# -eq 0 ]; then
    echo "usage: $0 SDK [SDK...]   (an iPhoneOS*.sdk or MacOSX*/macOS*.sdk folder)" >&2
    exit 2
fi
if [ ! -f "$tool" ]; then
    echo "check-apple-sdk: $tool not found (../shared beside the checkout)" >&2
    exit 2
fi

sdks=("$@")
if [ $# -eq 1 ]; then
    case "$(basename "$1")" in
    iPhoneOS*)
        mac=${FORMC_APPLE_MACOS_SDK:-$(ls -d "$(dirname "$1")"/MacOSX*.sdk "$(dirname "$1")"/macOS*.sdk 2>/dev/null | sort -V | tail -1 || true)}
        if [ -n "$mac" ]; then
            sdks+=("$mac")
        else
            echo "check-apple-sdk: no macOS SDK beside $1 (nor FORMC_APPLE_MACOS_SDK): the AppKit branch is checked against the stubs only"
        fi
        ;;
    esac
fi

status=0
for sdk in "${sdks[@]}"; do
    if [ ! -d "$sdk" ]; then
        echo "check-apple-sdk: $sdk is not a folder" >&2
        status=1
        continue
    fi
    name=$(basename "$sdk" .sdk)
    echo "== $name: $(cd "$sdk" && pwd)"
    work=${WORK:-$root/.build/apple-sdk/work-$name}
    if ! WORK=$work bash "$tool" "$sdk" "$root"; then
        echo "check-apple-sdk: $name: failed (logs: $work)" >&2
        status=1
    fi
done
exit $status
