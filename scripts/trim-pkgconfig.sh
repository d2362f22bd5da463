#!/usr/bin/env bash
# The package's own pkg-config files (make pkgconfig-check; docs/Design.md, "What a consumer
# builds"):
#
#   scripts/trim-pkgconfig.sh [--check] [--root DIR]
#
# For each name Package.swift passes to trimmedPkgConfig(…), writes pkgconfig/RELEASE/NAME.pc
# (RELEASE from os-release: debian-12, debian-13) with only the flags SwiftPM accepts without
# a "prohibited flag(s)" warning: NAME's include paths (pkg-config --cflags-only-I) and
# libraries (--libs-only-L --libs-only-l), its Requires and Requires.private included.
# Debian's own files add -pthread, -msse2 and -Wl,--export-dynamic, which SwiftPM drops with
# that warning in every build of the package and of each package that depends on it.
#
#   --check     writes them into a temporary folder and fails when pkgconfig/RELEASE differs
#               (what `make pkgconfig-check` runs on Debian 12 and test-in-root.sh in its
#               Debian 13 root)
#   --root DIR  the release installed in DIR, through chroot (as root): to write Debian 13's
#               files from a Debian 12 host, e.g. --root .chroot/rootfs-trixie-test
set -euo pipefail

project=$(cd "$(dirname "$0")/.." && pwd -P)
check=0
root=
while [ $# -gt 0 ]; do
    case $1 in
        --check) check=1 ;;
        --root) root=$(cd "$2" && pwd -P); shift ;;
        *) echo "usage: $0 [--check] [--root DIR]" >&2; exit 2 ;;
    esac
    shift
done

# in_release CMD...: CMD on the release the files are for.
in_release() {
    if [ -n "$root" ]; then chroot "$root" "$@"; else "$@"; fi
}

# A subshell: os-release sets NAME, VERSION and others.
# shellcheck source=/dev/null
release=$(. "$root/etc/os-release" && echo "$ID-${VERSION_ID:-$VERSION_CODENAME}")
mapfile -t names < <(grep -oP 'trimmedPkgConfig\("\K[^"]+' "$project/Package.swift" | sort -u)
[ ${#names[@]} -gt 0 ] || { echo "trim-pkgconfig: no trimmedPkgConfig(\"…\") in Package.swift" >&2; exit 1; }

shipped="$project/pkgconfig/$release"
if [ $check = 1 ]; then
    work=$(mktemp -d "${TMPDIR:-/tmp}/trim-pkgconfig.XXXXXX")
    trap 'rm -rf "$work"' EXIT
    out="$work/$release"
else
    out=$shipped
    rm -rf "$out"
fi
mkdir -p "$out"

for name in "${names[@]}"; do
    flags=$(in_release pkg-config --cflags-only-I --libs-only-L --libs-only-l "$name")
    # Major and minor only: the include paths of a library do not change within a Debian
    # release, its patch version may.
    version=$(in_release pkg-config --modversion "$name" | cut -d. -f1-2)
    read -ra words <<<"$flags"
    cflags=$(printf '%s\n' "${words[@]}" | grep -- '^-I' | paste -sd' ' || true)
    libs=$(printf '%s\n' "${words[@]}" | grep -v -- '^-I' | paste -sd' ' || true)
    cat >"$out/$name.pc" <<EOF
# $name.pc of $release with only the include paths and libraries (-I, -L, -l), which SwiftPM
# takes without a warning. Written by scripts/trim-pkgconfig.sh; Package.swift uses it only
# where pkg-config reports the same flags.
Name: $name
Description: $name's include paths and libraries for SwiftPM
Version: $version
Cflags: $cflags
Libs: $libs
EOF
done

if [ $check = 1 ]; then
    if [ ! -d "$shipped" ]; then
        echo "pkgconfig/$release is missing (this release builds with SwiftPM's warnings): run scripts/trim-pkgconfig.sh${root:+ --root $root} and commit the result" >&2
        exit 1
    fi
    if ! diff -ru "$shipped" "$out" >&2; then
        echo "pkgconfig/$release is stale: run scripts/trim-pkgconfig.sh${root:+ --root $root} and commit the result" >&2
        exit 1
    fi
    echo "trim-pkgconfig: pkgconfig/$release is current (${#names[@]} files)"
else
    echo "trim-pkgconfig: wrote pkgconfig/$release (${#names[@]} files)"
fi
