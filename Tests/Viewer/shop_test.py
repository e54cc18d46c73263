"""A ticket shop's whole checkout, in Chromium: the buyer holds two seats in the viewer; the shop's
server (this script: a webhook receiver on another loopback port that checks each signature)
gets the signed `held`, books the holds as an order with an Idempotency-Key, twice (one booking,
the second answer replayed), gets `booked`, refunds, gets `refunded`, and the report shows it.
Usage: shop_test.py SEATCHART STADIUM STATE SHOTS (STATE: a SQLite path or a postgres:// URL)"""
import hashlib
import hmac
import http.server
import json
import os
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from viewer_page import DEVICES, WAIT_MS, check, chromium, free_seats_on_stage, screenshot  # noqa: E402

binary, stadium, state_location, shots = sys.argv[1:5]
ADMIN, SECRET = "shop-admin", "shop-secret"
received, arrived = [], threading.Condition()


class Receiver(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        parts = dict(p.split("=", 1) for p in self.headers.get("Seatchart-Signature", "").split(",") if "=" in p)
        expected = hmac.new(SECRET.encode(), parts.get("t", "").encode() + b"." + body, hashlib.sha256).hexdigest()
        signed = hmac.compare_digest(expected, parts.get("v1", ""))
        self.send_response(204 if signed else 401)
        self.send_header("Content-Length", "0")
        self.end_headers()
        with arrived:
            received.append((signed, json.loads(body)))
            arrived.notify_all()


def wait_for(kind):
    deadline = time.time() + 60
    with arrived:
        while not any(body["type"] == kind for _, body in received):
            if not arrived.wait(timeout=max(0.01, deadline - time.time())):
                raise AssertionError(f"no {kind} webhook: {received}")
        return next(body for _, body in received if body["type"] == kind)


receiver = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
threading.Thread(target=receiver.serve_forever, daemon=True).start()
hook = f"http://127.0.0.1:{receiver.server_address[1]}/seatchart"
serve = subprocess.Popen(
    [binary, "serve", stadium, "--state", state_location, "--port", "0", "--checkout", "server", "--webhook", hook],
    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    env={**os.environ, "SEATCHART_ADMIN_TOKEN": ADMIN, "SEATCHART_WEBHOOK_SECRET": SECRET})
line = serve.stdout.readline()
base = line[line.index("http://"):].strip().rstrip("/")


def api(method, path, body=None, key=None):
    headers = {"Authorization": f"Bearer {ADMIN}", "Content-Type": "application/json"}
    if key:
        headers["Idempotency-Key"] = key
    request = urllib.request.Request(base + path, method=method, headers=headers, data=json.dumps(body).encode() if body is not None else None)
    try:
        with urllib.request.urlopen(request) as answer:
            return answer.status, json.loads(answer.read() or b"{}"), answer.headers.get("Idempotent-Replayed")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}"), None


try:
    with chromium() as browser:
        context = browser.new_context(**DEVICES["desktop"])
        page = context.new_page()
        page.set_default_timeout(WAIT_MS)
        page.goto(base + "/")
        page.wait_for_function("() => document.body.dataset.following === 'yes'")
        seats = free_seats_on_stage(page, "101", 2, {"left": 40, "top": 120, "right": 400, "bottom": 40})
        check(len(seats) == 2, f"two free seats on the stage: {seats}")
        for seat in seats:
            page.mouse.click(seat["x"], seat["y"])
            page.wait_for_function("(id) => window.seatchart.selection.has(id)", arg=seat["id"])
        page.wait_for_function("() => document.body.querySelector('#count').textContent.startsWith('2 seats')")
        ids = sorted(s["id"] for s in seats)
        token = page.evaluate("() => window.seatchart.selection.token.current.holder")
        screenshot(page, path=os.path.join(shots, "shop-held.png"))
        context.close()

    wait_for("held")
    held = sorted(s for _, body in received if body["type"] == "held" for s in body["seats"])
    check(held == ids, f"the shop got the holds: {held}")
    check(all(signed for signed, _ in received), "every webhook signed with the secret")
    order = {"order": "SHOP-1", "holder": token}
    first = api("POST", "/api/admin/orders", order, key="pay-1")
    again = api("POST", "/api/admin/orders", order, key="pay-1")
    check(first[0] == 201 and sorted(first[1]["seats"]) == ids and first[1]["total"] == 19000, f"booked once: {first}")
    check(again[0] == 201 and again[1] == first[1] and again[2] == "true", f"the same key answers the first answer: {again}")
    booked = wait_for("booked")
    check(booked["order"] == "SHOP-1" and sorted(booked["seats"]) == ids, f"the shop got booked: {booked}")
    check(sum(1 for _, b in received if b["type"] == "booked") == 1, "one booking")
    refund = api("DELETE", "/api/admin/orders/SHOP-1?by=shop", key="refund-1")
    check(refund[0] == 200 and refund[1]["state"] == "refunded", f"refunded: {refund}")
    refunded = wait_for("refunded")
    check(refunded["order"] == "SHOP-1" and sorted(refunded["seats"]) == ids, f"the shop got refunded: {refunded}")
    status, report, _ = api("GET", "/api/admin/report")
    check(status == 200 and report["total"]["booked"] == 0 and [o["state"] for o in report["orders"]] == ["refunded"], f"the report: {report['orders']}")
    positions = [body["position"] for _, body in received]
    check(positions == sorted(positions), f"in log order: {positions}")
    print("shop checkout: passed", flush=True)
finally:
    serve.terminate()
    serve.wait()
    receiver.shutdown()
