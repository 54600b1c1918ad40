#!/usr/bin/env bash
# Tests/Conformance/ is the repository's copy of the shared conformance data
# (../shared/conformance/: formatter vectors and specs), so a fresh clone's
# `swift test` needs nothing outside the repository. Where ../shared exists
# (the team's machines and CI), the copy must be identical: a change to the
# shared vectors fails here at once, until the copy is refreshed with
#     rm -rf Tests/Conformance && cp -r ../shared/conformance Tests/Conformance
# Exit status: 0 identical or no ../shared; 1 they differ.
set -euo pipefail
cd "$(dirname "$0")/.."
shared=../shared/conformance
copy=Tests/Conformance
if [ ! -d "$shared" ]; then
    echo "conformance copy: no $shared beside the repository; nothing to compare"
    exit 0
fi
if ! diff -r "$shared" "$copy" >/tmp/conformance-diff.$$ 2>&1; then
    echo "conformance copy: $copy differs from $shared:" >&2
    head -40 /tmp/conformance-diff.$$ >&2
    rm -f /tmp/conformance-diff.$$
    echo "refresh it: rm -rf $copy && cp -r $shared $copy" >&2
    exit 1
fi
rm -f /tmp/conformance-diff.$$
echo "conformance copy: $copy matches $shared"
