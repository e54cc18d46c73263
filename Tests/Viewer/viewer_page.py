"""The viewer's page in a browser for the scenarios (viewer_test.py, venue_test.py): the
server's API as another buyer uses it, and a Page of the viewer on one device with its
screenshots, console errors and holds sent.

A phone is 390 x 844 CSS pixels, touch, `is_mobile`, two device pixels a CSS pixel; a desktop
1280 x 860 with a mouse."""
import json
import os
import sys
import time
import urllib.error
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Browser"))
from browser_session import chromium, keeping_screenshots, screenshot  # noqa: E402,F401  (the scenarios' browser)

# How long any wait on the page (a load, a selector, a condition) may last before the scenario
# fails: every wait is for an event, so this only bounds a failure; the whole suite shares two
# cores with servers, databases and other browsers, where a page can take half a minute to load.
WAIT_MS = 120_000
DEVICES = {
    "desktop": {"viewport": {"width": 1280, "height": 860}},
    "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2},
}


# MARK: - Seats to tap


def free_seats_on_stage(frame, tribune, count, margin):
    """Zooms `frame`'s viewer to `tribune`, loads its seats and gives `count` free ones drawn on
    the stage, each `{id, x, y}` in the frame's CSS pixels, at least `margin` {left, top, right,
    bottom} from the window's edges."""
    return frame.evaluate("""async ([tribune, count, m]) => {
        const s = window.seatchart, t = s.model.byID.get(tribune);
        s.view.set(s.view.fitted(t.box, 0.08, 0));
        await s.model.loadSeats(tribune); await s.drawn();
        const d = t.seats, out = [];
        for (let i = 1; i < d.ids.length && out.length < count; i += 3) {
          if (d.state[i] !== 0) continue;
          const p = s.toScreen(d.x[i], d.y[i]);
          if (p.x > m.left && p.y > m.top && p.x < innerWidth - m.right && p.y < innerHeight - m.bottom) out.push({ id: d.ids[i], x: p.x, y: p.y });
        }
        return out; }""", [tribune, count, margin])


# MARK: - The server


def api(base, method, path, token=None, body=None):
    request = urllib.request.Request(base + path, method=method, data=None if body is None else json.dumps(body).encode())
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    if body is not None:
        request.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(request) as answer:
            return answer.status, json.load(answer)
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)


def other_buyer(base, seats):
    _, holder = api(base, "POST", "/api/holders")
    status, answer = api(base, "POST", "/api/holds", holder["holder"], {"seats": seats})
    check(status == 200, f"another buyer holds {seats}: {answer}")
    return holder["holder"]


def check(condition, message):
    if not condition:
        raise AssertionError(message)


# MARK: - The page


