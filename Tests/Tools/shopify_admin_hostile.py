#!/usr/bin/env python3
"""A hostile stand-in for Shopify's GraphQL Admin API: every answer is shaped as the API shapes
its own, and each mode breaks it in one way a real server, a proxy or an attacker could. The
hostile-input tests (Tests/widgetdeckTests/HostileAdminTests.swift) point the `shopify:` and
`http://` sources at it on 127.0.0.1 and count what reaches it.

  POST /MODE/admin/api/VERSION/graphql.json   a ShopifyQL or ordersCount request, answered by MODE
  GET  /MODE/snapshot.json                    a snapshot document (for the http:// source)
  GET  /__count                               how many requests have arrived, as {"requests": N}

Modes (a path's first segment):
  normal          a well-formed answer: one row, the query's own columns, figures of 100
  float64-huge    the metrics' columns typed "FLOAT64" (a type widgetdeck does not know), 1e19
  throttle-huge   THROTTLED, the bucket's cost, availability and restore rate all 1e19
  retry-zero      HTTP 429 with Retry-After: 0, for ever
  retry-tiny      HTTP 429 with Retry-After: 0.001, for ever
  empty-rows      2,000,000 empty rows ({}) in a 6 MB body
  wide-columns    100,000 columns and one row
  huge-display    one column whose displayName is 10 MB
  dup-columns     the same column name twice
  many-rows       100,000 well-formed rows
  rows-40         40 well-formed rows (more than a widget's query can need)
  huge-etag       (GET) a snapshot with a 100 KB ETag; a request that sends it back gets 431
Every request is appended to --log as one line: method, path, and the ShopifyQL text.

Prints the port it listens on, then serves until its standard input closes.
"""
import argparse
import http.server
import json
import re
import socketserver
import sys
import threading

parser = argparse.ArgumentParser()
parser.add_argument("--log", required=True)
args = parser.parse_args()
lock = threading.Lock()
count = {"requests": 0}
SHOP = {"name": "Hostile Test Shop", "currencyCode": "USD", "ianaTimezone": "America/New_York", "myshopifyDomain": "hostile-test.myshopify.com"}
TYPES = {"orders": "INTEGER", "net_items_sold": "INTEGER", "sessions": "INTEGER", "returning_customer_rate": "PERCENT", "conversion_rate": "PERCENT"}


def log(line):
    with lock, open(args.log, "a") as f:
        count["requests"] += 1
        f.write(line + "\n")


def columns_of(text):
    """The columns the Admin API would answer for ShopifyQL `text`, in its order."""
    show = re.search(r"SHOW (.*?)(?: TIMESERIES| GROUP BY| SINCE| UNTIL| DURING| COMPARE| WITH| ORDER| LIMIT|$)", text)
    metrics = [m.strip() for m in show.group(1).split(",")] if show else ["total_sales"]
    grain = re.search(r"(?:TIMESERIES|GROUP BY) (\w+)", text)
    compare, totals = "COMPARE TO previous_period" in text, "WITH TOTALS" in text
    columns = []
    if grain:
        columns.append({"name": grain.group(1), "dataType": grain.group(1).upper() + "_TIMESTAMP", "displayName": grain.group(1).capitalize()})
    for m in metrics:
        kind = TYPES.get(m, "MONEY")
        names = [m] + ([f"comparison_{m}__previous_period"] if compare else [])
        names += [n + "__totals" for n in names] if totals else []
        columns += [{"name": n, "dataType": kind, "displayName": n} for n in names]
    return columns


def row_of(columns, value):
    return {c["name"]: ("2026-11-30T00:00:00" if c["dataType"].endswith("TIMESTAMP") else value) for c in columns}


