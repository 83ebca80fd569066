#!/usr/bin/env python3
"""Replays the bytes a terminal program sent, frame by frame, in pyte (an independent terminal
emulator) and prints what the screen shows after each: the independent check of
TerminalDiffEncoder.

stdin: {"width": W, "height": H, "frames": ["<base64 bytes>", ...]}
stdout: {"screens": [[row text, ...], ...], "backgrounds": [[row of bg names], ...]}
(pyte drops text after a ZWJ; frames fed here hold none.)
"""
import base64
import json
import sys

import pyte

request = json.load(sys.stdin)
screen = pyte.Screen(request["width"], request["height"])
stream = pyte.ByteStream(screen)
screens, backgrounds = [], []
for frame in request["frames"]:
    stream.feed(base64.b64decode(frame))
    rows, bgs = [], []
    for y in range(screen.lines):
        line = screen.buffer[y]
        text, bg = "", []
        x = 0
        while x < screen.columns:
            char = line[x]
            text += char.data
            bg.append(char.bg)
            # A wide character's second column is an empty string in pyte.
            x += 1
        rows.append(text.rstrip())
        bgs.append(bg)
    screens.append(rows)
    backgrounds.append(bgs)
json.dump({"screens": screens, "backgrounds": backgrounds}, sys.stdout)
