#!/usr/bin/env python3
"""Rewrites the target graph in DECISIONS.md ("The targets and their seams") from
`swift package dump-package`, so the page says what Package.swift declares (ArchitectureTests
checks that it does). Run from the repository's root: python3 Scripts/decisions-graph.py"""
import json, re, subprocess, sys, tempfile

with tempfile.TemporaryDirectory() as scratch:
    dump = subprocess.run(["swift", "package", "--scratch-path", scratch, "dump-package"], check=True, capture_output=True, text=True).stdout
package = json.loads(dump)
rows, tests = [], []
for target in package["targets"]:
    deps = [next(iter(d.values()))[0] for d in target.get("dependencies", [])]
    row = f"| `{target['name']}` | {', '.join('`' + d + '`' for d in deps) or '—'} |"
    (tests if target["type"] == "test" else rows).append(row)
page = open("DECISIONS.md").read()
start = page.index("## The targets and their seams")
end = page.index("\n## ", start + 1)
section = page[start:end]
header = "| target | depends on |\n| --- | --- |\n"
first = section.index(header)
second = section.index(header, first + len(header))
after_second = section.index("\n\n", second + len(header)) if "\n\n" in section[second + len(header):] else len(section)
new = section[:first] + header + "\n".join(rows) + "\n\nTest targets:\n\n" + header + "\n".join(tests) + "\n" + section[after_second:].lstrip("\n")
open("DECISIONS.md", "w").write(page[:start] + new + page[end:])
print(f"{len(rows)} targets, {len(tests)} test targets")