class Page:
    """A page of the viewer on one device, with its screenshots, console errors and holds sent."""

    def __init__(self, browser, base, shots, scenario, device, context=None, init_script=None, motion="reduce"):
        self.device, self.base, self.shots, self.scenario = device, base, shots, scenario
        self.own_context = context is None
        self.context = context or browser.new_context(reduced_motion=motion, **DEVICES[device])
        if init_script:
            self.context.add_init_script(init_script)
        self.page = self.context.new_page()
        self.page.set_default_timeout(WAIT_MS)
        self.page.set_default_navigation_timeout(WAIT_MS)
        self.errors, self.holds, self.failed = [], [], []
        self.page.on("pageerror", lambda error: self.errors.append(f"page error: {error}"))
        self.page.on("console", lambda message: self.errors.append(f"console {message.type}: {message.text}")
                     if message.type == "error" else None)
        self.page.on("request", lambda r: self.holds.append(r.url) if r.method == "POST" and r.url.endswith("/api/holds") else None)
        self.page.on("response", lambda r: self.failed.append(f"{r.status} {r.url}") if r.status == 404 else None)
        self.step = 0
        self.last_tap = None
        self.page.goto(base + "/")
        self.page.wait_for_selector("body[data-ready=overview][data-following=yes]")
        self.chart = self.page.evaluate("() => fetch('/api/chart').then(r => r.json())")

    def shot(self, name, read=False):
        """The step's picture, SHOTS/SCENARIO-DEVICE-NN-NAME.png; its path, or None when it is
        not kept (browser_session.keeping_screenshots) and not `read` by the check."""
        self.step += 1
        if not read and not keeping_screenshots():
            return None
        path = f"{self.shots}/{self.scenario}-{self.device}-{self.step:02d}-{name}.png"
        screenshot(self.page, path=path, scale="css")
        return path

    def close(self):
        check(not self.errors, f"no console errors or page errors: {self.errors}")
        check(not self.failed, f"no request failed with 404 (the favicon included): {self.failed}")
        if self.own_context:
            self.context.close()
        else:
            self.page.close()

    def js(self, script, arg=None):
        """The value of `script` (a JavaScript function of `arg`) on the page; a promise it
        returns is awaited at most WAIT_MS (Playwright's evaluate would wait for ever)."""
        bounded = f"""async (arg) => {{
            const answer = ({script})(arg);
            let timer;
            const late = new Promise((_, refuse) => {{ timer = setTimeout(
                () => refuse(new Error("no answer within {WAIT_MS} ms from " + {json.dumps(script[:120])})), {WAIT_MS}); }});
            try {{ return await Promise.race([Promise.resolve(answer), late]); }} finally {{ clearTimeout(timer); }}
        }}"""
        return self.page.evaluate(bounded, arg)

    def double_tap(self, x, y, between=None):
        """A double tap (phone) or double click (desktop) at screen point (x, y): two taps 150 ms
        apart by the time each event carries (the viewer times a double tap by its events'
        `timeStamp`), however long the machine takes to deliver them. `between`, if given, is
        called after the first tap: the second is then handled late, as on a busy phone."""
        session = self.context.new_cdp_session(self.page)
        start = time.time() - 0.25  # every event's time in the past
        try:
            for k in range(2):
                if k == 1 and between is not None:
                    between()
                down, up = start + 0.15 * k, start + 0.15 * k + 0.05
                if self.device == "phone":
                    session.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}], "timestamp": down})
                    session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": [], "timestamp": up})
                else:
                    for kind, at in (("mousePressed", down), ("mouseReleased", up)):
                        session.send("Input.dispatchMouseEvent", {
                            "type": kind, "x": x, "y": y, "button": "left", "buttons": 1 if kind == "mousePressed" else 0,
                            "clickCount": k + 1, "timestamp": at})
        finally:
            session.detach()
        self.last_tap = (time.monotonic(), x, y)

    def drawn(self):
        self.js("() => window.seatchart.drawn()")

    def settled(self):
        """Waits until the view has ended its glide and the chart is drawn where it stopped."""
        self.page.wait_for_function("() => !window.seatchart.view.moving")
        self.drawn()

    def scale(self):
        return self.js("() => window.seatchart.pixelsPerUnit()")

    def to_screen(self, x, y):
        p = self.js("([x, y]) => window.seatchart.toScreen(x, y)", [x, y])
        return p["x"], p["y"]

    def stage(self):
        return self.page.locator("#stage").bounding_box()

    def seat(self, seat_id):
        """The loaded seat's centre, size and colour key, or None."""
        return self.js("""(id) => { const s = window.seatchart.model.seat(id); if (!s) return null;
            return { x: s.seats.x[s.i], y: s.seats.y[s.i], size: s.seats.size, rotation: s.seats.rotation[s.i],
                     key: window.seatchart.painter.keyOf(s.seats, s.i), tribune: s.tribune.id }; }""", seat_id)

    def key(self, seat_id):
        seat = self.seat(seat_id)
        return seat and seat["key"]

    def wait_key(self, seat_id, key, timeout=WAIT_MS):
        self.page.wait_for_function("""([id, key]) => { const s = window.seatchart.model.seat(id);
            return s && window.seatchart.painter.keyOf(s.seats, s.i) === key; }""", arg=[seat_id, key], timeout=timeout)

    # The viewer's double tap: a second tap within 300 ms and 12 px of the first (gestures.js),
    # with a margin.
    DOUBLE_TAP_S, DOUBLE_TAP_PX = 0.35, 24

    def wait_out_double_tap(self, x=None, y=None):
        """Waits until a tap at (x, y) (anywhere, if not given) cannot be the second of a double
        tap with the last one: only what is left of the window, and only when near it."""
        if self.last_tap is None:
            return
        at, lx, ly = self.last_tap
        near = x is None or abs(x - lx) <= self.DOUBLE_TAP_PX and abs(y - ly) <= self.DOUBLE_TAP_PX
        left = self.DOUBLE_TAP_S - (time.monotonic() - at)
        if near and left > 0:
            time.sleep(left)

    def tap(self, x, y):
        """A tap (phone) or click (desktop) at page point (x, y), never taken as the second of a
        double tap; returns what the page made of it."""
        self.wait_out_double_tap(x, y)
        self.js("() => { window.tapped = new Promise(r => document.addEventListener('seatchart:tap', e => r(e.detail), { once: true })); }")
        if self.device == "phone":
            self.page.touchscreen.tap(x, y)
        else:
            self.page.mouse.click(x, y)
        self.last_tap = (time.monotonic(), x, y)
        seen = self.js("() => Promise.race([window.tapped, new Promise(r => setTimeout(() => r(null), 8000))])")
        check(seen is not None, f"the tap at {x:.0f},{y:.0f} was answered")
        self.drawn()
        return seen

    def tap_chart(self, x, y, wait=0):
        """Taps the chart point (x, y) where it is now, then waits `wait` seconds."""
        sx, sy = self.to_screen(x, y)
        seen = self.tap(sx, sy)
        if wait:
            time.sleep(wait)
        return seen

    def reset(self):
        self.js("() => { const s = window.seatchart; s.view.set(s.view.fitted(s.model.chart.bounds, 0.04, 0)); }")
        self.drawn()

    def tribune(self, tribune_id):
        return next(t for t in self.chart["tribunes"] if t["id"] == tribune_id)

    def open_tribune(self, tribune_id):
        """Taps the tribune's label point until its seats are large enough to pick (at most
        three taps), then waits for its seats."""
        t = self.tribune(tribune_id)
        x, y = self.to_screen(t["label"]["x"], t["label"]["y"])
        box = self.stage()
        if not (box["x"] < x < box["x"] + box["width"] and box["y"] < y < box["y"] + box["height"]):
            self.reset()
        for _ in range(3):
            if t["seatSize"] * self.scale() >= 12 and self.seat_loaded(tribune_id):
                break
            self.tap_chart(t["label"]["x"], t["label"]["y"])
        self.page.wait_for_function("(id) => !!window.seatchart.model.byID.get(id).seats", arg=tribune_id)
        self.drawn()
        check(t["seatSize"] * self.scale() >= 12, f"tribune {tribune_id}'s seats are at least 12 px after the taps")

    def seat_loaded(self, tribune_id):
        return self.js("(id) => !!window.seatchart.model.byID.get(id).seats", tribune_id)

    def seats_of(self, tribune_id):
        return self.js("""(id) => { const s = window.seatchart.model.byID.get(id).seats;
            return s.ids.map((id, i) => ({ id, state: s.state[i], accessible: s.accessible[i] === 1, x: s.x[i], y: s.y[i] })); }""", tribune_id)

    def visible_seat(self, tribune_id, free=True, accessible=None, away_from=()):
        """A seat of the tribune drawn on the stage, clear of its edges."""
        box = self.stage()
        for seat in self.seats_of(tribune_id):
            if free and seat["state"] != 0:
                continue
            if accessible is not None and seat["accessible"] != accessible:
                continue
            if seat["id"] in away_from:
                continue
            x, y = self.to_screen(seat["x"], seat["y"])
            if box["x"] + 60 < x < box["x"] + box["width"] - 60 and box["y"] + 60 < y < box["y"] + box["height"] - 60:
                return seat["id"]
        raise AssertionError(f"no {'free ' if free else ''}seat of {tribune_id} on the stage")

    def tap_seat(self, seat_id, wait=0.45):
        seat = self.seat(seat_id)
        check(seat is not None, f"seat {seat_id} is loaded")
        return self.tap_chart(seat["x"], seat["y"], wait)

    def in_viewport(self, selector):
        box = self.page.locator(selector).bounding_box()
        size = self.page.viewport_size
        return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= size["height"] + 0.5 \
            and box["x"] >= 0 and box["x"] + box["width"] <= size["width"] + 0.5

    def largest(self, n=1):
        return sorted(self.chart["tribunes"], key=lambda t: -t["seats"])[:n]


def for_devices(device):
    return ["desktop", "phone"] if device == "both" else [device]
