#!/usr/bin/env python3
"""A local fake of Shopify's GraphQL Admin API, for the `shopify:` source's contract tests.

It follows the documented request and response shapes (API version 2025-10 and later; from
2026-07 a table's rowMetadata, which an older version refuses to be asked for):

  POST /admin/api/VERSION/graphql.json
  X-Shopify-Access-Token: TOKEN
  {"query": "... shopifyqlQuery(query: $q) { parseErrors tableData { columns { name dataType displayName } rows } } ...",
   "variables": {"q": "FROM sales SHOW total_sales TIMESERIES day SINCE -6d UNTIL today"}}

  200 {"data": {"shop": {...}, "shopifyqlQuery": {"parseErrors": [], "tableData": {"columns": [...], "rows": [{...}]}}},
       "extensions": {"cost": {"requestedQueryCost": 10, "actualQueryCost": 10,
                               "throttleStatus": {"maximumAvailable": 1000.0, "currentlyAvailable": 990, "restoreRate": 50.0}}}}

Rows are objects keyed by column name, every value a string (MONEY an exact decimal), as the
documentation's examples read them. `ordersCount(query: $q, limit: null) { count precision }`
is answered too.

The figures come from a widgetdeck SQLite store's orders and sessions (argv: --store PATH),
computed here independently of widgetdeck's own ShopifyQL engine — its own parser, periods,
buckets and sums — so that `widgetdeck query` over the store and over this fake agreeing
means two implementations agree. It implements the subset widgetdeck documents
(docs/shopifyql.md); anything else is a parse error, as the API reports one.

A path prefix picks a misbehaviour, so tests can run side by side:
  /throttle-once/...   the first request answers THROTTLED (the bucket refills in ~1.7 s)
  /throttle-long/...   always THROTTLED with a bucket that refills in 1000 s
  /status-NNN/...      HTTP NNN (401, 402, 403, 423, 500, 503)
  /denied/...          a top-level ACCESS_DENIED error
  /slow/...            answers after 30 s
POST /__mode/NAME sets a misbehaviour for every path from then on (/__mode/normal clears it), so
one endpoint can answer well and then fail.
Every request is appended to --log: method, path, whether the token matched, the User-Agent,
the ShopifyQL text. The token itself is never written anywhere.

Prints the port it listens on, then serves until killed.
"""
import argparse
import datetime
import fractions
import http.server
import json
import socketserver
import sqlite3
import sys
import select
import threading
import zoneinfo

parser = argparse.ArgumentParser()
parser.add_argument("--store", required=True)
parser.add_argument("--shop", default=None)
parser.add_argument("--now", required=True, help="ISO 8601 instant, e.g. 2026-11-30T20:30:00Z")
parser.add_argument("--token", required=True)
parser.add_argument("--log", required=True)
args = parser.parse_args()

NOW = datetime.datetime.fromisoformat(args.now.replace("Z", "+00:00"))
EXPONENTS = {"JPY": 0, "KRW": 0, "VND": 0, "CLP": 0, "ISK": 0, "BHD": 3, "KWD": 3, "OMR": 3, "JOD": 3, "TND": 3}
SALES = {"total_sales": "MONEY", "gross_sales": "MONEY", "net_sales": "MONEY", "discounts": "MONEY", "returns": "MONEY",
         "orders": "INTEGER", "average_order_value": "MONEY", "net_items_sold": "INTEGER", "returning_customer_rate": "PERCENT"}
SESSIONS = {"sessions": "INTEGER", "conversion_rate": "PERCENT"}
NAMED = ["today", "yesterday", "this_week", "last_week", "this_month", "last_month", "this_year", "last_year"]
lock = threading.Lock()
throttled_once = {"done": False}
global_mode = {"name": ""}


def log(line):
    with lock, open(args.log, "a") as f:
        f.write(line + "\n")


class ParseError(Exception):
    pass


# --- ShopifyQL: the documented subset, parsed by hand ---------------------------------------

