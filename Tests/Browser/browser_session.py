"""Debian's Chromium headless shell (through Playwright) for the browser checks.

The headless shell (Debian's `chromium-headless-shell`, the old headless mode) runs the same
Blink and V8 as the browser without the full browser's user interface around the page: the
checks take about 40 % less CPU in it than in `/usr/bin/chromium` (BENCHMARKS.md is measured
with the full browser). SEATCHART_CHROMIUM names another executable.

Run alone (`python3 viewer_test.py ...`), a check launches a Chromium of its own and closes
it at the end. Run by browser_worker.py, which the Swift tests keep running, the checks share
the worker's one Chromium: a launch (the driver, the browser's processes, about two seconds
of CPU) is paid once a worker instead of once a check. Each check opens contexts or pages of
its own and closes them; whatever a failed check left open is closed after it."""
import os
import re
import sys
from contextlib import contextmanager

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("SEATCHART_CHROMIUM", "/usr/lib/chromium/chromium-headless-shell")
# Bounds a launch on a busy machine; every wait is for an event.
LAUNCH_TIMEOUT_MS = 120_000


# The headless shell's Page.captureScreenshot now and then finds no frame to copy on a busy
# machine ("Unable to capture screenshot"); the page has not changed, so the picture is taken
# again after two frames, at most this many times in all.
SCREENSHOT_TRIES = 3


def screenshot(page, **options):
    """`page.screenshot(**options)`, taken again when the browser found no frame to copy."""
    for attempt in range(SCREENSHOT_TRIES):
        try:
            return page.screenshot(**options)
        except PlaywrightError as error:
            if "Unable to capture screenshot" not in str(error) or attempt == SCREENSHOT_TRIES - 1:
                raise
            print(f"screenshot: no frame to copy (try {attempt + 1}), taken again", file=sys.stderr)
            page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")


def _launch(playwright, arguments):
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", *arguments], timeout=LAUNCH_TIMEOUT_MS)
    if VIEWER_ASSETS:
        _serve_viewer_from_folder(browser)
    return browser


# SEATCHART_VIEWER_ASSETS=FOLDER: the viewer's page and files (`/`, `/events/KEY/`, `/viewer/NAME`)
# are answered from that folder instead of by the server, as scripts/bench-viewer does, so that a
# release server (which has no such switch) checks a viewer change without a build.
VIEWER_ASSETS = os.environ.get("SEATCHART_VIEWER_ASSETS") or None
VIEWER_FILES = re.compile(r"^https?://[^/]+/(viewer/[^/?#]+|events/[^/?#]+/)?([?#].*)?$")


def _serve_viewer_from_folder(browser):
    def viewer_file(url):
        path = url.split("?")[0].split("#")[0].split("/", 3)[3]
        if path == "" or (path.startswith("events/") and path.endswith("/") and path.count("/") == 2):
            return "index.html"
        return path.removeprefix("viewer/") if path.startswith("viewer/") and "/" not in path[7:] else None

    def answer(route):
        name = viewer_file(route.request.url)
        file = os.path.join(VIEWER_ASSETS, name)
        if not os.path.isfile(file):
            route.continue_()
            return
        kind = {".js": "text/javascript", ".css": "text/css", ".html": "text/html", ".svg": "image/svg+xml"}.get(
            os.path.splitext(name)[1], "application/octet-stream")
        route.fulfill(path=file, headers={"Content-Type": kind + ("; charset=utf-8" if kind.startswith("text/") else ""),
                                          "Cache-Control": "no-cache"})

    new_context = browser.new_context

    def routed_context(*args, **kwargs):
        context = new_context(*args, **kwargs)
        # A pattern the driver matches itself: the page's other requests never wait on this process.
        context.route(VIEWER_FILES, answer)
        return context

    browser.new_context = routed_context


class _Worker:
    """The worker's Playwright and its browser, launched when a check first asks for it."""

    def __init__(self):
        self.playwright = sync_playwright().start()
        self.browser = None

    def shared(self):
        if self.browser is None or not self.browser.is_connected():
            self.browser = _launch(self.playwright, [])
        return self.browser

    def after_check(self, failed):
        """Closes what a check left open; after a failure, the browser itself (a tracing
        session or a hung page must not reach the next check)."""
        if self.browser is None:
            return
        try:
            if failed or not self.browser.is_connected():
                self.browser.close()
                self.browser = None
            else:
                for context in list(self.browser.contexts):
                    context.close()
        except Exception as error:  # a browser that died: the next check launches another
            print(f"browser_session: closing after a check: {error}", file=sys.stderr)
            self.browser = None

    def stop(self):
        if self.browser is not None and self.browser.is_connected():
            self.browser.close()
        self.playwright.stop()


_worker = None


def start_worker():
    """Makes this process a worker: checks share one browser from now on."""
    global _worker
    _worker = _Worker()
    return _worker


def keeping_screenshots():
    """Whether the pictures of a check's steps are taken for people to look at: when a check
    runs alone (it was given a folder for them) or SEATCHART_SCREENSHOTS names one. In a run of
    the Swift tests without it nobody looks at them (about 190 a run, 30 to 110 ms of CPU each);
    the pictures a check reads its colours from are taken either way."""
    return _worker is None or bool(os.environ.get("SEATCHART_SCREENSHOTS"))


@contextmanager
def chromium(*arguments):
    """A headless Chromium: the worker's shared one when run in a worker and no launch
    `arguments` are asked for; else a new one, closed at the end."""
    if _worker is not None and not arguments:
        yield _worker.shared()
    elif _worker is not None:
        browser = _launch(_worker.playwright, arguments)
        try:
            yield browser
        finally:
            browser.close()
    else:
        with sync_playwright() as playwright:
            browser = _launch(playwright, arguments)
            try:
                yield browser
            finally:
                browser.close()
