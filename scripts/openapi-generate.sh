#!/usr/bin/env bash
# Regenerates Contract/Sources/ProfileAPI from Contract/openapi.yaml with swift-openapi-generator
# (built from Contract/Generator), or with --check fails when the committed code differs from what
# the generator writes now: the committed code is what the server and the app compile, so that
# neither builds the generator.
#
# The generator writes the types in eight files; they are joined into Types.swift, since the
# files that hold only empty namespaces would import modules they do not use, which the
# compiler warns about, and our build allows no warning.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
check=0
[ "${1:-}" = "--check" ] && check=1

# A debug build: a release build of the generator takes three times the CPU, to save nothing here.
swift build --package-path Contract/Generator --product swift-openapi-generator >/dev/null
generator="Contract/Generator/.build/debug/swift-openapi-generator"
target=Contract/Sources/ProfileAPI
raw=$(mktemp -d)
joined=$(mktemp -d)
trap 'rm -rf "$raw" "$joined"' EXIT

"$generator" generate --config "$target/openapi-generator-config.yaml" --output-directory "$raw" Contract/openapi.yaml \
    >"$raw.log" 2>&1 || { cat "$raw.log" >&2; exit 1; }
rm -f "$raw.log"

# Types.swift first (it holds the imports), then the rest without their header and imports.
cp "$raw/Types.swift" "$joined/Types.swift"
for part in Types+Components.swift Types+Components+Schemas.swift Types+Components+Parameters.swift \
    Types+Components+RequestBodies.swift Types+Components+Responses.swift Types+Components+Headers.swift \
    Types+Operations.swift; do
    echo >>"$joined/Types.swift"
    awk 'body || !/^(\/\/ Generated|#if compiler|@diagnose|#endif|@_spi\(Generated\) public import|public import|import )/ { body = 1; print }' \
        "$raw/$part" >>"$joined/Types.swift"
done
cp "$raw/Client.swift" "$raw/Server.swift" "$joined/"

if [ "$check" = 1 ]; then
    if ! diff -ru --exclude=openapi-generator-config.yaml "$joined" "$target" >/dev/null; then
        diff -ru --exclude=openapi-generator-config.yaml "$joined" "$target" | head -n 40 >&2
        echo "api-check: $target differs from what Contract/openapi.yaml generates; run make api and commit" >&2
        exit 1
    fi
    echo "api-check: $target matches Contract/openapi.yaml"
else
    find "$target" -name '*.swift' -delete
    cp "$joined"/*.swift "$target/"
    echo "api: regenerated $target from Contract/openapi.yaml"
fi
