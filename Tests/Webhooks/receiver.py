"""A webhook receiver for the tests, on loopback: prints `listening PORT`, then one JSON line for
each delivery it answered ({"id", "signature", "body", "mode", "status"}). How it answers is set
with `GET /_mode/MODE`: `ok` (204), `fail` (500), `slow:SECONDS` (recorded with status -1 when it arrives, then 200), `hang` (never; recorded when it arrives),
`close` (closes without an answer), `half` (closes inside the answer)."""
import http.server
import json
import sys
import threading
import time

mode = {"value": "ok"}
lock = threading.Lock()


def record(handler, body, status):
    line = json.dumps({
        "id": handler.headers.get("Seatchart-Webhook-Id"),
        "signature": handler.headers.get("Seatchart-Signature"),
        "body": body.decode("utf-8", "replace"),
        "mode": mode["value"],
        "status": status,
    })
    with lock:
        print(line, flush=True)


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        if self.path.startswith("/_mode/"):
            mode["value"] = self.path[len("/_mode/"):]
        self.send_response(204)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        body = self.rfile.read(length)
        current = mode["value"]
        if current == "hang":
            record(self, body, 0)
            time.sleep(3600)
            return
        if current == "close":
            record(self, body, 0)
            self.close_connection = True
            self.connection.close()
            return
        if current == "half":
            self.send_response(200)
            self.send_header("Content-Length", "100")
            self.end_headers()
            self.wfile.write(b"{\"partial\":")
            self.wfile.flush()
            record(self, body, 0)
            self.close_connection = True
            self.connection.close()
            return
        if current.startswith("slow:"):
            record(self, body, -1)
            time.sleep(float(current[5:]))
        status = 500 if current == "fail" else 200 if current.startswith("slow:") else 204
        self.send_response(status)
        self.send_header("Content-Length", "0")
        self.end_headers()
        self.wfile.flush()
        record(self, body, status)


class Server(http.server.ThreadingHTTPServer):
    allow_reuse_address = True
    daemon_threads = True


port = int(sys.argv[1]) if len(sys.argv) > 1 else 0
server = Server(("127.0.0.1", port), Handler)
print(f"listening {server.server_address[1]}", flush=True)
server.serve_forever()
