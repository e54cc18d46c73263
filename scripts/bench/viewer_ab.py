"""Two versions of the viewer's files against one running `seatchart serve` (as
scripts/bench-viewer starts it), measured in turns (A B, B A, ...) so that a shared machine's
load falls on both alike: Chromium headless, the CPU throttled 4x.

    viewer_ab.py BASE_URL FOLDER_A FOLDER_B [ROUNDS]

Each round, for each folder: the zoom and pan steps of viewer_bench.py with the three largest
tribunes loaded (the longest task of the page's main thread in thread time, the tasks over
50 ms of wall time, and the main thread's time in script (`FunctionCall`) and in the canvas's
rasterising for the compositor (`LayerTreeHost::DoUpdateLayers`), from Chromium's trace), then
7 taps to the largest tribune's seats. Prints each run, then the medians of each folder."""
import collections
import statistics
import sys

from playwright.sync_api import sync_playwright

import viewer_bench as vb


def zoom_split(browser, base, tribunes):
    """viewer_bench.traced_gestures, throttled 4x, with the main thread's time split by trace event."""
    _, events, main, _, long_tasks = vb.traced_gestures(browser, base, tribunes, 4, categories=("cc", "blink"))
    spans = sorted((e for e in events if (e["pid"], e["tid"]) in main and e.get("ph") == "X" and "dur" in e),
                   key=lambda e: (e["ts"], -e["dur"]))
    # Each event's own thread time: its time less its children's.
    own, stack = collections.Counter(), []
    for e in spans:
        while stack and stack[-1]["ts"] + stack[-1]["dur"] <= e["ts"]:
            stack.pop()
        own[e["name"]] += e.get("tdur", e["dur"])
        if stack:
            own[stack[-1]["name"]] -= e.get("tdur", e["dur"])
        stack.append(e)
    tasks = [e.get("tdur", e["dur"]) / 1000 for e in spans if e["name"] == "RunTask"]
    return {"longest": max(tasks), "over50": len(long_tasks), "script": own["FunctionCall"] / 1000,
            "raster": own["LayerTreeHost::DoUpdateLayers"] / 1000, "thread": sum(tasks)}


def main():
    base, folders = sys.argv[1], {"A": sys.argv[2], "B": sys.argv[3]}
    rounds = int(sys.argv[4]) if len(sys.argv) > 4 else 4
    runs = {k: [] for k in folders}
    taps = {k: [] for k in folders}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=vb.CHROMIUM, args=["--no-sandbox"])
        context, page = vb.open_viewer(browser, base)
        ranked = vb.ranked_tribunes(page)
        context.close()
        three = [t for t, _ in ranked[:3]]
        for r in range(rounds):
            for k in ("A", "B") if r % 2 == 0 else ("B", "A"):
                vb.ASSETS = folders[k]
                run = zoom_split(browser, base, three)
                runs[k].append(run)
                taps[k] += vb.tap_to_seats(browser, base, ranked[0][0], 4)
                print(f"round {r + 1} {k}: " + ", ".join(f"{n} {v:.1f}" for n, v in run.items())
                      + f"; taps {', '.join(f'{t:.0f}' for t in taps[k][-7:])}", flush=True)
        browser.close()
    for k in folders:
        medians = {n: statistics.median(run[n] for run in runs[k]) for n in runs[k][0]}
        print(f"{k} ({folders[k]}), medians of {rounds}: longest task {medians['longest']:.1f} ms of thread time, "
              f"{medians['over50']:.0f} tasks over 50 ms of wall time, script {medians['script']:.0f} ms, "
              f"canvas raster {medians['raster']:.0f} ms, main thread {medians['thread']:.0f} ms; tap to seats median "
              f"{statistics.median(taps[k]):.0f} ms, p95 {vb.quantile(taps[k], 0.95):.0f} ms over {len(taps[k])}")


if __name__ == "__main__":
    main()