def tokens(text):
    out, i = [], 0
    while i < len(text):
        c = text[i]
        if c.isspace():
            i += 1
        elif c in ",=()":
            out.append(c)
            i += 1
        elif c == "'":
            j = text.find("'", i + 1)
            if j < 0:
                raise ParseError("Unterminated string")
            out.append(("str", text[i + 1:j]))
            i = j + 1
        else:
            j = i
            while j < len(text) and (text[j].isalnum() or text[j] in "_-"):
                j += 1
            if j == i:
                raise ParseError(f"Unexpected character {c!r}")
            out.append(text[i:j])
            i = j
    return out


def parse(text):
    t = tokens(text)
    q = {"grain": None, "compare": False, "totals": False, "where": None, "since": None, "until": None, "during": None, "order": [], "limit": None}
    def take():
        if not t:
            raise ParseError("Unexpected end of query")
        return t.pop(0)
    def word():
        w = take()
        if not isinstance(w, str):
            raise ParseError("Expected a word")
        return w
    if word().upper() != "FROM":
        raise ParseError("Query must start with FROM")
    q["dataset"] = word().lower()
    metrics = SALES if q["dataset"] == "sales" else SESSIONS if q["dataset"] == "sessions" else None
    if metrics is None:
        raise ParseError(f"Unknown schema {q['dataset']}")
    if word().upper() != "SHOW":
        raise ParseError("Expected SHOW")
    q["show"] = [word().lower()]
    while t and t[0] == ",":
        take()
        q["show"].append(word().lower())
    for m in q["show"]:
        if m not in metrics:
            raise ParseError(f"Unknown metric {m}")
    while t:
        kw = word().upper()
        if kw == "WHERE":
            if word().lower() != "customer_type" or take() != "=":
                raise ParseError("Unsupported WHERE")
            v = take()
            if not isinstance(v, tuple) or v[1] not in ("new", "returning"):
                raise ParseError("Unsupported customer_type")
            q["where"] = v[1]
        elif kw in ("SINCE", "UNTIL"):
            q[kw.lower()] = date_expr(take, word)
        elif kw == "DURING":
            q["during"] = word().lower()
            if q["during"] not in NAMED:
                raise ParseError("Unknown named range")
        elif kw in ("GROUP", "TIMESERIES"):
            if kw == "GROUP" and word().upper() != "BY":
                raise ParseError("Expected BY")
            q["grain"] = word().lower()
            if q["grain"] not in ("hour", "day", "week", "month"):
                raise ParseError("Unsupported grouping")
        elif kw == "COMPARE":
            if word().upper() != "TO" or word().lower() != "previous_period":
                raise ParseError("Unsupported COMPARE TO")
            q["compare"] = True
        elif kw == "WITH":
            if word().upper() != "TOTALS":
                raise ParseError("Unsupported WITH")
            q["totals"] = True
        elif kw == "ORDER":
            if word().upper() != "BY":
                raise ParseError("Expected BY")
            while True:
                col, desc = word().lower(), False
                if t and isinstance(t[0], str) and t[0].upper() in ("ASC", "DESC"):
                    desc = take().upper() == "DESC"
                q["order"].append((col, desc))
                if t and t[0] == ",":
                    take()
                    continue
                break
        elif kw == "LIMIT":
            q["limit"] = int(word())
        else:
            raise ParseError(f"Unexpected keyword {kw}")
    return q


def date_expr(take, word):
    w = word()
    lw = w.lower()
    if lw in ("today", "now"):
        return ("rel", 0, "d")
    if lw == "yesterday":
        return ("rel", 1, "d")
    if lw[-1:] in "dwmy" and lw[:-1].lstrip("-").isdigit():
        return ("rel", int(lw[:-1].lstrip("-")), lw[-1])
    if len(lw) == 10 and lw[4] == "-" and lw[7] == "-":
        return ("abs", datetime.date.fromisoformat(lw))
    for name in ("startof", "endof"):
        if lw.startswith(name):
            unit = {"day": "d", "week": "w", "month": "m", "year": "y"}[lw[len(name):]]
            take()  # (
            arg = word().lower()
            take()  # )
            return ("bound", name == "startof", unit, int(arg[:-1].lstrip("-")))
    raise ParseError(f"Invalid date {w}")


