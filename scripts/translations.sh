#!/bin/sh
# Translations and settings data, built the GNOME way (what the Makefile and debian/rules run).
#
#   scripts/translations.sh pot            regenerate po/vsm-profile-gtk.pot and po/man/vsm-profile-gtk.1.pot
#   scripts/translations.sh update-po      merge the templates into every po/*.po and po/man/*.po
#   scripts/translations.sh check          the templates are up to date; every language is complete
#   scripts/translations.sh build OUTDIR   compile what the app and the package use into OUTDIR:
#       OUTDIR/locale/<lang>/LC_MESSAGES/vsm-profile-gtk.mo   (msgfmt --check)
#       OUTDIR/schemas/gschemas.compiled                     (glib-compile-schemas --strict)
#       OUTDIR/data/io.github.vsmgtk.VSMProfile.desktop       (msgfmt --desktop: translations merged)
#       OUTDIR/data/io.github.vsmgtk.VSMProfile.metainfo.xml  (msgfmt --xml with AppStream's ITS rules)
#       OUTDIR/man/vsm-profile-gtk.<lang>.1                   (po4a-translate)
#
# `pot` needs vsm-extract-strings (built by the Makefile; EXTRACT_STRINGS names it): xgettext has
# no Swift parser, so that tool rewrites each Swift file's localized(...) calls as C on their
# original lines (Tools/Sources/LocalizationExtraction), and stops on any call it cannot extract.
# The other sources (GtkBuilder .ui, desktop file, AppStream metainfo, GSettings schema) are read
# by xgettext itself through the ITS rules Debian ships (gtk4builder.its from libgtk-4-dev,
# metainfo.its from appstream, gschema.its from libglib2.0-dev). The .ui files are the ones the
# app's GResource manifest lists (a new layout is one line there); po/POTFILES lists the rest.
# SCRATCH names the SwiftPM build folder (default .build) that holds the tool and the work files.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

domain=vsm-profile-gtk
app_id=io.github.vsmgtk.VSMProfile
pot=po/$domain.pot
man_source=data/vsm-profile-gtk.1
man_pot=po/man/vsm-profile-gtk.1.pot
version=$(sed -n '1s/.*(\([^)-]*\).*/\1/p' debian/changelog)
languages=$(sed 's/#.*//' po/LINGUAS | tr -s ' \n' ' ')

scratch=${SCRATCH:-.build}

die() { echo "translations: error: $*" >&2; exit 1; }

run_xgettext() {
    xgettext --from-code=UTF-8 --add-comments=TRANSLATORS: --package-name="$domain" --package-version="$version" \
        --copyright-holder="VSM GTK maintainers" \
        --msgid-bugs-address=https://github.com/vsm-gtk/vsm-profile-gtk/issues "$@"
}

# The app's GResource manifest: every GtkBuilder layout the app can load, so the one list of
# .ui files (make_pot translates exactly these).
manifest=App/Sources/ProfileAppResources/ProfileApp.gresource.xml

# Writes to $1 the .ui files $manifest lists, relative to the project root and sorted (their
# messages keep one order in the template whatever the manifest's order), and fails when a .ui
# file in Resources/ is not listed there: it could be neither loaded nor translated. Only lines
# that start with <file count, so the example in the manifest's comment and a commented-out
# entry are not read.
ui_files() {
    manifest_dir=$(dirname "$manifest")
    sed -n 's|^[[:space:]]*<file[^>]*>[[:space:]]*\([^<]*\.ui\)[[:space:]]*</file>.*|\1|p' "$manifest" > "$1.listed"
    [ -s "$1.listed" ] || die "$manifest lists no .ui file"
    : > "$1.unsorted"
    while read -r f; do
        [ -f "$manifest_dir/$f" ] || die "$manifest lists $f, which does not exist"
        realpath --relative-to=. "$manifest_dir/$f" >> "$1.unsorted"
    done < "$1.listed"
    LC_ALL=C sort "$1.unsorted" > "$1"
    for f in Resources/*.ui; do
        [ -f "$f" ] || continue
        grep -qx "$f" "$1" || die "$f is not in $manifest: add <file alias=\"ui/$(basename "$f")\">../../../$f</file>"
    done
}

# The template of the app's messages, written to $1.
make_pot() {
    out=$1
    work=$scratch/po
    extract=${EXTRACT_STRINGS:-$scratch/debug/vsm-extract-strings}
    [ -x "$extract" ] || die "$extract is missing; run: make check-po (or swift build --package-path Tools --scratch-path $scratch --product vsm-extract-strings)"
    rm -rf "$work/swift" && mkdir -p "$work"
    "$extract" --root . --potfiles po/POTFILES --output-dir "$work/swift" --scan Sources --scan App/Sources > "$work/swift-files"
    # The Swift files, through their C rewrites (same relative paths, so references point at the Swift lines).
    run_xgettext --language=C --directory="$work/swift" --files-from="$work/swift-files" --output="$out"
    # The layouts come from the GResource manifest, the one list of .ui files; POTFILES names the rest.
    ui_files "$work/ui-files"
    if grep -q '\.ui[[:space:]]*$' po/POTFILES; then
        die "po/POTFILES lists .ui files; remove them: they are read from $manifest"
    fi
    cp "$work/ui-files" "$work/other-files"
    sed 's/#.*//; /^[[:space:]]*$/d; /\.swift[[:space:]]*$/d' po/POTFILES >> "$work/other-files"
    while read -r f; do [ -f "$f" ] || die "po/POTFILES lists $f, which does not exist"; done < "$work/other-files"
    run_xgettext --join-existing --files-from="$work/other-files" --output="$out"
    sed -i '1s/^# SOME DESCRIPTIVE TITLE\.$/# Translations of vsm-profile-gtk./' "$out"
    [ "$(grep -c '^msgid ' "$out")" -gt 1 ] || die "$out has no messages"
}

