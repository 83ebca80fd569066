#!/usr/bin/env python3
"""Replays the bytes a terminal program sent, frame by frame, in pyte (an independent terminal
emulator) and prints what the screen shows after each: the independent check of
TerminalDiffEncoder.

stdin: {"width": W, "height": H, "frames": ["<base64 bytes>", ...]}
stdout: {"screens": [[row text, ...], ...], "backgrounds": [[row of bg names], ...],
         "foregrounds": [[row of fg names], ...]}
(pyte drops text after a ZWJ; frames fed here hold none.) pyte has no REP (ECMA-48 `CSI n b`,
terminfo `rep`): it is added here as the standard defines it — the preceding graphic character,
n more times.
"""
import base64
import json
import sys

import pyte



class RepeatingScreen(pyte.Screen):
    """pyte's screen with REP: remembers the last character drawn."""

    last = None

    def draw(self, data):
        super().draw(data)
        if data:
            self.last = data[-1]

    def repeat_last(self, count=1, *args, **kwargs):
        if self.last is not None:
            super().draw(self.last * max(1, count))


class RepeatingStream(pyte.ByteStream):
    csi = dict(pyte.ByteStream.csi, b="repeat_last")


request = json.load(sys.stdin)
screen = RepeatingScreen(request["width"], request["height"])
stream = RepeatingStream(screen)
screens, backgrounds, foregrounds = [], [], []
for frame in request["frames"]:
    stream.feed(base64.b64decode(frame))
    rows, bgs, fgs = [], [], []
    for y in range(screen.lines):
        line = screen.buffer[y]
        text, bg, fg = "", [], []
        x = 0
        while x < screen.columns:
            char = line[x]
            text += char.data
            bg.append(char.bg)
            fg.append(char.fg)
            # A wide character's second column is an empty string in pyte.
            x += 1
        rows.append(text.rstrip())
        bgs.append(bg)
        fgs.append(fg)
    screens.append(rows)
    backgrounds.append(bgs)
    foregrounds.append(fgs)
json.dump({"screens": screens, "backgrounds": backgrounds, "foregrounds": foregrounds}, sys.stdout)
