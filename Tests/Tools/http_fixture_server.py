#!/usr/bin/env python3
"""A misbehaving HTTP server on 127.0.0.1 for the HTTP source's tests.

Prints the port it listens on, then serves until killed. Paths:
  /ok            the snapshot document from argv[1], with an ETag; 304 when If-None-Match matches
  /auth          the document only with "Authorization: Bearer sekret", else 401
  /slow          waits 3 s before answering
  /fail          500
  /missing       404
  /truncated     promises more bytes than it sends, then closes
  /garbage       200 with bytes that are not JSON
  /huge          200 announcing a 100 MB body (sends it until the client stops)
  /chunked       the document in chunked transfer encoding
  /count         how many requests /ok has served (for single-flight checks)
  /negative-length  "Content-Length: -5"
  /chunk-minus   a chunk whose size is -1
  /chunk-huge    a chunk whose size is 7fffffffffffffff
  /poison        a well-formed document whose series holds 1.7e308 and -1.7e308
Every request is appended to argv[2] (one line: method, path, Authorization present or not).
With argv[3] and argv[4] (a certificate and its key) it speaks HTTPS instead.
"""
import http.server
import os
import select
import threading
import socketserver
import sys

DOCUMENT = open(sys.argv[1], "rb").read()
LOG = sys.argv[2]
ETAG = '"v1"'
served = {"ok": 0}


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        path = self.path.split("?")[0]
        with open(LOG, "a") as log:
            log.write(f"GET {self.path} auth={'yes' if self.headers.get('Authorization') else 'no'} "
                      f"inm={'yes' if self.headers.get('If-None-Match') else 'no'}\n")
        if path == "/ok":
            served["ok"] += 1
            if self.headers.get("If-None-Match") == ETAG:
                self.send_response(304)
                self.send_header("ETag", ETAG)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            self.reply(200, DOCUMENT, etag=ETAG)
        elif path == "/auth":
            if self.headers.get("Authorization") == "Bearer sekret":
                self.reply(200, DOCUMENT)
            else:
                self.reply(401, b'{"error":"unauthorized"}')
        elif path == "/slow":
            # A server that does not answer in time: the request is held until the client gives
            # up and closes its end (select wakes on that), or ten seconds at most.
            select.select([self.connection], [], [], 10)
            try:
                self.reply(200, DOCUMENT)
            except OSError:
                pass
        elif path == "/fail":
            self.reply(500, b"internal error")
        elif path == "/missing":
            self.reply(404, b"not found")
        elif path == "/truncated":
            self.send_response(200)
            self.send_header("Content-Length", str(len(DOCUMENT)))
            self.end_headers()
            self.wfile.write(DOCUMENT[: len(DOCUMENT) // 2])
            self.wfile.flush()
            self.close_connection = True
        elif path == "/garbage":
            self.reply(200, b"\x00\x1b[2J<html>not json</html>")
        elif path == "/huge":
            self.send_response(200)
            self.send_header("Content-Length", str(100 * 1024 * 1024))
            self.end_headers()
            try:
                block = b" " * 65536
                for _ in range(1600):
                    self.wfile.write(block)
            except (BrokenPipeError, ConnectionResetError):
                pass
            self.close_connection = True
        elif path == "/chunked":
            self.send_response(200)
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            for i in range(0, len(DOCUMENT), 1000):
                piece = DOCUMENT[i : i + 1000]
                self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece))
            self.wfile.write(b"0\r\n\r\n")
        elif path == "/negative-length":
            self.raw(b"HTTP/1.1 200 OK\r\nContent-Length: -5\r\n\r\n" + DOCUMENT)
        elif path == "/chunk-minus":
            self.raw(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n-1\r\n" + DOCUMENT + b"\r\n0\r\n\r\n")
        elif path == "/chunk-huge":
            self.raw(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n7fffffffffffffff\r\n" + DOCUMENT + b"\r\n0\r\n\r\n")
        elif path == "/poison":
            poisoned = DOCUMENT.replace(b'"series":[', b'"series":[1.7e308,-1.7e308,', 1)
            self.reply(200, poisoned)
        elif path == "/count":
            self.reply(200, str(served["ok"]).encode())
        else:
            self.reply(404, b"no such fixture")

    def raw(self, data):
        # Bytes as they are, framing errors included, then the connection closes.
        self.wfile.write(data)
        self.wfile.flush()
        self.close_connection = True

    def reply(self, status, body, etag=None):
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        if etag:
            self.send_header("ETag", etag)
        self.end_headers()
        self.wfile.write(body)


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def exit_with_parent():
    # The test process holds our standard input: when it goes away, so do we.
    sys.stdin.read()
    os._exit(0)


server = Server(("127.0.0.1", 0), Handler)
if len(sys.argv) > 4:
    import ssl
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(sys.argv[3], sys.argv[4])
    server.socket = context.wrap_socket(server.socket, server_side=True)
print(server.server_address[1], flush=True)
threading.Thread(target=exit_with_parent, daemon=True).start()
server.serve_forever()
