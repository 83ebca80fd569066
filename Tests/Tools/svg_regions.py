#!/usr/bin/env python3
"""Checks, in pixels, that an SVG picture of widgetdeck's (SVGRenderer) shows what its cells
say where they are, as a real renderer rasterises it: rsvg-convert (librsvg) or headless
Chromium.

usage: svg_regions.py rsvg|chromium FILE.svg CELL_WIDTH CELL_HEIGHT PADDING CHECKS.json

CHECKS.json is a list of checks, each over a rectangle of cells (column, row, width, height):
- {"cells": [c, r, w, h], "inked": true}: some pixel of it differs from the page's background
  (the pixel at the picture's top-left corner) — a shape's dots, a glyph, a picture is there;
- {"cells": [...], "inked": false}: none does (allowing anti-aliasing noise below 24/255);
- {"cells": [...], "color": "#rrggbb", "within": N}: the pixels' median colour is within N of
  it in each channel (a picture's pixel, a gradient behind text).
Prints one line per failed check and a summary; exits 1 if any failed.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from svg_alignment import rasterise  # noqa: E402


def main():
    renderer, svg, cell_width, cell_height, padding, checks = sys.argv[1:7]
    cell_width, cell_height, padding = float(cell_width), float(cell_height), float(padding)
    with open(checks) as f:
        checks = json.load(f)
    with open(svg) as f:
        head = f.read(400)
    width = int(float(head.split('width="')[1].split('"')[0]))
    height = int(float(head.split('height="')[1].split('"')[0]))
    image = rasterise(renderer, svg, width, height)
    background = image.getpixel((1, 1))
    failures = []
    for check in checks:
        c, r, w, h = check["cells"]
        # The cells' inside, a pixel in from their edges (neighbours' anti-aliasing stays out).
        x0, y0 = int(padding + c * cell_width) + 1, int(padding + r * cell_height) + 1
        x1, y1 = int(padding + (c + w) * cell_width) - 1, int(padding + (r + h) * cell_height) - 1
        pixels = [image.getpixel((x, y)) for y in range(y0, y1) for x in range(x0, x1)]
        differs = [p for p in pixels if max(abs(a - b) for a, b in zip(p, background)) >= 24]
        name = check.get("name", str(check["cells"]))
        if "inked" in check:
            if check["inked"] and not differs:
                failures.append("%s: nothing drawn in cells %s" % (name, check["cells"]))
            if not check["inked"] and differs:
                failures.append("%s: %d pixels drawn in cells %s, which should be empty" % (name, len(differs), check["cells"]))
        if "color" in check:
            want = tuple(int(check["color"][i:i + 2], 16) for i in (1, 3, 5))
            median = tuple(sorted(p[i] for p in pixels)[len(pixels) // 2] for i in range(3))
            if max(abs(a - b) for a, b in zip(median, want)) > check.get("within", 12):
                failures.append("%s: cells %s are #%02x%02x%02x, not %s" % (name, check["cells"], *median, check["color"]))
    for line in failures[:20]:
        print(line)
    print("%s: %d checks, %d failed" % (renderer, len(checks), len(failures)))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
