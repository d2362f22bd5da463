#!/usr/bin/env bash
# What a package that uses this library by its git URL gets (make consumer-check):
#
#   scripts/consumer-check.sh [REPOSITORY]     (default: the checkout this script is in)
#
# Copies the repository's committed HEAD into a temporary git repository tagged $VERSION (so
# the check needs no tag, no branch and no network, and works in a fresh clone), then builds
# two consumer packages from empty that depend on it with
# `.package(url: "file://…", from: "$VERSION")`, as README.md shows:
#   (a) a command-line target importing only VSM: SwiftPM must resolve the package, compile
#       VSM, Locking and swift-log and, of the library, nothing else but what SwiftPM builds
#       for every consumer (the GIRBindings plugin and its tool gir-swift, the
#       GResourceCompiler plugin's script: docs/Design.md, "What a consumer builds"); no
#       ArgumentParser, no gresource-embed, no GTK module, and no warning;
#   (b) a libadwaita app (import Adw, Gtk; an application that presents a window), built with
#       no warning.
# "No warning" includes SwiftPM's "prohibited flag(s): -pthread …": the library's trimmed
# pkg-config files (pkgconfig/, make pkgconfig-check) keep it away on the Debian releases they
# are written for, so the check expects Debian 12 or 13.
# Prints each build's CPU seconds (user + system of swift build and its compilers). Exits
# non-zero, with the offending lines of the build log, when a check fails. KEEP=1 keeps the
# temporary folder.
set -euo pipefail

SWIFT=${SWIFT:-swift}
VERSION=${VERSION:-0.2.0}
if ! command -v "$SWIFT" >/dev/null && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH=$PATH:/opt/swift/usr/bin
fi
repository=$(cd "${1:-$(dirname "$0")/..}" && git rev-parse --show-toplevel)
work=$(mktemp -d "${TMPDIR:-/tmp}/consumer-check.XXXXXX")
if [ "${KEEP:-}" = 1 ]; then
    echo "consumer-check: keeping $work"
else
    trap 'rm -rf "$work"' EXIT
fi

# The committed HEAD as one commit with one release tag: SwiftPM takes a `branch:` or
# `revision:` requirement as unstable and refuses it below a versioned package, and a tag in
# the repository itself may be missing (a fresh clone) or older than HEAD.
library="$work/vsm-gtk"
mkdir -p "$library"
git -C "$repository" archive --format=tar HEAD | tar -x -C "$library"
git -C "$library" init -q
git -C "$library" add -A
git -C "$library" -c user.name=consumer-check -c user.email=consumer-check@localhost \
    commit -q -m "HEAD of $repository"
git -C "$library" tag "$VERSION"
echo "consumer-check: $(git -C "$repository" rev-parse --short HEAD) of $repository as file://$library, tag $VERSION"

# consumer NAME PRODUCTS... : a package with one executable target NAME that uses PRODUCTS
# of the library; its main.swift is read from standard input.
consumer() {
    local name=$1
    shift
    local folder="$work/$name" products=""
    mkdir -p "$folder/Sources/$name"
    for product in "$@"; do
        products+=".product(name: \"$product\", package: \"vsm-gtk\"), "
    done
    cat >"$folder/Package.swift" <<EOF
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "$name",
    dependencies: [.package(url: "file://$library", from: "$VERSION")],
    targets: [.executableTarget(name: "$name", dependencies: [$products])]
)
EOF
    cat >"$folder/Sources/$name/main.swift"
}

