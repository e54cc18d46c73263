"""Viewer timings on a running `seatchart serve` (scripts/bench-viewer starts it on the mega
stadium): Chromium headless, driven by Playwright, on this machine.

    viewer_bench.py BASE_URL

The largest tribunes are found from /api/chart, never named here.

- overview: from navigation start to the first frame painted after the overview is drawn
  (performance.now() is measured from navigation start), 7 loads, the first one dropped;
- largest tribune: from the zoom that asks for its seats to the first frame painted with them,
  7 times, the seats dropped between;
- click to selected: from the pointer going down on a seat to the first frame painted with it
  selected (that includes the /api/hit round trip), 60 seats, each given back after;
- heap: used JS heap after visiting the 20 largest tribunes, after a garbage collection;
- zoom steps: the three largest tribunes loaded and shown (about 13,000 seats at the time of
  writing), 20 wheel steps in and 20 out, then 20 drag steps, with the page's own motion: the
  longest task of the page's main thread in thread time and in wall time (Chromium's trace;
  other processes on a shared machine stretch the wall time, not the thread time) and the
  tasks over 50 ms of wall time (PerformanceObserver "longtask"), and the longest frame drawn;
- tap to seats: a tap on the largest tribune's name at the overview, to the first frame that
  draws its seats (the view glides there meanwhile; the seats are loaded, read on the page's
  second thread and pictured there), 7 times;
- the last two again with Chromium's CPU throttled 4x (a phone-class CPU).

With SEATCHART_VIEWER_ASSETS=FOLDER the page's files (`/viewer/...`, `/`) are served from that
folder instead of the binary's own, so a viewer change is measured against the same release
server (a release build has no switch of its own for that)."""
import json
import mimetypes
import os
import statistics
import sys
import time

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
NEXT_PAINT = "() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(performance.now()))))"


def quantile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def line(name, values, goal):
    print(f"{name}: median {statistics.median(values):.0f} ms, p95 {quantile(values, 0.95):.0f} ms, "
          f"max {max(values):.0f} ms over {len(values)} (goal {goal})")


ASSETS = os.environ.get("SEATCHART_VIEWER_ASSETS") or None


def from_folder(route):
    """Answers a request for one of the viewer's files from SEATCHART_VIEWER_ASSETS."""
    path = route.request.url.split("?")[0].split("/", 3)[3]
    name = "index.html" if path == "" else path.removeprefix("viewer/")
    file = os.path.join(ASSETS, os.path.basename(name))
    if not os.path.isfile(file):
        route.continue_()
        return
    kind = mimetypes.guess_type(file)[0] or "application/octet-stream"
    if kind.startswith("text/") or kind == "application/javascript":
        kind += "; charset=utf-8"
    route.fulfill(path=file, headers={"Content-Type": kind, "Cache-Control": "no-cache"})


def new_page(browser, motion="reduce"):
    context = browser.new_context(viewport={"width": 1280, "height": 860}, reduced_motion=motion)
    if ASSETS:
        context.route(lambda url: url.split("?")[0].split("/", 3)[3] == "" or "/viewer/" in url, from_folder)
    page = context.new_page()
    return context, page


def open_viewer(browser, base, motion="reduce"):
    context, page = new_page(browser, motion)
    page.goto(base + "/")
    page.wait_for_selector("body[data-ready=overview]", timeout=30000)
    return context, page


def overview(browser, base):
    times = []
    for _ in range(7):
        context, page = open_viewer(browser, base)
        times.append(page.evaluate(NEXT_PAINT))
        context.close()
    return times[1:]


def ranked_tribunes(page):
    return page.evaluate("""() => fetch('/api/chart').then(r => r.json()).then(chart =>
        chart.tribunes.slice().sort((a, b) => b.seats - a.seats).map(t => [t.id, t.seats]))""")


def reset_view(page):
    page.evaluate("() => { const s = window.seatchart; s.view.set(s.view.fitted(s.model.chart.bounds, 0.04, 0)); }")
    page.evaluate(NEXT_PAINT)


def tribune_paint(page, tribune):
    return page.evaluate("""async (id) => {
        const { view, model, painter } = window.seatchart;
        model.unload(id);
        view.set(view.fitted(model.chart.bounds, 0.04, 0));
        await window.seatchart.drawn();
        const t = model.byID.get(id);
        const seen = new Promise((resolve, reject) => {
            const draw = painter.draw.bind(painter), give = setTimeout(() => reject(new Error(`no seats for ${id} after 10 s`)), 10000);
            painter.draw = () => { draw(); if (painter.seated?.has(t)) { painter.draw = draw; clearTimeout(give); resolve(performance.now()); } };
        });
        const start = performance.now();
        view.fitRotated(t.box);
        return (await seen) - start;
    }""", tribune)