# --- Periods, in the shop's calendar ---------------------------------------------------------

def months_back(today, n, day):
    total = today.year * 12 + today.month - 1 - n
    y, m = divmod(total, 12)
    m += 1
    last = (datetime.date(y + (m == 12), m % 12 + 1, 1) - datetime.timedelta(days=1)).day
    return datetime.date(y, m, min(day, last))


def resolve(expr, today):
    if expr[0] == "abs":
        return expr[1]
    if expr[0] == "rel":
        _, n, unit = expr
        if unit == "w":
            return today - datetime.timedelta(days=7 * n)
        if unit == "m":
            return months_back(today, n, today.day)
        if unit == "y":
            return months_back(today, 12 * n, today.day)
        return today - datetime.timedelta(days=n)
    _, start, unit, n = expr
    if unit == "w":
        monday = today - datetime.timedelta(days=today.weekday() + 7 * n)
        return monday if start else monday + datetime.timedelta(days=6)
    if unit == "m":
        first = months_back(today, n, 1)
        nxt = months_back(today, n - 1, 1) if n > 0 else months_back(today, -1, 1)
        return first if start else nxt - datetime.timedelta(days=1)
    if unit == "y":
        return datetime.date(today.year - n, 1, 1) if start else datetime.date(today.year - n, 12, 31)
    return today - datetime.timedelta(days=n)


def period(q, today, now):
    """(first, last, end): whole days first..last; end is the instant the period stops when it runs to now."""
    one = datetime.timedelta(days=1)
    if q["during"]:
        monday = today - datetime.timedelta(days=today.weekday())
        month = today.replace(day=1)
        prev_month = (month - one).replace(day=1)
        return {"today": (today, today, now), "yesterday": (today - one, today - one, None), "this_week": (monday, today, now),
                "last_week": (monday - 7 * one, monday - one, None), "this_month": (month, today, now),
                "last_month": (prev_month, month - one, None), "this_year": (today.replace(month=1, day=1), today, now),
                "last_year": (datetime.date(today.year - 1, 1, 1), datetime.date(today.year - 1, 12, 31), None)}[q["during"]]
    if not q["since"]:
        return (today, today, now)
    first = resolve(q["since"], today)
    last, end = today, now
    if q["until"]:
        last = resolve(q["until"], today)
        end = now if last >= today else None
        last = min(last, today)
    if first > last:
        raise ParseError("Start date is after end date")
    return (first, last, end)


# --- Sums --------------------------------------------------------------------------------------

def epoch_day(d):
    return (d - datetime.date(1970, 1, 1)).days


def from_epoch_day(n):
    return datetime.date(1970, 1, 1) + datetime.timedelta(days=n)


def labels(first, last, end_hour, grain):
    if grain is None:
        return [""]
    if grain == "hour":
        out = []
        d = first
        while d <= last:
            for h in range(0, (end_hour if d == last else 23) + 1):
                out.append(f"{d.isoformat()}T{h:02d}:00:00")
            d += datetime.timedelta(days=1)
        return out
    if grain == "day":
        return [(first + datetime.timedelta(days=i)).isoformat() for i in range((last - first).days + 1)]
    if grain == "week":
        monday = first - datetime.timedelta(days=first.weekday())
        out = []
        while monday <= last:
            out.append(monday.isoformat())
            monday += datetime.timedelta(days=7)
        return out
    out, m = [], first.replace(day=1)
    while m <= last:
        out.append(m.isoformat())
        m = (m + datetime.timedelta(days=32)).replace(day=1)
    return out


def bucket(first, grain, day, hour):
    if grain is None:
        return 0
    if grain == "hour":
        return (day - first).days * 24 + hour
    if grain == "day":
        return (day - first).days
    if grain == "week":
        return (day - (first - datetime.timedelta(days=first.weekday()))).days // 7
    return (day.year - first.year) * 12 + day.month - first.month


