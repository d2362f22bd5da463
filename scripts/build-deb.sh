#!/bin/sh
# Builds the Debian package from a clean copy of the tree (what `make deb` runs).
#
# The files git knows about (tracked, plus untracked ones that are not
# ignored) and Package.resolved (ignored, but it pins the dependencies) are
# copied into .build-pkg/vsm-profile-gtk-VERSION/, and `dpkg-buildpackage
# -us -uc -b` runs there, so neither stale build products of this tree nor
# the parent directory are touched. The .debs (vsm-profile-gtk, vsm-profile-server) end up
# in dist/.
#
# Environment: SWIFT_TOOLCHAIN (default /opt/swift/usr/bin) is added to PATH
# when no `swift` is on PATH; DEB_BUILD_OPTIONS is passed through (e.g.
# nocheck, parallel=2).
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

if ! command -v swift >/dev/null 2>&1; then
    toolchain=${SWIFT_TOOLCHAIN:-/opt/swift/usr/bin}
    if [ -x "$toolchain/swift" ]; then
        PATH="$toolchain:$PATH"; export PATH
    else
        echo "build-deb: error: no swift on PATH and none in $toolchain (set SWIFT_TOOLCHAIN)" >&2
        exit 1
    fi
fi

version=$(dpkg-parsechangelog -S Version)
upstream=${version%-*}
work="$root/.build-pkg"
src="$work/vsm-profile-gtk-$upstream"

rm -rf "$work"
mkdir -p "$src"
# -z / -0: file names with any character survive the copy.
# Tracked files deleted from the working tree are skipped.
git ls-files -z --cached --others --exclude-standard --deduplicate \
    | xargs -0 -r sh -c 'for f; do if [ -e "$f" ] || [ -L "$f" ]; then
          cp --parents -P -- "$f" "$0"; fi; done' "$src"
[ -f Package.resolved ] && cp Package.resolved "$src/"
[ -f App/Package.resolved ] && cp App/Package.resolved "$src/App/"
[ -f Server/Package.resolved ] && cp Server/Package.resolved "$src/Server/"

start=$(date +%s)
(cd "$src" && dpkg-buildpackage -us -uc -b)
end=$(date +%s)

mkdir -p dist
echo "build-deb: built in $((end - start)) s"
# The source package's two binary packages: the GTK app and the HTTP API server.
for pkg in vsm-profile-gtk vsm-profile-server; do
    rm -f dist/"$pkg"_*.deb
    mv "$work"/"$pkg"_"$version"_*.deb dist/
    deb=$(ls dist/"$pkg"_"$version"_*.deb)
    echo "build-deb: $deb ($(du -h "$deb" | cut -f1), Installed-Size $(dpkg-deb -f "$deb" Installed-Size) KiB)"
done
echo "build-deb: debug symbols, .buildinfo and .changes are in $work/"
