"""Times the embedded picker (scripts/bench-embed): a shop's page on a loopback port calls
seatchart.render() for the mega stadium; the time from the call to the frame's overview painted
(its body's data-ready), five runs, in Debian's Chromium. Usage: embed_overview.py SERVER_URL SHOP_PORT"""
import http.server
import os
import statistics
import sys
import threading

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "Viewer"))
from viewer_page import chromium  # noqa: E402

server, shop_port = sys.argv[1], int(sys.argv[2])
page_html = f"""<!doctype html><meta charset="utf-8"><div id="seats" style="height: 700px"></div>
<script src="{server}/embed.js"></script>
<script>window.t0 = Date.now(); window.picker = seatchart.render({{ element: "#seats", server: "{server}" }});</script>""".encode()


class Shop(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_GET(self):
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(page_html)))
        self.end_headers()
        self.wfile.write(page_html)


shop = http.server.ThreadingHTTPServer(("127.0.0.1", shop_port), Shop)
threading.Thread(target=shop.serve_forever, daemon=True).start()
times = []
with chromium() as browser:
    for run in range(6):
        context = browser.new_context(viewport={"width": 1280, "height": 860})
        page = context.new_page()
        page.goto(f"http://127.0.0.1:{shop_port}/")
        page.wait_for_function("() => document.querySelector('iframe') !== null")
        frame = None
        while frame is None:
            frame = next((f for f in page.frames if f.url.startswith(server)), None)
            if frame is None:
                page.wait_for_timeout(5)
        frame.wait_for_function("() => document.body && document.body.dataset.ready === 'overview'", polling="raf", timeout=60000)
        painted = frame.evaluate("() => Date.now()")
        t0 = page.evaluate("() => window.t0")
        if run > 0:   # the first run warms the browser's cache of the page's files
            times.append(painted - t0)
        context.close()
print(f"== render() to the overview painted, mega stadium: median {statistics.median(times):.0f} ms, runs {sorted(times)}")
shop.shutdown()