def sums(db, shop, q, per, zone):
    first, last, end = per
    end_hour = end.astimezone(zone).hour if end else 23
    names = labels(first, last, end_hour, q["grain"])
    zero = {"orders": 0, "gross": 0, "discounts": 0, "shipping": 0, "taxes": 0, "refunded": 0, "items": 0, "returning": 0, "sessions": 0}
    out = [dict(zero) for _ in names]
    sql = ("SELECT local_day, local_hour, gross, discounts, shipping, taxes, refunded, items, returning_customer, created_at FROM orders "
           "WHERE shop_id = ? AND cancelled = 0 AND local_day BETWEEN ? AND ?")
    for day, hour, gross, disc, ship, tax, ref, items, ret, created in db.execute(sql, (shop["id"], epoch_day(first), epoch_day(last))):
        if end is not None and created > end.timestamp():
            continue
        if q["where"] is not None and ret != (1 if q["where"] == "returning" else 0):
            continue
        i = bucket(first, q["grain"], from_epoch_day(day), hour)
        if 0 <= i < len(out):
            b = out[i]
            b["orders"] += 1; b["gross"] += gross; b["discounts"] += disc; b["shipping"] += ship; b["taxes"] += tax
            b["refunded"] += ref; b["items"] += items; b["returning"] += ret
    has_sessions = db.execute("SELECT 1 FROM sessions WHERE shop_id = ? LIMIT 1", (shop["id"],)).fetchone() is not None
    if q["dataset"] == "sessions" and has_sessions:
        whole = end.astimezone(zone).hour if end else 24
        for day, hour, count in db.execute("SELECT local_day, local_hour, count FROM sessions WHERE shop_id = ? AND local_day BETWEEN ? AND ?",
                                           (shop["id"], epoch_day(first), epoch_day(last))):
            if day == epoch_day(last) and hour >= whole:
                continue  # the hour under way has not reported
            i = bucket(first, q["grain"], from_epoch_day(day), max(hour, 0))
            if 0 <= i < len(out):
                out[i]["sessions"] += count
    for b in out:
        b["has_sessions"] = has_sessions
    return names, out


def money(units, exponent):
    sign = "-" if units < 0 else ""
    units = abs(units)
    if exponent == 0:
        return f"{sign}{units}"
    return f"{sign}{units // 10 ** exponent}.{units % 10 ** exponent:0{exponent}d}"


def value(metric, b, exponent):
    """A cell as the API sends it: a string, or None."""
    net = b["gross"] - b["discounts"] - b["refunded"]
    if metric == "total_sales":
        return money(net + b["shipping"] + b["taxes"], exponent)
    if metric == "gross_sales":
        return money(b["gross"], exponent)
    if metric == "net_sales":
        return money(net, exponent)
    if metric == "discounts":
        return money(b["discounts"], exponent)
    if metric == "returns":
        return money(b["refunded"], exponent)
    if metric == "orders":
        return str(b["orders"])
    if metric == "net_items_sold":
        return str(b["items"])
    if metric == "average_order_value":
        return None if b["orders"] == 0 else money(round(fractions.Fraction(b["gross"] - b["discounts"], b["orders"])), exponent)
    if metric == "returning_customer_rate":
        return None if b["orders"] == 0 else repr(b["returning"] / b["orders"])
    if metric == "sessions":
        return str(b["sessions"]) if b["has_sessions"] else None
    if metric == "conversion_rate":
        return repr(b["orders"] / b["sessions"]) if b["has_sessions"] and b["sessions"] > 0 else None
    return None


def total(buckets):
    t = {k: 0 for k in ("orders", "gross", "discounts", "shipping", "taxes", "refunded", "items", "returning", "sessions")}
    for b in buckets:
        for k in t:
            t[k] += b[k]
    t["has_sessions"] = buckets[0]["has_sessions"] if buckets else False
    return t


