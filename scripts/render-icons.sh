#!/bin/sh
# Renders the hicolor PNG icons from the scalable SVG (rsvg-convert, package
# librsvg2-bin). The PNGs are committed, so the package build does not need this;
# run it after changing the SVG.
set -eu
cd "$(dirname "$0")/../data/icons/hicolor"
svg=scalable/apps/io.github.vsmgtk.VSMProfile.svg
for size in 16 24 32 48 64 128 256 512; do
    mkdir -p "${size}x${size}/apps"
    rsvg-convert -w "$size" -h "$size" "$svg" -o "${size}x${size}/apps/io.github.vsmgtk.VSMProfile.png"
done
echo "render-icons: 8 PNG sizes written from $svg"
