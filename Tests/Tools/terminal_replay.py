#!/usr/bin/env python3
"""Replays the bytes a terminal program sent, frame by frame, in pyte (an independent terminal
emulator) and prints what the screen shows after each: the independent check of
TerminalDiffEncoder.

stdin: {"width": W, "height": H, "frames": ["<base64 bytes>", ...], "bce": true|false}
stdout: {"screens": [[row text, ...], ...], "backgrounds": [[row of bg names], ...],
         "foregrounds": [[row of fg names], ...]}
(pyte drops text after a ZWJ; frames fed here hold none.) pyte has no REP (ECMA-48 `CSI n b`,
terminfo `rep`): it is added here as the standard defines it — the preceding graphic character,
n more times. Line drawing (`ESC ( 0` and SO/SI) is honoured, as xterm and tmux do.
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


class ErasingScreen(RepeatingScreen):
    """With back-colour erase (terminfo `bce`), as xterm, tmux and VTE have: erasing the display
    paints every cell in the attributes in force. pyte's own erase_in_display sets only the
    cells a line has held, so a never-written cell keeps the default background."""

    def erase_in_display(self, how=0, *args, **kwargs):
        if how == 0:
            interval = range(self.cursor.y + 1, self.lines)
        elif how == 1:
            interval = range(self.cursor.y)
        else:
            interval = range(self.lines)
        self.dirty.update(interval)
        for y in interval:
            line = self.buffer[y]
            for x in range(self.columns):
                line[x] = self.cursor.attrs
        if how in (0, 1):
            self.erase_in_line(how)


class RepeatingStream(pyte.ByteStream):
    """pyte's byte stream with REP, and with the character-set switches (`ESC ( 0`, `ESC ) 0`,
    SO, SI) honoured in UTF-8 as xterm, VTE and tmux honour them: pyte follows the Linux
    console, which ignores them (its terminfo entry says so with `U8`)."""

    csi = dict(pyte.ByteStream.csi, b="repeat_last")

    def feed(self, data):
        text = self.utf8_decoder.decode(data)
        # The parser asks `use_utf8` whether to ignore the switches; the text is decoded above.
        self.use_utf8 = False
        pyte.Stream.feed(self, text)


request = json.load(sys.stdin)
screen = (ErasingScreen if request.get("bce") else RepeatingScreen)(request["width"], request["height"])
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
