#!/usr/bin/env python3
"""Replays the bytes a terminal program sent, frame by frame, into a terminal and prints every
cell the screen shows after each frame: its text, colours and attributes. The independent check
of TerminalDiffEncoder, against two terminals that share no code with it:

- pyte, an emulator in Python (with REP, back-colour erase, dim and line drawing added as xterm
  and tmux have them), and
- a real tmux pane: a tmux server of its own runs this script as the pane's program, which
  writes each frame to its terminal; tmux's own screen is then read with `capture-pane -e`.

stdin:  {"terminal": "pyte" | "tmux", "bce": true|false,
         "frames": [{"width": W, "height": H, "bytes": "<base64>"}, ...]}
        A frame of another size than the one before is a resize: the terminal takes the new
        size before the frame's bytes arrive, as after SIGWINCH.
stdout: {"cells": [frame: [row: [[text, fg, bg, flags], ...], ...], ...]}

A colour is "d" (the terminal's default), "16:N" (the basic sixteen, `ESC[31m`, `ESC[91m`),
"256:N" (`ESC[38;5;Nm`) or "rgb:rrggbb" (`ESC[38;2;r;g;bm`). The flags are the letters of
b (bold), d (dim), i (italics), u (underline) and r (reverse) that are on. The second column of a
wide character has the text "". Line-drawing cells give the glyph they show (`─` for `q`).
"""
import base64
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import termios
import time
import tty
import unicodedata

LINE_GLYPHS = {"q": "─", "x": "│", "l": "┌", "k": "┐", "m": "└", "j": "┘", "t": "├", "u": "┤", "w": "┬", "v": "┴",
               "n": "┼", "a": "▒", "`": "◆", "f": "°", "g": "±", "~": "·", "y": "≤", "z": "≥", "{": "π", "|": "≠",
               "}": "£", "o": "⎺", "p": "⎻", "r": "⎼", "s": "⎽", "0": "█", "h": "░", "i": "␋", ",": "←", "+": "→",
               ".": "↓", "-": "↑"}


class Rendition:
    """What SGR has put in force: colours in the canonical form above, and flags."""

    def __init__(self):
        self.fg, self.bg, self.flags = "d", "d", set()

    def apply(self, params):
        params = list(params) or [0]
        i = 0
        while i < len(params):
            p = params[i]
            if p == 0:
                self.fg, self.bg, self.flags = "d", "d", set()
            elif p in (1, 2, 3, 4, 7):
                self.flags.add({1: "b", 2: "d", 3: "i", 4: "u", 7: "r"}[p])
            elif p == 22:
                self.flags -= {"b", "d"}
            elif p in (23, 24, 27):
                self.flags.discard({23: "i", 24: "u", 27: "r"}[p])
            elif 30 <= p <= 37:
                self.fg = "16:%d" % (p - 30)
            elif 90 <= p <= 97:
                self.fg = "16:%d" % (p - 90 + 8)
            elif 40 <= p <= 47:
                self.bg = "16:%d" % (p - 40)
            elif 100 <= p <= 107:
                self.bg = "16:%d" % (p - 100 + 8)
            elif p == 39:
                self.fg = "d"
            elif p == 49:
                self.bg = "d"
            elif p in (38, 48) and i + 1 < len(params):
                value = None
                if params[i + 1] == 5 and i + 2 < len(params):
                    value, i = "256:%d" % params[i + 2], i + 2
                elif params[i + 1] == 2 and i + 4 < len(params):
                    value, i = "rgb:%02x%02x%02x" % tuple(params[i + 2:i + 5]), i + 4
                if value is not None:
                    if p == 38:
                        self.fg = value
                    else:
                        self.bg = value
            i += 1

    def flag_string(self):
        return "".join(f for f in "bdiur" if f in self.flags)


def sgr_parameters(text):
    """`1;38;5;81` or `4:1` → numbers (a colon's sub-parameters read as separate ones)."""
    out = []
    for part in text.replace(":", ";").split(";"):
        out.append(int(part) if part.isdigit() else 0)
    return out


# ---------------------------------------------------------------------------------------------
# pyte