# build NAME: a clean debug build of the consumer; the log in $work/NAME.log, the CPU
# seconds in $work/NAME.cpu. --disable-dependency-cache: every run clones the temporary
# repository afresh instead of adding it to the user's SwiftPM cache.
build() {
    local name=$1 status=0
    local TIMEFORMAT='%U %S'
    { time "$SWIFT" build --package-path "$work/$name" --disable-dependency-cache \
        >"$work/$name.log" 2>&1 || status=$?; } 2>"$work/$name.time"
    awk '{ printf "%.1f\n", $1 + $2 }' "$work/$name.time" >"$work/$name.cpu"
    if [ "$status" != 0 ]; then
        echo "FAIL: $name does not build (swift build exited $status):" >&2
        tail -n 40 "$work/$name.log" >&2
        exit 1
    fi
    echo "consumer-check: $name built in $(cat "$work/$name.cpu") CPU s"
}

failures=0
# refuse NAME PATTERN WHY: fails when a line of NAME's build log matches PATTERN (Perl syntax).
refuse() {
    local lines
    lines=$(grep -P "$2" "$work/$1.log" || true)
    if [ -n "$lines" ]; then
        echo "FAIL: $1: $3:" >&2
        echo "$lines" | head -n 20 >&2
        failures=$((failures + 1))
    fi
}

# no_warnings NAME: fails on any warning in NAME's build log; prints the count of SwiftPM's
# "prohibited flag(s)" ones, which come back where the shipped pkg-config files do not match
# the system's (docs/Design.md, "What a consumer builds").
no_warnings() {
    refuse "$1" 'warning: prohibited flag' "SwiftPM's prohibited-flag warnings (make pkgconfig-check; docs/Design.md, \"What a consumer builds\")"
    refuse "$1" 'warning: (?!prohibited flag)' "warnings"
    echo "consumer-check: $1 prohibited-flag warnings: $(grep -c 'warning: prohibited flag' "$work/$1.log" || true)"
}

consumer VSMOnly VSM <<'EOF'
import VSM

// A state container, the core of VSM: no GTK, no display.
let container = StateContainer(state: 1)
print("VSM state: \(container.state)")
EOF
build VSMOnly
refuse VSMOnly 'swift-argument-parser|ArgumentParser' "resolves or builds ArgumentParser"
refuse VSMOnly 'gresource-embed' "builds the GResource tool"
refuse VSMOnly 'Compiling plugin (?!(GIRBindings|GResourceCompiler)$)' "compiles a plugin besides the library's two"
refuse VSMOnly '(Compiling|Emitting module) (GLib|Gio|Pango|Gdk|Gsk|Gtk|Adw|Graphene|Cairo|VSMGtk|VSMCombine|OpenCombine|CustomDump|Localization)\b' \
    "compiles a module VSM does not need"
no_warnings VSMOnly
modules=$(grep -oE 'Emitting module [A-Za-z_]+' "$work/VSMOnly.log" | awk '{ print $3 }' | sort -u | tr '\n' ' ')
plugins=$(grep -oE 'Compiling plugin [A-Za-z_-]+' "$work/VSMOnly.log" | awk '{ print $3 }' | sort -u | tr '\n' ' ')
echo "consumer-check: VSMOnly compiled modules: $modules; plugins: ${plugins:-none}"

consumer AdwApp Adw Gtk <<'EOF'
import Adw
import Glibc
import Gtk

// Synchronous top-level code, so GLib's loop drives Swift's main actor.
MainLoopBridge.install()
let app = Adw.Application(id: "org.example.ConsumerCheck", flags: [.nonUnique])
app.onActivate { app in
    let window = Adw.ApplicationWindow(app: app)
    window.title = "Consumer check"
    window.present()
}
exit(app.run())
EOF
build AdwApp
refuse AdwApp 'swift-argument-parser|ArgumentParser' "resolves or builds ArgumentParser"
no_warnings AdwApp

if [ "$failures" != 0 ]; then
    echo "consumer-check: $failures check(s) failed (logs: KEEP=1 $0)" >&2
    exit 1
fi
echo "consumer-check: passed (VSM alone $(cat "$work/VSMOnly.cpu") CPU s, Adw app $(cat "$work/AdwApp.cpu") CPU s, clean debug builds)"
