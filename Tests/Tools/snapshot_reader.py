#!/usr/bin/env python3
"""Reads a snapshot file in a loop until the stop file appears, checking that every read is a
whole document from one publish: valid JSON whose metrics all carry the same value (the
publisher writes publish number N into every metric). Prints "reads=R torn=T mixed=M" and exits
1 when any read was torn or mixed."""
import json
import os
import sys

path, stop = sys.argv[1], sys.argv[2]
reads = torn = mixed = missing = 0
seen = set()
while not os.path.exists(stop):
    try:
        with open(path, "rb") as f:
            data = f.read()
    except FileNotFoundError:
        missing += 1
        continue
    reads += 1
    try:
        doc = json.loads(data)
    except ValueError:
        torn += 1
        continue
    # Schema 2 writes money as decimal strings ("7.00"), counts as numbers (7): compare values.
    values = {float(m.get("value", m.get("count"))) for m in doc["metrics"].values()}
    if len(values) != 1:
        mixed += 1
    seen |= values
print(f"reads={reads} torn={torn} mixed={mixed} distinct={len(seen)}", flush=True)
sys.exit(1 if torn or mixed else 0)
