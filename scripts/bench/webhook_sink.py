"""A webhook receiver for scripts/bench-checkout: answers every POST 204 at once and keeps how long
each change took from its commit (the body's `at`) to its arrival. `GET /stats` answers
`{"count", "p50", "p99", "max"}` in milliseconds; `GET /reset` forgets what came.
Usage: webhook_sink.py PORT_FILE"""
import datetime
import http.server
import json
import sys
import threading
import time

lock = threading.Lock()
latencies = []


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        arrived = time.time()
        self.send_response(204)
        self.send_header("Content-Length", "0")
        self.end_headers()
        at = json.loads(body)["at"]
        made = datetime.datetime.fromisoformat(at.replace("Z", "+00:00")).timestamp()
        with lock:
            latencies.append((arrived - made) * 1000)

    def do_GET(self):
        with lock:
            if self.path == "/reset":
                latencies.clear()
            ordered = sorted(latencies)
        pick = lambda q: round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 1) if ordered else None
        answer = json.dumps({"count": len(ordered), "p50": pick(0.5), "p99": pick(0.99), "max": pick(1.0)}).encode()
        self.send_response(200)
        self.send_header("Content-Length", str(len(answer)))
        self.end_headers()
        self.wfile.write(answer)


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
with open(sys.argv[1], "w") as f:
    f.write(str(server.server_address[1]))
server.serve_forever()
