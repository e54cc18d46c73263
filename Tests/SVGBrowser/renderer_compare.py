"""The same picture in Chromium, librsvg and resvg.

    renderer_compare.py SEATCHART FOLDER

Renders an overview, a focus view, a zoomed and turned view, a level-of-detail file and two
views of the concert hall (standing areas, tables, curved rows, wheelchair places) at widths
400 and 1600 (and 2400 for the overview and the stalls), rasterises each SVG with Debian's Chromium (headless,
Playwright, a screenshot at the SVG's own size), librsvg (`rsvg-convert`) and resvg (PyPI
`resvg_py`), all on white, blurs each picture with a Gaussian of 1.5 pixels (which evens out
anti-aliasing) and counts the pixels where librsvg or resvg differ from Chromium by more
than 64 levels in a channel. Prints the share for each; exits 1 if one is above 1 %."""
import io
import subprocess
import sys

import resvg_py
from PIL import Image
from picture_difference import blurred, share_differing
from svg_browser import chromium_page, open_at_own_size, render, screenshot
LIMIT = 0.01
CASES = [
    ("overview", "arena", [], (400, 1600, 2400)),
    ("focus", "football", ["--focus", "114"], (400, 1600)),
    ("zoomed, turned", "arena", ["--zoom", "3", "--rotate", "30", "--anchor", "0,0"], (400, 1600)),
    ("level-of-detail file", "theatre", ["--detail", "levels"], (400, 1600)),
    ("venue: stalls", "hall", [], (400, 1600, 2400)),
    ("venue: balcony, zoomed", "hall", ["--level", "balcony", "--zoom", "2.5", "--anchor", "0,17"], (400, 1600)),
]


def main():
    binary, folder = sys.argv[1:3]
    worst = 0.0
    failures = []
    with chromium_page("--hide-scrollbars") as page:
        for name, stadium, view, widths in CASES:
            for width in widths:
                base = f"{folder}/{stadium}-{width}-{len(view)}"
                levels = "levels" in view
                render(binary, f"Stadiums/{stadium}.json", base if levels else base + ".svg", ["--width", str(width)] + view)
                svg = f"{base}/tribune-SC.svg" if levels else base + ".svg"
                open_at_own_size(page, svg)
                chromium = blurred(Image.open(io.BytesIO(screenshot(page, omit_background=False))))
                librsvg = Image.open(io.BytesIO(subprocess.run(
                    ["rsvg-convert", "-b", "white", svg], check=True, capture_output=True).stdout)).convert("RGB")
                resvg = Image.open(io.BytesIO(bytes(resvg_py.svg_to_bytes(svg_path=svg, background="#ffffff")))).convert("RGB")
                for renderer, picture in (("librsvg", librsvg), ("resvg", resvg)):
                    share = share_differing(chromium, picture)
                    worst = max(worst, share)
                    line = f"{name} ({stadium}) at {width}: {renderer} differs from Chromium on {100 * share:.2f} % of pixels"
                    print(line)
                    if share > LIMIT:
                        failures.append(line)
    print(f"worst {100 * worst:.2f} %")
    for failure in failures:
        print("  over 1 %: " + failure)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
