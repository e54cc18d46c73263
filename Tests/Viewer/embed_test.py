"""The picker in a shop's own page (embed.js), in Chromium: the shop's page on one loopback port,
`seatchart serve` on another (another origin) allowing it with --embed-origin. On a desktop and a
390 x 844 touch phone the buyer taps two seats in the framed picker; the shop's page gets
onChange and onHold with a hold token, its server books the order with that token; a page of an
origin not allowed gets no CORS; destroy() closes the picker's live stream (the server's count of
streams drops). Usage: embed_test.py SEATCHART STADIUM SHOTS"""
import http.server
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from viewer_page import DEVICES, WAIT_MS, check, chromium, free_seats_on_stage, screenshot  # noqa: E402

binary, stadium, shots = sys.argv[1:4]
ADMIN = "embed-admin"


def shop_server(html):
    """A shop's page server on a free loopback port: `/` is `html()`, anything else 404."""
    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_GET(self):
            body = html().encode() if self.path.split("?")[0] == "/" else b"not here"
            self.send_response(200 if self.path.split("?")[0] == "/" else 404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


state = {"base": ""}
shop, shop_url = shop_server(lambda: f"""<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Shop</title>
<h1>Spring tickets</h1><div id="seats" style="width: 100%; height: 560px"></div>
<script src="{state['base']}/embed.js"></script>
<script>
  window.changes = []; window.holds = []; window.errors = [];
  const asked = new URLSearchParams(location.search);
  window.picker = seatchart.render({{ element: "#seats", server: "{state['base']}", lang: asked.get("lang") || undefined,
    theme: asked.get("accent") ? {{ accent: asked.get("accent"), font: "DejaVu Serif, serif", paper: "url(x)" }} : undefined,
    onReady() {{ window.ready = true; }}, onChange(s) {{ changes.push(s); }}, onHold(h) {{ holds.push(h); }}, onError(e) {{ errors.push(String(e.message || e)); }} }});
</script>""")
stranger, stranger_url = shop_server(lambda: "<!doctype html><title>Not allowed</title>")

scratch = tempfile.mkdtemp(prefix="seatchart-embed-")
serve = subprocess.Popen(
    [binary, "serve", stadium, "--state", os.path.join(scratch, "state.sqlite"), "--port", "0", "--embed-origin", shop_url],
    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env={**os.environ, "SEATCHART_ADMIN_TOKEN": ADMIN}, text=True)
line = serve.stdout.readline()
state["base"] = line[line.index("http://"):].strip().rstrip("/")


def api(method, path, body=None, token=ADMIN):
    request = urllib.request.Request(state["base"] + path, method=method, data=json.dumps(body).encode() if body is not None else None,
                                     headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request) as answer:
            return answer.status, answer.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def streams():
    status, text = api("GET", "/metrics")
    return next(float(l.split()[-1]) for l in text.splitlines() if l.startswith("seatchart_event_streams"))


def scenario(browser, device):
    context = browser.new_context(**DEVICES[device])
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    before = streams()
    page.goto(shop_url + ("/?lang=de&accent=%23aa2200" if device == "phone" else "/"))
    page.wait_for_function("() => window.ready === true")
    frame = next(f for f in page.frames if f.url.startswith(state["base"]))
    frame.wait_for_function("() => document.body.dataset.following === 'yes'")
    # Two free seats of tribune 101, zoomed in so that a tap picks one.
    seats = free_seats_on_stage(frame, "101", 2, {"left": 40, "top": 40, "right": 40, "bottom": 40})
    check(len(seats) == 2, f"{device}: two free seats on the stage: {seats}")
    box = page.locator("#seats iframe").bounding_box()
    for seat in seats:
        x, y = box["x"] + seat["x"], box["y"] + seat["y"]
        if device == "phone":
            page.touchscreen.tap(x, y)
        else:
            page.mouse.click(x, y)
        frame.wait_for_function("(id) => window.seatchart.selection.has(id)", arg=seat["id"])
    page.wait_for_function("() => window.holds.length > 0 && window.holds.at(-1).seats.length === 2")
    ids = sorted(s["id"] for s in seats)
    hold = page.evaluate("() => window.holds.at(-1)")
    check(sorted(hold["seats"]) == ids and hold["token"].startswith("hold_"), f"{device}: onHold gives the seats and a token: {hold}")
    check(isinstance(hold["total"], int) and hold["total"] > 0 and hold["currency"] == "GBP", f"{device}: and the total: {hold}")
    check(page.evaluate("() => window.changes.length") >= 2, f"{device}: onChange on every change")
    check(sorted(page.evaluate("() => picker.selection().seats")) == ids, f"{device}: picker.selection() has them")
    check(not frame.locator("#buy").is_visible(), f"{device}: the shop books: no Buy in the frame")
    total = frame.locator("#total").inner_text()
    if device == "phone":
        # German prices (`190 £`), the shop's accent and font; a value that is not a colour is left out.
        check(total.replace("\u00a0", " ").strip().endswith("190 £"), f"prices written as German writes them: {total!r}")
        style = frame.evaluate("() => { const s = getComputedStyle(document.documentElement); return [s.getPropertyValue('--accent').trim(), s.getPropertyValue('--font').trim(), s.getPropertyValue('--paper').trim()]; }")
        check(style[0] == "#aa2200" and style[1].startswith("DejaVu Serif") and style[2] == "#ffffff", f"the shop's theme: {style}")
        # German words: the count, the panel, the key; every language has every word.
        words = frame.evaluate("() => [document.getElementById('count').textContent, document.getElementById('your-seats').textContent, document.querySelector('#legend-box summary').textContent, document.documentElement.lang, window.seatchart.language()]")
        check(words == ["2 Plätze", "Ihre Plätze", "Legende", "de", "de"], f"the page speaks German: {words}")
        missing = frame.evaluate("() => window.seatchart.missingWords()")
        check(all(not keys for keys in missing.values()) and sorted(missing) == ["de", "en", "es", "fr", "nl"], f"every language has every word: {missing}")
    else:
        check("£190" in total, f"prices as the server writes them: {total!r}")
    screenshot(page, path=os.path.join(shots, f"embed-{device}-held.png"))
    # The shop's server books them with the token (the checkout).
    status, text = api("POST", "/api/admin/orders", {"order": f"SHOP-{device}", "holder": hold["token"]})
    check(status == 201 and sorted(json.loads(text)["seats"]) == ids, f"{device}: the shop's server books the order: {status} {text}")
    # destroy(): the frame and its live stream go.
    check(streams() >= before + 1, f"{device}: the picker's stream is open")
    page.evaluate("() => picker.destroy()")
    deadline = time.time() + 30
    while streams() > before and time.time() < deadline:
        time.sleep(0.05)
    check(streams() <= before, f"{device}: destroy() closed the picker's stream")
    check(page.locator("iframe").count() == 0, f"{device}: and removed its frame")
    context.close()


def stranger_gets_no_cors(browser):
    page = browser.new_page()
    page.goto(stranger_url + "/")
    result = page.evaluate("""async (base) => {
        try { await fetch(base + '/api/holders', { method: 'POST' }); return 'read'; } catch (error) { return 'refused'; } }""", state["base"])
    check(result == "refused", f"a page of an origin not allowed cannot read the API: {result}")
    page.close()


try:
    with chromium() as browser:
        for device in ("desktop", "phone"):
            scenario(browser, device)
            print(f"embed {device}: passed", flush=True)
        stranger_gets_no_cors(browser)
        print("embed stranger: passed", flush=True)
finally:
    serve.terminate()
    serve.wait()
    shop.shutdown()
    stranger.shutdown()
