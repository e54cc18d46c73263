"""What the SVG browser checks share: rendering with the built binary, and Debian's
Chromium (headless, through Playwright) opening a page or an SVG at its own size."""
import os
import re
import subprocess
import sys
from contextlib import contextmanager

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Browser"))
from browser_session import chromium, screenshot  # noqa: E402,F401  (screenshot: for the checks)

LOAD_TIMEOUT_MS = 120_000


def render(binary, stadium, output, options=()):
    """`seatchart render STADIUM -o OUTPUT OPTIONS...`; raises if it fails."""
    subprocess.run([binary, "render", stadium, "-o", output, *options], check=True, stdout=subprocess.DEVNULL)


@contextmanager
def chromium_page(*arguments):
    """A new page of a headless Chromium (browser_session.py), closed at the end."""
    with chromium(*arguments) as browser:
        page = browser.new_page()
        try:
            # Every wait is for an event; this only bounds a failure on a busy machine.
            page.set_default_timeout(LOAD_TIMEOUT_MS)
            page.set_default_navigation_timeout(LOAD_TIMEOUT_MS)
            yield page
        finally:
            page.close()


def own_size(svg):
    """The width and height the root element of the SVG file `svg` gives itself, in pixels, or
    None when its start does not say them as plain numbers."""
    with open(svg, "rb") as f:
        head = f.read(4096).decode("utf-8", "replace")
    root = re.search(r"<svg\b[^>]*>", head)
    if not root:
        return None
    sizes = [re.search(rf'\s{name}="([0-9.]+)"', root.group(0)) for name in ("width", "height")]
    return None if None in sizes else tuple(float(size.group(1)) for size in sizes)


def open_at_own_size(page, svg):
    """Opens the SVG file `svg` with the viewport at the image's own width and height (read from
    the file, so that its first layout is the one looked at; when the file does not say them,
    read from the page and opened again at that size); returns them. The wait is on the page's
    load event, bounded by LOAD_TIMEOUT_MS: the mega stadium's 150,000 seats take seconds to
    parse on a busy machine."""
    size = own_size(svg)
    if size is None:
        page.goto(f"file://{svg}", timeout=LOAD_TIMEOUT_MS)
        size = tuple(page.evaluate(
            "() => [document.documentElement.width.baseVal.value, document.documentElement.height.baseVal.value]"))
    page.set_viewport_size({"width": int(size[0]), "height": int(size[1])})
    page.goto(f"file://{svg}", timeout=LOAD_TIMEOUT_MS)
    return size
