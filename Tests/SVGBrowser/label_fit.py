"""Every tribune label lies inside its tribune, as Chromium lays the text out.

    label_fit.py SEATCHART STADIUM FOLDER [view options...]

Renders STADIUM, opens it in Debian's Chromium (headless, Playwright) and, for each
label, takes the text's box as drawn (`getBBox`, so with the font Chromium found for the
style's `'DejaVu Sans',sans-serif`) and asks the tribune's path (`isPointInFill`) whether
the box's left and right ends and the top and bottom of its capitals are inside. Prints
the labels and the smallest label size on screen; exits 1 naming each label that sticks
out."""
import sys

from svg_browser import LOAD_TIMEOUT_MS, chromium_page, render


def main():
    binary, stadium, folder = sys.argv[1:4]
    view = sys.argv[4:]
    svg = f"{folder}/labels.svg"
    render(binary, stadium, svg, view)
    with chromium_page() as page:
        page.goto(f"file://{svg}", timeout=LOAD_TIMEOUT_MS)
        results = page.evaluate("""() => [...document.querySelectorAll('.label')].map(label => {
            const id = label.textContent;
            const tribune = document.querySelector(`[data-tribune="${CSS.escape(id)}"]`);
            const box = label.getBBox();
            const size = parseFloat(getComputedStyle(label).fontSize);
            const cy = box.y + box.height / 2, cap = 0.729 * size / 2;
            const points = [[box.x, cy], [box.x + box.width, cy], [box.x + box.width / 2, cy - cap], [box.x + box.width / 2, cy + cap]];
            const inside = points.every(([x, y]) => { const q = document.documentElement.createSVGPoint(); q.x = x; q.y = y; return tribune.isPointInFill(q); });
            const pixels = size * label.getScreenCTM().a;
            return [id, inside, pixels];
        })""")
    outside = [r for r in results if not r[1]]
    smallest = min((r[2] for r in results), default=0)
    print(f"{' '.join(view) or 'overview'}: {len(results)} labels, {len(outside)} sticking out, the smallest {smallest:.1f} px")
    for r in outside:
        print(f"  {r[0]} sticks out of its tribune ({r[2]:.1f} px)")
    sys.exit(1 if outside else 0)


if __name__ == "__main__":
    main()
