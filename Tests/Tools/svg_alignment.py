#!/usr/bin/env python3
"""Checks, in pixels, that an SVG picture of widgetdeck's (SVGRenderer) draws every box-drawing
glyph in its own cell, as a real renderer rasterises it: rsvg-convert (librsvg) or headless
Chromium.

usage: svg_alignment.py rsvg|chromium FILE.svg CELL_WIDTH CELL_HEIGHT PADDING

Each glyph's cell comes from the picture's text: a `<tspan x=…>` run's characters stand in
consecutive cells from the column of its x (a box glyph is one cell wide), the row from its
`<text y=…>` baseline. A glyph's x must lie on the grid (padding + column × cell width), and in
the rasterised picture:
- a glyph with a vertical stroke (│ ┌ ┐ └ ┘ ├ ┤ ┬ ┴ ┼ and the double ones) has that stroke's
  centre in the middle half of its cell, so a box's right edge stands in its corner's column;
- a horizontal line (─ ═) is inked from its cell's left edge to its right edge.
Prints one line per glyph that fails (at most 20) and a summary; exits 1 if any failed.
"""
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

from PIL import Image

SVG = "{http://www.w3.org/2000/svg}"
# Where each glyph's vertical stroke runs in its cell: the upper half, the lower, or both.
VERTICAL = {"│": "both", "║": "both", "├": "both", "┤": "both", "┼": "both", "╟": "both", "╢": "both",
            "┌": "lower", "┐": "lower", "┬": "lower", "╔": "lower", "╗": "lower",
            "└": "upper", "┘": "upper", "┴": "upper", "╚": "upper", "╝": "upper"}
HORIZONTAL = {"─", "═"}


def rasterise(renderer, svg, width, height):
    out = tempfile.mktemp(suffix=".png")
    if renderer == "rsvg":
        subprocess.run(["rsvg-convert", svg, "-o", out], check=True)
    else:
        profile = tempfile.mkdtemp(prefix="widgetdeck-chromium-")
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        "--force-device-scale-factor=1", "--user-data-dir=" + profile,
                        "--window-size=%d,%d" % (width, height), "--screenshot=" + out,
                        "file://" + os.path.abspath(svg)], check=True, capture_output=True)
        subprocess.run(["rm", "-rf", profile])
    image = Image.open(out).convert("RGB")
    os.remove(out)
    return image


def glyphs(root, cell_width, cell_height, padding):
    """(glyph, x, column, row) for every character of every positioned tspan."""
    for text in root.iter(SVG + "text"):
        baseline = float(text.get("y"))
        row = round((baseline - padding - cell_height * 0.78) / cell_height)
        for span in text.iter(SVG + "tspan"):
            if span.get("x") is None or not span.text:
                continue
            x = float(span.get("x").split()[0])
            start = (x - padding) / cell_width
            for i, glyph in enumerate(span.text):
                yield glyph, x + i * cell_width, start + i, row


def main():
    renderer, path, cell_width, cell_height, padding = sys.argv[1], sys.argv[2], *map(float, sys.argv[3:6])
    root = ET.parse(path).getroot()
    width, height = round(float(root.get("width"))), round(float(root.get("height")))
    image = rasterise(renderer, path, width, height)
    pixels = image.load()

    def ink(x, y, background):
        if not (0 <= x < image.width and 0 <= y < image.height):
            return False
        return sum(abs(a - b) for a, b in zip(pixels[x, y], background)) > 120

    failures, checked = [], 0
    for glyph, x, column, row in glyphs(root, cell_width, cell_height, padding):
        if glyph not in VERTICAL and glyph not in HORIZONTAL:
            continue
        checked += 1
        where = "%s at column %g, row %d" % (glyph, column, row)
        if abs(column - round(column)) > 0.01:
            failures.append("%s: x=%g is not on the grid" % (where, x))
            continue
        left = padding + round(column) * cell_width
        top = padding + row * cell_height
        background = pixels[int(left + 1), int(top + 1)]
        if glyph in VERTICAL:
            part = VERTICAL[glyph]
            y = int(top + cell_height * (0.25 if part == "upper" else 0.75))
            # The inked run nearest the cell's centre, within a cell either side.
            inked = [px for px in range(int(left - cell_width), int(left + 2 * cell_width)) if ink(px, y, background)]
            centre = left + cell_width / 2
            runs, run = [], []
            for px in inked:
                if run and px != run[-1] + 1:
                    runs.append(run)
                    run = []
                run.append(px)
            if run:
                runs.append(run)
            if not runs:
                failures.append("%s: no vertical stroke near its cell (%g–%g px)" % (where, left, left + cell_width))
                continue
            nearest = min(runs, key=lambda r: abs((r[0] + r[-1]) / 2 - centre))
            middle = (nearest[0] + nearest[-1] + 1) / 2
            if not (left + cell_width / 4 <= middle <= left + 3 * cell_width / 4):
                failures.append("%s: its vertical stroke is centred at %.1f px, outside its cell's middle (%.1f–%.1f)"
                                % (where, middle, left + cell_width / 4, left + 3 * cell_width / 4))
        else:
            # The stroke's row: the inked row nearest the cell's middle at its centre.
            ys = [y for y in range(int(top), int(top + cell_height)) if ink(int(left + cell_width / 2), y, background)]
            if not ys:
                failures.append("%s: no horizontal stroke in its cell" % where)
                continue
            y = min(ys, key=lambda y: abs(y - (top + cell_height / 2)))
            edges = [int(left + 1), int(left + cell_width - 1.5)]
            if not all(ink(px, y, background) for px in edges):
                failures.append("%s: its line does not reach both edges of its cell (%g–%g px) on row %d px"
                                % (where, left, left + cell_width, y))
    for failure in failures[:20]:
        print(failure)
    print("%s: %d of %d box glyphs out of place in %s" % (renderer, len(failures), checked, path))
    sys.exit(1 if failures or checked == 0 else 0)


if __name__ == "__main__":
    main()