def replay_pyte(request):
    import pyte

    class Screen(pyte.Screen):
        """pyte's screen with REP, back-colour erase (when asked), dim, and colours kept in the
        canonical form. pyte's Char has no field for dim: it is kept in `blink`, which
        widgetdeck never sends."""

        last = None
        bce = False

        @property
        def default_char(self):
            return pyte.screens.Char(data=" ", fg="d", bg="d")

        def draw(self, data):
            from wcwidth import wcwidth
            for char in data:
                if self.cursor.x == self.columns and wcwidth(char) == 0 and unicodedata.combining(char):
                    # A combining mark after the last column's glyph joins it, as in xterm and
                    # tmux; pyte would wrap (and scroll at the bottom) first.
                    line = self.buffer[self.cursor.y]
                    last = line[self.columns - 1]
                    line[self.columns - 1] = last._replace(data=unicodedata.normalize("NFC", last.data + char))
                else:
                    super().draw(char)
            if data:
                self.last = data[-1]

        def repeat_last(self, count=1, *args, **kwargs):
            if self.last is not None:
                super().draw(self.last * max(1, count))

        def select_graphic_rendition(self, *attrs, private=False):
            rendition = Rendition()
            a = self.cursor.attrs
            rendition.fg, rendition.bg = a.fg, a.bg
            rendition.flags = {f for f, on in (("b", a.bold), ("d", a.blink), ("i", a.italics), ("u", a.underscore),
                                               ("r", a.reverse)) if on}
            rendition.apply(attrs)
            f = rendition.flags
            self.cursor.attrs = a._replace(fg=rendition.fg, bg=rendition.bg, bold="b" in f, blink="d" in f,
                                           italics="i" in f, underscore="u" in f, reverse="r" in f)

        def blank(self):
            """What erasing leaves: with back-colour erase, the background in force and
            nothing else (as xterm and tmux erase); without, the default."""
            if self.bce:
                return self.default_char._replace(bg=self.cursor.attrs.bg)
            return self.default_char

        def erase_in_display(self, how=0, *args, **kwargs):
            rows = {0: range(self.cursor.y + 1, self.lines), 1: range(self.cursor.y)}.get(how, range(self.lines))
            for y in rows:
                for x in range(self.columns):
                    self.buffer[y][x] = self.blank()
            if how in (0, 1):
                self.erase_in_line(how)

        def erase_in_line(self, how=0, private=False):
            columns = {0: range(self.cursor.x, self.columns), 1: range(self.cursor.x + 1)}.get(how, range(self.columns))
            for x in columns:
                self.buffer[self.cursor.y][x] = self.blank()

        def erase_characters(self, count=None):
            count = count or 1
            for x in range(self.cursor.x, min(self.cursor.x + count, self.columns)):
                self.buffer[self.cursor.y][x] = self.blank()

    class Stream(pyte.ByteStream):
        """REP, and the character-set switches (`ESC ( 0`, SO, SI) honoured in UTF-8 as xterm,
        VTE and tmux honour them (pyte follows the Linux console, which ignores them)."""

        csi = dict(pyte.ByteStream.csi, b="repeat_last")

        def feed(self, data):
            text = self.utf8_decoder.decode(data)
            self.use_utf8 = False
            pyte.Stream.feed(self, text)

    first = request["frames"][0]
    screen = Screen(first["width"], first["height"])
    screen.bce = bool(request.get("bce"))
    screen.reset()
    stream = Stream(screen)
    frames = []
    for frame in request["frames"]:
        if (frame["width"], frame["height"]) != (screen.columns, screen.lines):
            screen.resize(frame["height"], frame["width"])
        stream.feed(base64.b64decode(frame["bytes"]))
        rows = []
        for y in range(screen.lines):
            row = []
            for x in range(screen.columns):
                c = screen.buffer[y][x]
                flags = "".join(f for f, on in (("b", c.bold), ("d", c.blink), ("i", c.italics), ("u", c.underscore),
                                                ("r", c.reverse)) if on)
                row.append([unicodedata.normalize("NFC", c.data), c.fg, c.bg, flags])
            rows.append(row)
        frames.append(rows)
    return frames


# ---------------------------------------------------------------------------------------------
# tmux


def feed(directory):
    """The pane's program: for each line `N W H` read from `directory`/go, writes frame N's bytes
    to the terminal, then a marker in the column right of the frame on each of its H rows (the
    pane is one column wider than the frame: `capture-pane` leaves out the blanks an erase left
    at a row's end, but not those before a written cell), with the cursor and attributes saved
    and restored around it (DECSC, DECRC) so the next frame finds the terminal as this one left
    it. Then it asks for the cursor's position (DSR) and waits for the answer, which tmux gives
    only once it has read every byte before it; then says `done`."""
    fd = os.open("/dev/tty", os.O_RDWR)
    tty.setraw(fd)
    go = open(os.path.join(directory, "go"), "r")
    done = open(os.path.join(directory, "done"), "w")
    os.write(fd, b"\x1b[?1049h")
    for line in go:
        n, width, height = line.split()
        with open(os.path.join(directory, "frame-%s" % n), "rb") as f:
            data = f.read()
        markers = b"\x1b7\x1b[0m" + b"".join(b"\x1b[%d;%dHM" % (y + 1, int(width) + 1) for y in range(int(height))) + b"\x1b8"
        view = memoryview(data + markers + b"\x1b[6n")
        while view:
            view = view[os.write(fd, view):]
        answer = b""
        while not answer.endswith(b"R"):
            answer += os.read(fd, 64)
        done.write("done\n")
        done.flush()


