"""The chart pasted into a host page changes nothing of the page's own elements.

    embed_check.py SEATCHART STADIUM FOLDER

Renders STADIUM twice (as is, and with `--id-prefix right`), pastes both inline into
an HTML page whose own elements use the chart's class names (`label`, `available`, `field`,
`seat`, `tribune`, `legend`, `held`), and compares in Debian's Chromium each host
element's computed style with the same page without the charts. Also checks that every id
in the page is unique and that the charts' own seats still get their colours. Exits 1 with
the differences."""
import sys

from svg_browser import chromium_page, render
HOST = """<p class="label">A host label</p><div class="available">Available</div>
<div class="field">A field</div><span class="seat">seat</span><div class="tribune">tribune</div>
<div class="legend">legend</div><em class="held">held</em>"""
PROPERTIES = ["color", "fill", "font-size", "font-weight", "stroke", "text-anchor", "pointer-events", "display"]


def main():
    binary, stadium, folder = sys.argv[1:4]
    charts = []
    for name, options in (("plain", []), ("right", ["--id-prefix", "right"])):
        path = f"{folder}/{name}.svg"
        render(binary, stadium, path, ["--width", "500"] + options)
        text = open(path, encoding="utf-8").read()
        charts.append(text[text.index("<svg"):])
    styles = "<style>body{font:16px serif;color:#123456}</style>"
    with_charts = f"<html><head>{styles}</head><body>{HOST}{''.join(charts)}</body></html>"
    without = f"<html><head>{styles}</head><body>{HOST}</body></html>"
    script = """(properties) => [...document.body.children].filter(e => e.tagName !== 'svg').map(e => {
        const s = getComputedStyle(e); return [e.className, properties.map(p => s.getPropertyValue(p))]; })"""
    with chromium_page() as page:
        page.set_content(without)
        before = page.evaluate(script, PROPERTIES)
        page.set_content(with_charts)
        after = page.evaluate(script, PROPERTIES)
        ids = page.evaluate("() => [...document.querySelectorAll('[id]')].map(e => e.id)")
        seat_fills = page.evaluate("""() => [...document.querySelectorAll('body > svg')].map(svg =>
            getComputedStyle(svg.querySelector('.seat.available')).fill)""")
    problems = [f"{b[0]}: {dict(zip(PROPERTIES, b[1]))} became {dict(zip(PROPERTIES, a[1]))}" for b, a in zip(before, after) if b != a]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        problems.append(f"ids used twice: {duplicates}")
    if len(set(seat_fills)) != 1 or seat_fills[0] in ("", "none", "rgb(0, 0, 0)"):
        problems.append(f"the charts' seats lost their colours: {seat_fills}")
    print(f"{len(before)} host elements compared, {len(ids)} ids, seat fill {seat_fills[0]}")
    for problem in problems:
        print("  " + problem)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