def click_to_selected(page, tribune, count):
    page.evaluate("(id) => window.seatchart.view.fitRotated(window.seatchart.model.byID.get(id).box)", tribune)
    page.wait_for_function("(id) => !!window.seatchart.model.byID.get(id).seats", arg=tribune, timeout=10000)
    # Close enough to pick (12 px or more).
    page.evaluate("""(id) => { const s = window.seatchart, t = s.model.byID.get(id);
        s.view.set({ scale: Math.max(s.view.scale, 16 / t.seatSize) }); }""", tribune)
    page.evaluate(NEXT_PAINT)
    seats = page.evaluate("""(id) => { const s = window.seatchart, seats = s.model.byID.get(id).seats, out = [];
        const r = document.getElementById('stage').getBoundingClientRect();
        for (let i = 0; i < seats.count; i += 3) {
            const p = s.view.toScreen(seats.x[i], seats.y[i]);
            if (seats.state[i] === 0 && p.x > 40 && p.y > 40 && p.x < r.width - 40 && p.y < r.height - 40) out.push(seats.ids[i]);
        }
        return out; }""", tribune)[:count]
    times = []
    for seat in seats:
        page.evaluate("""(id) => { window.clickTime = new Promise(resolve => {
            let down = 0;
            window.addEventListener('pointerdown', () => { down = performance.now(); }, { once: true, capture: true });
            const s = window.seatchart;
            const look = () => { const x = s.model.seat(id); return x && s.painter.keyOf(x.seats, x.i) === 'selected'; };
            const poll = () => look() ? s.drawn().then(() => resolve(performance.now() - down)) : requestAnimationFrame(poll);
            requestAnimationFrame(poll);
        }); }""", seat)
        p = page.evaluate("(id) => { const s = window.seatchart, x = s.model.seat(id); return s.toScreen(x.seats.x[x.i], x.seats.y[x.i]); }", seat)
        page.mouse.click(p["x"], p["y"])
        times.append(page.evaluate("() => window.clickTime"))
        page.wait_for_function("(id) => window.seatchart.selection.has(id)", arg=seat, timeout=5000)
        time.sleep(0.35)   # the double-tap window
        page.mouse.click(p["x"], p["y"])   # give it back
        page.wait_for_function("(id) => !window.seatchart.selection.has(id)", arg=seat, timeout=5000)
        time.sleep(0.35)
    return times


def heap_after_tribunes(page, tribunes):
    cdp = page.context.new_cdp_session(page)
    for tribune in tribunes:
        page.evaluate("(id) => window.seatchart.view.fitRotated(window.seatchart.model.byID.get(id).box)", tribune)
        page.wait_for_function("(id) => !!window.seatchart.model.byID.get(id).seats", arg=tribune, timeout=10000)
        page.wait_for_timeout(100)
    before = cdp.send("Runtime.getHeapUsage")["usedSize"]
    cdp.send("HeapProfiler.collectGarbage")
    after = cdp.send("Runtime.getHeapUsage")["usedSize"]
    loaded = page.evaluate("() => window.seatchart.model.objects.reduce((n, o) => n + (o.seats?.count ?? 0), 0)")
    return before, after, loaded


def watch_frames(page):
    """Times every frame the painter draws, and every long task."""
    page.evaluate("""() => { const p = window.seatchart.painter, draw = p.draw.bind(p);
        window.frames = []; window.longTasks = [];
        p.draw = () => { const t = performance.now(); draw(); window.frames.push(performance.now() - t); };
        new PerformanceObserver(l => { for (const e of l.getEntries()) window.longTasks.push(e.duration); }).observe({ type: 'longtask' }); }""")


def traced_gestures(browser, base, tribunes, throttle, categories=()):
    """20 wheel steps in, 20 out and 20 drag steps, with the three largest tribunes loaded and
    shown and the CPU throttled `throttle` times (0: not), traced with the timeline's
    categories and `categories`: the seats loaded, the trace's events, the renderer's main
    thread ids, and the frames and long tasks the page saw."""
    context, page = open_viewer(browser, base, motion="no-preference")
    cdp = page.context.new_cdp_session(page)
    page.evaluate("(ids) => Promise.all(ids.map(id => window.seatchart.model.loadSeats(id)))", tribunes)
    page.evaluate("""(ids) => { const s = window.seatchart, boxes = ids.map(id => s.model.byID.get(id).box);
        const x = Math.min(...boxes.map(b => b.x)), y = Math.min(...boxes.map(b => b.y));
        s.view.set(s.view.fitted({ x, y, width: Math.max(...boxes.map(b => b.x + b.width)) - x,
            height: Math.max(...boxes.map(b => b.y + b.height)) - y }, 0.02, 0)); }""", tribunes)
    page.evaluate("() => window.seatchart.drawn()")
    loaded = page.evaluate("(ids) => ids.reduce((n, id) => n + window.seatchart.model.byID.get(id).seats.count, 0)", tribunes)
    if throttle:
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    watch_frames(page)
    browser.start_tracing(page=page, categories=["devtools.timeline", "disabled-by-default-devtools.timeline", *categories])
    page.mouse.move(640, 430)
    for delta in [-100] * 20 + [100] * 20:
        page.mouse.wheel(0, delta)
        page.wait_for_timeout(60)
    page.mouse.down()
    for k in range(20):
        page.mouse.move(640 + 12 * k, 430 + 6 * k)
        page.wait_for_timeout(30)
    page.mouse.up()
    page.wait_for_timeout(300)
    trace = json.loads(browser.stop_tracing())
    frames, long_tasks = page.evaluate("() => [window.frames, window.longTasks]")
    context.close()
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    names = {(e["pid"], e["tid"]): e["args"]["name"] for e in events if e.get("name") == "thread_name"}
    main = {k for k, name in names.items() if name == "CrRendererMain"}
    return loaded, events, main, frames, long_tasks


