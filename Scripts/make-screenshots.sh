#!/usr/bin/env bash
# Regenerates screenshots/: the gallery in every built-in theme as SVG (and PNG where
# rsvg-convert, from Debian's librsvg2-bin, is installed), at a fixed time and zone so the
# pictures only change when the design does.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# The same release build as bin/widgetdeck and bin/bench: nothing is rebuilt switching between them.
bin="$("$root/bin/build" widgetdeck)"
export TZ=America/Toronto LANG=en_US.UTF-8
now=2026-11-30T15:30:00-05:00
mkdir -p screenshots
for theme in $("$bin" themes); do
  "$bin" gallery --format svg --theme "$theme" --now "$now" --width 120 > "screenshots/gallery-$theme.svg"
  echo "screenshots/gallery-$theme.svg"
done
"$bin" render --family large --format svg --theme dark --now "$now" --range 7d > screenshots/large-7d-dark.svg
"$bin" gallery --format svg --theme dark --now "$now" --width 120 --state stale > screenshots/gallery-stale-dark.svg
"$bin" gallery --format svg --theme light --now "$now" --width 120 --state placeholder > screenshots/gallery-placeholder-light.svg
"$bin" gallery --format svg --theme dark --now "$now" --width 120 --mode vibrant --metrics total_sales > screenshots/gallery-vibrant-dark.svg
"$bin" screen --page home --format svg --theme dark --now "$now" --size 120x40 > screenshots/dashboard-home-dark.svg
home=$(mktemp -d)
HOME=$home "$bin" render --kind orders-to-fulfill --family medium --controls --format svg --theme dark --now "$now" > screenshots/orders-to-fulfill-dark.svg
"$bin" screen --page lock --format svg --theme dark --now "$now" --size 80x24 > screenshots/dashboard-lock-dark.svg
# A team's widget extension previewed: the example's interactive and lock-screen widgets.
HOME=$home "$bin" preview Examples/CoffeeWidgets --widget CupCounterWidget,CaffeineWidget --families small,accessoryCircular,accessoryRectangular,accessoryInline \
  --format svg --theme dark --now "$now" --width 100 > screenshots/preview-coffee-dark.svg
echo "screenshots/preview-coffee-dark.svg"
rm -rf "$home"
if command -v rsvg-convert >/dev/null 2>&1; then
  for svg in screenshots/*.svg; do
    rsvg-convert "$svg" -o "${svg%.svg}.png"
    echo "${svg%.svg}.png"
  done
else
  echo "rsvg-convert not found: SVG only (apt-get install librsvg2-bin for PNG)"
fi