def run(text, db, shop):
    q = parse(text)
    zone = zoneinfo.ZoneInfo(shop["time_zone"])
    now = NOW
    today = now.astimezone(zone).date()
    per = period(q, today, now)
    exponent = EXPONENTS.get(shop["currency"], 2)
    types = SALES if q["dataset"] == "sales" else SESSIONS
    names, current = sums(db, shop, q, per, zone)
    prev = None
    if q["compare"]:
        days = (per[1] - per[0]).days + 1
        shift = datetime.timedelta(days=days)
        pper = (per[0] - shift, per[1] - shift, per[2] - shift if per[2] else None)
        _, prev = sums(db, shop, q, pper, zone)
    ungrouped = dict(q, grain=None)
    cur_total = total(sums(db, shop, ungrouped, per, zone)[1]) if q["totals"] else None
    prev_total = total(prev_all) if q["totals"] and q["compare"] and (prev_all := sums(db, shop, ungrouped, pper, zone)[1]) else None
    columns = []
    if q["grain"]:
        columns.append({"name": q["grain"], "dataType": q["grain"].upper() + "_TIMESTAMP", "displayName": q["grain"].capitalize()})
    for m in q["show"]:
        title = m.replace("_", " ").capitalize()
        columns.append({"name": m, "dataType": types[m], "displayName": title})
        if q["compare"]:
            columns.append({"name": f"comparison_{m}__previous_period", "dataType": types[m], "displayName": f"{title} (previous_period)"})
        if q["totals"]:
            columns.append({"name": f"{m}__totals", "dataType": types[m], "displayName": f"{title} total"})
            if q["compare"]:
                columns.append({"name": f"comparison_{m}__previous_period__totals", "dataType": types[m], "displayName": f"{title} (previous_period) total"})
    rows = []
    for i, label in enumerate(names):
        row = {}
        if q["grain"]:
            row[q["grain"]] = label
        for m in q["show"]:
            row[m] = value(m, current[i], exponent)
            if q["compare"]:
                row[f"comparison_{m}__previous_period"] = value(m, prev[i], exponent) if i < len(prev) else None
            if q["totals"]:
                row[f"{m}__totals"] = value(m, cur_total, exponent)
                if q["compare"]:
                    row[f"comparison_{m}__previous_period__totals"] = value(m, prev_total, exponent)
        rows.append(row)
    for col, desc in reversed(q["order"]):
        if col not in {c["name"] for c in columns}:
            raise ParseError(f"Unknown column {col} in ORDER BY")
        kind = next(c["dataType"] for c in columns if c["name"] == col)
        def key(r, col=col, kind=kind):
            v = r[col]
            if v is None:
                return (0, 0, "")
            return (1, float(v), "") if not kind.endswith("TIMESTAMP") else (1, 0, v)
        rows.sort(key=key, reverse=desc)
    if q["limit"] is not None:
        rows = rows[:q["limit"]]
    return {"columns": columns, "rows": rows}


# --- HTTP --------------------------------------------------------------------------------------