def zoom_steps(browser, base, tribunes, throttle):
    """The tasks and frames of ``traced_gestures``."""
    loaded, events, main, frames, long_tasks = traced_gestures(browser, base, tribunes, throttle)
    tasks = [(e["dur"] / 1000, e.get("tdur", e["dur"]) / 1000) for e in events
             if e.get("name") == "RunTask" and (e["pid"], e["tid"]) in main and "dur" in e]
    return loaded, tasks, frames, long_tasks


def tap_to_seats(browser, base, tribune, throttle, runs=7):
    """From a tap on the tribune's name at the overview to the first frame drawn with its seats."""
    context, page = open_viewer(browser, base, motion="no-preference")
    cdp = page.context.new_cdp_session(page)
    if throttle:
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    times = []
    for _ in range(runs):
        page.evaluate("(id) => window.seatchart.model.unload(id)", tribune)
        reset_view(page)
        time.sleep(0.4)
        p = page.evaluate("""(id) => { const s = window.seatchart, t = s.model.byID.get(id);
            return s.toScreen(t.data.label.x, t.data.label.y); }""", tribune)
        page.evaluate("""(id) => { window.seatsTime = new Promise(resolve => {
            let down = 0;
            window.addEventListener('pointerdown', () => { down = performance.now(); }, { once: true, capture: true });
            const p = window.seatchart.painter, draw = p.draw.bind(p), t = window.seatchart.model.byID.get(id);
            p.draw = () => { draw(); if (down && p.seated?.has(t)) { p.draw = draw; resolve(performance.now() - down); } };
        }); }""", tribune)
        page.mouse.click(p["x"], p["y"])
        times.append(page.evaluate("() => window.seatsTime"))
        time.sleep(0.5)
    context.close()
    return times


def main():
    base = sys.argv[1]
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        line("overview painted after navigation start", overview(browser, base), "<= 1000 ms")
        context, page = open_viewer(browser, base)
        ranked = ranked_tribunes(page)
        largest, seats = ranked[0]
        times = [tribune_paint(page, largest) for _ in range(7)]
        line(f"largest tribune ({largest}, {seats} seats) painted after the zoom", times[1:], "<= 300 ms")
        line("click to the seat drawn selected", click_to_selected(page, largest, 60), "p95 <= 100 ms")
        context.close()
        context, page = open_viewer(browser, base)
        before, after, loaded = heap_after_tribunes(page, [t for t, _ in ranked[:20]])
        print(f"JS heap after visiting the 20 largest tribunes: {before / 1e6:.1f} MB, "
              f"{after / 1e6:.1f} MB after a collection, {loaded} seats in the page (goal <= 150 MB)")
        context.close()
        three = [t for t, _ in ranked[:3]]
        for throttle, label in ((0, ""), (4, " with the CPU throttled 4x")):
            loaded, tasks, frames, long_tasks = zoom_steps(browser, base, three, throttle)
            by_thread = max(tasks, key=lambda t: t[1])
            by_wall = max(tasks, key=lambda t: t[0])
            print(f"zoom and pan steps{label}, {loaded} seats loaded ({', '.join(three)}): longest task "
                  f"{by_thread[1]:.1f} ms of thread time ({by_thread[0]:.1f} ms wall), longest by wall time {by_wall[0]:.1f} ms; "
                  f"{len(long_tasks)} tasks over 50 ms of wall time{f' (longest {max(long_tasks):.0f} ms)' if long_tasks else ''}; "
                  f"longest frame drawn {max(frames):.1f} ms (median {statistics.median(frames):.1f} over {len(frames)}) "
                  f"(goal: no task over 50 ms)")
            line(f"tap to the largest tribune's seats drawn{label}", tap_to_seats(browser, base, largest, throttle), "<= 150 ms")
        browser.close()


if __name__ == "__main__":
    main()