make_man_pot() {
    rm -f "$1"
    po4a-updatepo --format man --master "$man_source" --master-charset UTF-8 \
        --package-name "$domain" --package-version "$version" --copyright-holder "VSM GTK maintainers" \
        --msgid-bugs-address https://github.com/vsm-gtk/vsm-profile-gtk/issues --po "$1" > /dev/null
    sed -i '1s/^# SOME DESCRIPTIVE TITLE\.\{0,1\}$/# Translations of the vsm-profile-gtk(1) man page./' "$1"
}

# Whether two templates differ in more than their creation dates and source line references
# (an edit that only moves a message must not make the committed template "out of date");
# prints the difference.
# Compared without dates, source references and line wrapping: gettext releases wrap long
# messages differently (Debian 12 and 13 do), which changes no message.
templates_differ() {
    for f in "$1" "$2"; do
        msgcat --no-wrap --no-location --force-po "$f" 2>/dev/null | sed '/^"POT-Creation-Date:/d' > "$f.undated"
    done
    ! diff -u "$1.undated" "$2.undated" | head -40
    ! cmp -s "$1.undated" "$2.undated"
}

case "${1:-}" in
pot)
    make_pot "$pot"
    make_man_pot "$man_pot"
    echo "translations: $pot ($(grep -c '^msgid ' "$pot") entries), $man_pot ($(grep -c '^msgid ' "$man_pot") entries)"
    ;;
update-po)
    for lang in $languages; do
        msgmerge --quiet --update --backup=none "po/$lang.po" "$pot"
        [ -f "po/man/$lang.po" ] && msgmerge --quiet --update --backup=none "po/man/$lang.po" "$man_pot"
    done
    echo "translations: merged $pot and $man_pot into: $languages"
    ;;
check)
    status=0
    mkdir -p $scratch/po
    make_pot $scratch/po/check.pot
    cp "$pot" $scratch/po/committed.pot
    if templates_differ $scratch/po/committed.pot $scratch/po/check.pot >&2; then
        echo "translations: $pot is out of date: run make pot, make update-po, then translate" >&2; status=1
    fi
    make_man_pot $scratch/po/check-man.pot
    cp "$man_pot" $scratch/po/committed-man.pot
    if templates_differ $scratch/po/committed-man.pot $scratch/po/check-man.pot >&2; then
        echo "translations: $man_pot is out of date: run make pot, make update-po, then translate" >&2; status=1
    fi
    for lang in $languages; do
        for po in "po/$lang.po" "po/man/$lang.po"; do
            template=$pot; [ "$po" = "po/man/$lang.po" ] && template=$man_pot
            [ -f "$po" ] || { echo "translations: $po is missing" >&2; status=1; continue; }
            msgfmt --check --output-file=/dev/null "$po" || { echo "translations: msgfmt --check rejects $po" >&2; status=1; }
            # Against the template: every entry translated, none fuzzy, none missing.
            merged=$scratch/po/$lang-$(basename "$template").merged.po
            msgmerge --quiet --no-fuzzy-matching --output-file="$merged" "$po" "$template"
            untranslated=$(msgattrib --untranslated --no-obsolete "$merged" | grep -c '^msgid ' || true)
            fuzzy=$(msgattrib --only-fuzzy --no-obsolete "$merged" | grep -c '^msgid ' || true)
            # msgattrib prints the header entry too when it prints anything.
            [ "$untranslated" -gt 1 ] && { echo "translations: $po: $((untranslated - 1)) untranslated" >&2; status=1; }
            [ "$fuzzy" -gt 1 ] && { echo "translations: $po: $((fuzzy - 1)) fuzzy" >&2; status=1; }
            echo "translations: $po: $(msgfmt --statistics --output-file=/dev/null "$merged" 2>&1)"
        done
    done
    exit $status
    ;;
build)
    out=${2:?usage: translations.sh build OUTDIR}
    mkdir -p "$out/data" "$out/schemas" "$out/man"
    for lang in $languages; do
        mkdir -p "$out/locale/$lang/LC_MESSAGES"
        msgfmt --check --output-file="$out/locale/$lang/LC_MESSAGES/$domain.mo" "po/$lang.po"
        if [ -f "po/man/$lang.po" ]; then
            # -k 100: a man page that is not completely translated is not built half English.
            po4a-translate --format man --master "$man_source" --master-charset UTF-8 \
                --po "po/man/$lang.po" --localized "$out/man/vsm-profile-gtk.$lang.1" \
                --localized-charset UTF-8 --keep 100 > "$out/man/po4a.log" 2>&1 \
                || { cat "$out/man/po4a.log" >&2; die "po4a-translate failed for po/man/$lang.po"; }
            # po4a 0.69 notes that po4a-translate is deprecated in favour of a po4a.cfg; nothing else.
            grep -v 'is deprecated' "$out/man/po4a.log" >&2 || true
            rm -f "$out/man/po4a.log"
        fi
    done
    glib-compile-schemas --strict --targetdir="$out/schemas" data
    msgfmt --desktop --template="data/$app_id.desktop" -d po --output-file="$out/data/$app_id.desktop"
    msgfmt --xml --template="data/$app_id.metainfo.xml" -d po --output-file="$out/data/$app_id.metainfo.xml"
    echo "translations: built $out (languages: $languages)"
    ;;
*)
    echo "usage: $0 pot | update-po | check | build OUTDIR" >&2
    exit 2
    ;;
esac