def cost(requested=10, available=990, restore=50):
    return {"cost": {"requestedQueryCost": requested, "actualQueryCost": None,
                     "throttleStatus": {"maximumAvailable": 1000.0, "currentlyAvailable": available, "restoreRate": restore}}}


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *a):
        pass

    def send(self, status, body, headers=()):
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def answer(self, table):
        return json.dumps({"data": {"shop": SHOP, "shopifyqlQuery": {"parseErrors": [], "tableData": table}}, "extensions": cost()}).encode()

    def do_GET(self):
        if self.path == "/__count":
            return self.send(200, json.dumps(count).encode())
        log(f"GET {self.path}")
        mode = self.path.strip("/").split("/")[0]
        if mode == "huge-etag":
            etag = '"' + "e" * 100_000 + '"'
            if self.headers.get("If-None-Match") is not None and len(self.headers.get("If-None-Match")) > 8000:
                return self.send(431, b'{"error": "Request Header Fields Too Large"}')
            document = {"schemaVersion": 2, "generatedAt": "2026-11-30T20:30:00Z", "shop": {"name": "Hostile Test Shop", "currency": "USD"},
                        "range": "today", "metrics": {"total_sales": {"value": 100, "previous": 90}, "orders": {"value": 7, "previous": 6}}}
            return self.send(200, json.dumps(document).encode(), [("ETag", etag)])
        return self.send(404, b'{"error": "Not Found"}')

    def do_POST(self):
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        try:
            request = json.loads(raw)
            text, document = request.get("variables", {}).get("q", ""), request.get("query", "")
        except Exception:
            text, document = "", ""
        log(f"POST {self.path} q={text}")
        mode = self.path.strip("/").split("/")[0]
        if "ordersCount(" in document:
            return self.send(200, json.dumps({"data": {"shop": SHOP, "ordersCount": {"count": 3, "precision": "EXACT"}}, "extensions": cost()}).encode())
        columns = columns_of(text)
        if mode == "float64-huge":
            for c in columns:
                if not c["dataType"].endswith("TIMESTAMP"):
                    c["dataType"] = "FLOAT64"
            return self.send(200, self.answer({"columns": columns, "rows": [row_of(columns, 1e19)]}))
        if mode == "throttle-huge":
            return self.send(200, json.dumps({"errors": [{"message": "Throttled", "extensions": {"code": "THROTTLED"}}],
                                              "extensions": cost(requested=1e19, available=1e19, restore=1e19)}).encode())
        if mode in ("retry-zero", "retry-tiny"):
            return self.send(429, b"Too Many Requests", [("Retry-After", "0" if mode == "retry-zero" else "0.001")])
        if mode == "empty-rows":
            rows = ",".join(["{}"] * 2_000_000)
            body = json.dumps({"data": {"shop": SHOP, "shopifyqlQuery": {"parseErrors": [], "tableData": {"columns": columns, "rows": []}}}})
            return self.send(200, body.replace('"rows": []', '"rows": [' + rows + ']').encode())
        if mode == "wide-columns":
            wide = columns + [{"name": f"c{i}", "dataType": "INTEGER", "displayName": f"c{i}"} for i in range(100_000)]
            return self.send(200, self.answer({"columns": wide, "rows": [row_of(wide, "1")]}))
        if mode == "huge-display":
            columns[-1]["displayName"] = "D" * (10 << 20)
            return self.send(200, self.answer({"columns": columns, "rows": [row_of(columns, "100")]}))
        if mode == "dup-columns":
            return self.send(200, self.answer({"columns": columns + [dict(columns[-1])], "rows": [row_of(columns, "100")]}))
        if mode == "rows-40":
            return self.send(200, self.answer({"columns": columns, "rows": [row_of(columns, "100")] * 40}))
        if mode == "many-rows":
            return self.send(200, self.answer({"columns": columns, "rows": [row_of(columns, "100")] * 100_000}))
        return self.send(200, self.answer({"columns": columns, "rows": [row_of(columns, "100")]}))


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True


server = Server(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
threading.Thread(target=server.serve_forever, daemon=True).start()
sys.stdin.read()
