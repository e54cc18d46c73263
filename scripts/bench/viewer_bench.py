"""Viewer timings on a running `seatchart serve` (scripts/bench-viewer starts it on the mega
stadium): Chromium headless, driven by Playwright, on this machine.

    viewer_bench.py BASE_URL

- overview: from navigation start to the first frame painted after the overview is drawn
  (performance.now() is measured from navigation start), 7 loads, the first one dropped;
- largest tribune: from the zoom that asks for its seats to the first frame painted with them,
  7 times, the seats dropped between;
- click to selected: from the pointer going down on a seat to the first frame painted with it
  selected (that includes the /api/hit round trip), 60 seats, each given back after;
- heap: used JS heap after visiting the 20 largest tribunes, after a garbage collection."""
import statistics
import sys

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
NEXT_PAINT = "() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(performance.now()))))"


def quantile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def line(name, values, goal):
    print(f"{name}: median {statistics.median(values):.0f} ms, p95 {quantile(values, 0.95):.0f} ms, "
          f"max {max(values):.0f} ms over {len(values)} (goal {goal})")


def new_page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 860}, reduced_motion="reduce")
    return context, context.new_page()


def overview(browser, base):
    times = []
    for _ in range(7):
        context, page = new_page(browser)
        page.goto(base + "/")
        page.wait_for_selector("body[data-ready=overview]", timeout=30000)
        times.append(page.evaluate(NEXT_PAINT))
        context.close()
    return times[1:]


def largest_tribune(page):
    return page.evaluate("""() => fetch('/api/chart').then(r => r.json()).then(chart =>
        chart.tribunes.slice().sort((a, b) => b.seats - a.seats).map(t => [t.id, t.seats]))""")


def tribune_paint(page, tribune):
    return page.evaluate("""async (id) => {
        const { view, chartLayer } = window.seatchart;
        chartLayer.unload(id);
        // Back to the overview: the box around every tribune.
        const boxes = [...chartLayer.tribunes.values()].map(t => t.box);
        const x = Math.min(...boxes.map(b => b.x)), y = Math.min(...boxes.map(b => b.y));
        view.angle = 0;
        view.fit({ x, y, width: Math.max(...boxes.map(b => b.x + b.width)) - x, height: Math.max(...boxes.map(b => b.y + b.height)) - y });
        await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
        const start = performance.now();
        view.fitRotated(chartLayer.tribunes.get(id).box);
        await new Promise((resolve, reject) => {
            const give = performance.now() + 10000;
            const check = () => chartLayer.tribunes.get(id).seats ? resolve()
                : performance.now() > give ? reject(new Error(`no seats for ${id} after 10 s`)) : setTimeout(check, 1);
            check();
        });
        await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
        return performance.now() - start;
    }""", tribune)


def click_to_selected(page, tribune, count):
    page.evaluate("(id) => window.seatchart.view.fitRotated(window.seatchart.chartLayer.tribunes.get(id).box)", tribune)
    page.wait_for_selector(f'[data-tribune-seats="{tribune}"]', timeout=10000)
    seats = page.evaluate("""(id) => [...document.querySelectorAll(`[data-tribune-seats="${id}"] .seat.available`)]
        .filter((_, i) => i % 7 === 3).map(e => e.getAttribute('data-seat'))""", tribune)[:count]
    times = []
    for seat in seats:
        page.evaluate("""(id) => { window.clickTime = new Promise(resolve => {
            let down = 0;
            window.addEventListener('pointerdown', () => { down = performance.now(); }, { once: true, capture: true });
            const element = document.querySelector(`[data-seat="${id}"]`);
            const observer = new MutationObserver(() => {
                if (!element.classList.contains('selected')) return;
                observer.disconnect();
                requestAnimationFrame(() => resolve(performance.now() - down));
            });
            observer.observe(element, { attributes: true, attributeFilter: ['class'] });
        }); }""", seat)
        box = page.locator(f'[data-seat="{seat}"]').bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        page.mouse.click(x, y)
        times.append(page.evaluate("() => window.clickTime"))
        page.wait_for_timeout(30)
        page.mouse.click(x, y)   # give it back
        page.wait_for_function("(id) => !document.querySelector(`[data-seat='${id}']`).classList.contains('selected')", arg=seat)
        page.wait_for_timeout(30)
    return times


def heap_after_tribunes(page, tribunes):
    cdp = page.context.new_cdp_session(page)
    for tribune in tribunes:
        page.evaluate("(id) => window.seatchart.view.fitRotated(window.seatchart.chartLayer.tribunes.get(id).box)", tribune)
        page.wait_for_selector(f'[data-tribune-seats="{tribune}"]', timeout=10000)
        page.wait_for_timeout(100)
    before = cdp.send("Runtime.getHeapUsage")["usedSize"]
    cdp.send("HeapProfiler.collectGarbage")
    after = cdp.send("Runtime.getHeapUsage")["usedSize"]
    loaded = page.evaluate("() => document.querySelectorAll('.seat').length")
    return before, after, loaded


def main():
    base = sys.argv[1]
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        line("overview painted after navigation start", overview(browser, base), "<= 1000 ms")
        context, page = new_page(browser)
        page.goto(base + "/")
        page.wait_for_selector("body[data-ready=overview]", timeout=30000)
        ranked = largest_tribune(page)
        largest, seats = ranked[0]
        times = [tribune_paint(page, largest) for _ in range(7)]
        line(f"largest tribune ({largest}, {seats} seats) painted after the zoom", times[1:], "<= 300 ms")
        line("click to the seat drawn selected", click_to_selected(page, largest, 60), "p95 <= 100 ms")
        context.close()
        context, page = new_page(browser)
        page.goto(base + "/")
        page.wait_for_selector("body[data-ready=overview]", timeout=30000)
        before, after, loaded = heap_after_tribunes(page, [t for t, _ in ranked[:20]])
        print(f"JS heap after visiting the 20 largest tribunes: {before / 1e6:.1f} MB, "
              f"{after / 1e6:.1f} MB after a collection, {loaded} seats in the page (goal <= 150 MB)")
        context.close()
        browser.close()


if __name__ == "__main__":
    main()