def cost(available=990.0, requested=10, actual=10, restore=50.0):
    return {"cost": {"requestedQueryCost": requested, "actualQueryCost": actual,
                     "throttleStatus": {"maximumAvailable": 1000.0, "currentlyAvailable": available, "restoreRate": restore}}}


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *a):
        pass

    def reply(self, status, document):
        body = json.dumps(document).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length)
        path = self.path
        token_ok = self.headers.get("X-Shopify-Access-Token") == args.token
        try:
            request = json.loads(raw)
            text = request.get("variables", {}).get("q", "")
            document = request.get("query", "")
        except Exception:
            request, text, document = None, "", ""
        if not path.startswith("/__mode/"):
            log(f"POST {path} token={'ok' if token_ok else 'wrong'} agent={self.headers.get('User-Agent')} "
                f"type={self.headers.get('Content-Type')} q={text}")
        if path.startswith("/__mode/"):
            global_mode["name"] = "" if path[8:] == "normal" else path[8:]
            return self.reply(200, {"mode": global_mode["name"]})
        mode = path.split("/admin/api/")[0].strip("/") or global_mode["name"]
        if not path.split("?")[0].endswith("/graphql.json") or "/admin/api/" not in path:
            return self.reply(404, {"errors": "Not Found"})
        if not token_ok:
            return self.reply(401, {"errors": "[API] Invalid API key or access token (unrecognized login or wrong password)"})
        if mode.startswith("status-"):
            return self.reply(int(mode[7:]), {"errors": f"status {mode[7:]}"})
        if mode == "slow":
            # A shop that does not answer in time: the request is held until the client gives
            # up and closes its end (select wakes on that), or thirty seconds at most.
            select.select([self.connection], [], [], 30)
        if mode == "throttle-long" or (mode == "throttle-once" and not throttled_once["done"]):
            throttled_once["done"] = True
            available, restore = (0, 1.0) if mode == "throttle-long" else (666, 50.0)
            return self.reply(200, {"errors": [{"message": "Throttled", "extensions": {"code": "THROTTLED",
                                    "documentation": "https://shopify.dev/api/usage/rate-limits"}}],
                                    "extensions": cost(available=available, requested=1000 if mode == "throttle-long" else 752, actual=None, restore=restore)})
        if mode == "denied":
            return self.reply(200, {"errors": [{"message": "Access denied for shopifyqlQuery field. Required access: `read_reports` access scope.",
                                                "extensions": {"code": "ACCESS_DENIED"}}], "data": None, "extensions": cost()})
        if request is None:
            return self.reply(400, {"errors": [{"message": "Invalid JSON"}]})
        db = sqlite3.connect(f"file:{args.store}?mode=ro", uri=True)
        try:
            shops = db.execute("SELECT id, name, currency, time_zone FROM shops").fetchall()
            row = next((s for s in shops if args.shop in (None, s[0], s[1])), None)
            shop = {"id": row[0], "name": row[1], "currency": row[2], "time_zone": row[3]}
            facts = {"name": shop["name"], "currencyCode": shop["currency"], "ianaTimezone": shop["time_zone"],
                     "myshopifyDomain": shop["id"] + ".myshopify.com"}
            if "ordersCount(" in document:
                end = NOW.timestamp()
                count = db.execute("SELECT COUNT(*) FROM orders WHERE shop_id = ? AND cancelled = 0 AND created_at <= ? "
                                   "AND (fulfilled_at IS NULL OR fulfilled_at > ?)", (shop["id"], end, end)).fetchone()[0]
                return self.reply(200, {"data": {"shop": facts, "ordersCount": {"count": count, "precision": "EXACT"}}, "extensions": cost()})
            if "shopifyqlQuery(" not in document:
                return self.reply(200, {"errors": [{"message": "Field not supported by this fake"}]})
            # rowMetadata exists from 2026-07 on; asked of an older version, GraphQL refuses the document.
            version = path.split("/admin/api/")[1].split("/")[0]
            with_metadata = version == "unstable" or version >= "2026-07"
            if "rowMetadata" in document and not with_metadata:
                return self.reply(200, {"errors": [{"message": "Field 'rowMetadata' doesn't exist on type 'ShopifyqlTableData'",
                                                    "extensions": {"code": "undefinedField", "typeName": "ShopifyqlTableData",
                                                                   "fieldName": "rowMetadata"}}]})
            try:
                table = run(text, db, shop)
                if with_metadata and "rowMetadata" in document:
                    # Per row: a display text for each null cell, no resource ids, no top-N remainder.
                    table["rowMetadata"] = [
                        {"nullCellTranslations": [{"columnName": c["name"], "displayText": "No data"}
                                                  for c in table["columns"] if row.get(c["name"]) is None],
                         "rawResourceIds": [[] for _ in table["columns"]], "topNRemainderColumnNames": []}
                        for row in table["rows"]]
                answer = {"parseErrors": [], "tableData": table}
            except ParseError as error:
                answer = {"parseErrors": [str(error)], "tableData": None}
            return self.reply(200, {"data": {"shop": facts, "shopifyqlQuery": answer}, "extensions": cost()})
        finally:
            db.close()


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True


server = Server(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
threading.Thread(target=server.serve_forever, daemon=True).start()
try:
    sys.stdin.read()  # serves until its parent closes stdin or kills it
except KeyboardInterrupt:
    pass
