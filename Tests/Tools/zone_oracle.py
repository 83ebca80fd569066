"""Offsets of named zones at given moments, from Python's zoneinfo: the independent oracle for
widgetdeck's own TZif reader. Reads {"zones": [...], "moments": [...]} on stdin and prints
{"offsets": {zone: [seconds east of UTC, ...]}, "wall": {zone: [[y, m, d, h, mi, s, utc], ...]}}."""
import json
import sys
from datetime import datetime, timezone
from zoneinfo import ZoneInfo

request = json.load(sys.stdin)
offsets = {}
wall = {}
for name in request["zones"]:
    zone = ZoneInfo(name)
    offsets[name] = [int(datetime.fromtimestamp(m, zone).utcoffset().total_seconds()) for m in request["moments"]]
    rows = []
    for y, mo, d, h, mi, s in request["walls"]:
        local = datetime(y, mo, d, h, mi, s, tzinfo=zone, fold=0)
        rows.append(int(local.timestamp()))
    wall[name] = rows
json.dump({"offsets": offsets, "wall": wall}, sys.stdout)
