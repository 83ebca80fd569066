#!/usr/bin/env python3
"""Width oracle for the test suite: reads a JSON array of strings on stdin and prints a JSON array
of their widths as the `wcwidth` package (PyPI) measures them.

Controls (C0, C1, DEL) are first replaced by U+FFFD, one per control: widgetdeck shows every
control as that visible mark, so the oracle measures what is actually displayed.
Exit status 3 (with a message) when wcwidth is not installed.
"""
import json
import sys

try:
    import wcwidth
except ImportError:
    sys.stderr.write("the width oracle needs the wcwidth package: python3 -m pip install wcwidth (bin/test installs it)\n")
    sys.exit(3)


def displayed(s):
    return "".join("\ufffd" if (ord(c) < 0x20 or 0x7F <= ord(c) < 0xA0) else c for c in s)


strings = json.load(sys.stdin)
json.dump({"wcwidth": wcwidth.__version__, "widths": [wcwidth.width(displayed(s)) for s in strings]}, sys.stdout)
