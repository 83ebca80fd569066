#!/usr/bin/env python3
"""How many of the SF Symbols a set of widget projects use widgetdeck draws as a glyph
(AppleSDK/SwiftUI/SFSymbols.swift), and which it does not: the symbols named in the Swift files
of each project's widget folders (`Image(systemName:)`, `Label(_:systemImage:)`,
`UIImage(systemName:)`), looked up as SFSymbols.glyph(for:) looks them up (whole, then without
trailing parts, a filled variant's own glyph first).

usage: Scripts/sf-symbols.py DIR...   (each DIR a project checkout; prints a report)
       Scripts/sf-symbols.py --all DIR...   (every Swift file of each project, not its widgets' only)
       Scripts/sf-symbols.py --names FILE   (a public list: one name a line, or `rawValue: "name"`
                                             as SFSafeSymbols' generated sources declare them)
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TABLE = os.path.join(HERE, "..", "AppleSDK", "SwiftUI", "SFSymbols.swift")
NAMED = re.compile(r'(?:systemName|systemImage)\s*:\s*"([A-Za-z0-9.]+)"')


def table():
    source = open(TABLE).read()
    tables = {}
    for name in ("filledGlyphs", "exact", "bases"):
        start = source.index("static let %s" % name)
        body = source[source.index("[", start):source.index("\n    ]", start)]
        tables[name] = dict(re.findall(r'"([^"]+)":\s*"([^"]*)"', body))
    return tables


def glyph(name, tables):
    if name in tables["exact"]:
        return tables["exact"][name]
    parts = name.split(".")
    filled = "fill" in parts
    while parts:
        base = ".".join(parts)
        if filled and base in tables["filledGlyphs"]:
            return tables["filledGlyphs"][base]
        found = tables["exact"].get(base) or tables["bases"].get(base)
        if found:
            return found
        parts.pop()
    return None


def widget_folders(root):
    """Folders holding a widget's Swift files (a TimelineProvider or a WidgetConfiguration)."""
    folders = set()
    for path, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if not d.startswith(".") and d not in ("Pods", "Carthage", "build", "DerivedData")]
        for file in files:
            if file.endswith(".swift"):
                try:
                    text = open(os.path.join(path, file), errors="replace").read()
                except OSError:
                    continue
                if re.search(r"\b(TimelineProvider|WidgetConfiguration|AppIntentTimelineProvider|IntentTimelineProvider)\b", text):
                    folders.add(path)
    return folders


def used(root, everything=False):
    names = {}
    for folder in [root] if everything else widget_folders(root):
        for path, _, files in os.walk(folder):
            for file in files:
                if file.endswith(".swift"):
                    for name in NAMED.findall(open(os.path.join(path, file), errors="replace").read()):
                        names.setdefault(name, set()).add(os.path.basename(os.path.normpath(root)))
    return names


def main():
    tables = table()
    if sys.argv[1:2] == ["--names"]:
        text = open(sys.argv[2]).read()
        listed = re.findall(r'rawValue: "([^"]+)"', text) or [line.strip() for line in text.splitlines() if line.strip()]
        names = {name: set() for name in listed}
        # A public list is long: only the count of what is not drawn.
        missing = [n for n in names if glyph(n, tables) is None]
        print("%d of %d symbols drawn as a glyph (%.1f %%)" % (len(names) - len(missing), len(names),
                                                              100.0 * (len(names) - len(missing)) / max(1, len(names))))
        return
    else:
        everything = sys.argv[1:2] == ["--all"]
        names = {}
        for root in sys.argv[2:] if everything else sys.argv[1:]:
            for name, projects in used(root, everything).items():
                names.setdefault(name, set()).update(projects)
    missing = sorted(n for n in names if glyph(n, tables) is None)
    covered = len(names) - len(missing)
    share = 100.0 * covered / len(names) if names else 100.0
    print("%d of %d symbols drawn as a glyph (%.1f %%)" % (covered, len(names), share))
    for name in missing:
        print("  not drawn: %s%s" % (name, (" (" + ", ".join(sorted(names[name])) + ")") if names[name] else ""))


if __name__ == "__main__":
    main()