def capture_cells(tmux, width, height):
    """tmux's screen as cells, from `capture-pane -p -e -N` (escapes kept, trailing blanks too)."""
    text = subprocess.run(tmux + ["capture-pane", "-p", "-e", "-N", "-t", "replay"], check=True, capture_output=True).stdout
    from wcwidth import wcwidth
    rendition = Rendition()
    line_drawing = False
    rows = []
    for raw in text.decode("utf-8").split("\n")[:height]:
        row = []
        i = 0
        while i < len(raw):
            ch = raw[i]
            if ch == "\x1b":
                if raw.startswith("[", i + 1):
                    j = i + 2
                    while j < len(raw) and not ("@" <= raw[j] <= "~"):
                        j += 1
                    if j < len(raw) and raw[j] == "m":
                        rendition.apply(sgr_parameters(raw[i + 2:j]))
                    i = j + 1
                elif i + 2 < len(raw) and raw[i + 1] in "()":
                    i += 3
                else:
                    i += 2
                continue
            if ch == "\x0e":
                line_drawing = True
            elif ch == "\x0f":
                line_drawing = False
            else:
                glyph = LINE_GLYPHS.get(ch, ch) if line_drawing else ch
                w = wcwidth(glyph)
                if w == 0 and row:
                    row[-1 if row[-1][0] != "" else -2][0] = unicodedata.normalize("NFC", row[-1 if row[-1][0] != "" else -2][0] + glyph)
                elif w > 0:
                    row.append([glyph, rendition.fg, rendition.bg, rendition.flag_string()])
                    if w == 2:
                        row.append(["", rendition.fg, rendition.bg, rendition.flag_string()])
            i += 1
        while len(row) < width:
            row.append([" ", "d", "d", ""])
        rows.append(row[:width])
    while len(rows) < height:
        rows.append([[" ", "d", "d", ""] for _ in range(width)])
    return rows


def replay_tmux(request):
    directory = tempfile.mkdtemp(prefix="widgetdeck-replay-")
    socket = os.path.join(directory, "socket")
    tmux = ["tmux", "-S", socket, "-f", "/dev/null"]
    os.mkfifo(os.path.join(directory, "go"))
    os.mkfifo(os.path.join(directory, "done"))
    first = request["frames"][0]
    try:
        environment = dict(os.environ, TERM="xterm-256color")
        subprocess.run(tmux + ["new-session", "-d", "-s", "replay", "-x", str(first["width"] + 1), "-y", str(first["height"]),
                               sys.executable, os.path.abspath(__file__), "--feed", directory], check=True, env=environment)
        subprocess.run(tmux + ["set", "-g", "status", "off"], check=True)
        go = open(os.path.join(directory, "go"), "w")
        done = open(os.path.join(directory, "done"), "r")
        size = (first["width"], first["height"])
        frames = []
        for n, frame in enumerate(request["frames"]):
            if (frame["width"], frame["height"]) != size:
                size = (frame["width"], frame["height"])
                subprocess.run(tmux + ["resize-window", "-t", "replay", "-x", str(size[0] + 1), "-y", str(size[1])], check=True)
            with open(os.path.join(directory, "frame-%d" % n), "wb") as f:
                f.write(base64.b64decode(frame["bytes"]))
            go.write("%d %d %d\n" % (n, size[0], size[1]))
            go.flush()
            ready, _, _ = select.select([done], [], [], 20)
            if not ready or done.readline().strip() != "done":
                raise SystemExit("tmux replay: frame %d was never read back (the pane's program stopped)" % n)
            frames.append(capture_cells(tmux, size[0], size[1]))
        go.close()
        return frames
    finally:
        subprocess.run(tmux + ["kill-server"], capture_output=True)
        shutil.rmtree(directory, ignore_errors=True)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--feed":
        feed(sys.argv[2])
        sys.exit(0)
    request = json.load(sys.stdin)
    terminal = request.get("terminal", "pyte")
    cells = replay_tmux(request) if terminal == "tmux" else replay_pyte(request)
    json.dump({"cells": cells}, sys.stdout, ensure_ascii=False)
