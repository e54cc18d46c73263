"""What the SVG browser checks share: rendering with the built binary, and Debian's
Chromium (headless, through Playwright) opening a page or an SVG at its own size."""
import os
import subprocess
import sys
from contextlib import contextmanager

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Browser"))
from browser_session import chromium  # noqa: E402

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


def open_at_own_size(page, svg):
    """Opens the SVG file `svg` with the viewport at the image's own width and height
    (opened again at that size, so its first layout is the one looked at); returns them.
    The wait is on the page's load event, bounded by LOAD_TIMEOUT_MS: the mega stadium's
    150,000 seats take seconds to parse on a busy machine."""
    page.goto(f"file://{svg}", timeout=LOAD_TIMEOUT_MS)
    width, height = page.evaluate(
        "() => [document.documentElement.width.baseVal.value, document.documentElement.height.baseVal.value]")
    page.set_viewport_size({"width": int(width), "height": int(height)})
    page.goto(f"file://{svg}", timeout=LOAD_TIMEOUT_MS)
    return width, height
