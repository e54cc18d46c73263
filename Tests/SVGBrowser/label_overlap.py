"""No drawn label covers a seat, and no two outlines overlap, as Chromium draws the chart.

    label_overlap.py SEATCHART STADIUM FOLDER [view options...]

Renders STADIUM with its seats and opens it in Debian's Chromium (headless, Playwright).
For every tribune, area and row label (`.labels text`, `.rows text`) it takes the text's
box as drawn (`getBBox` through `getScreenCTM`, trimmed to the height of its capitals; turned
with the view when the view turns the chart) and asks `document.elementsFromPoint` at 7 x 3
points spread inside that turned box whether a seat's element lies
there (labels let clicks pass through, seats take them). Then it renders the overview of
tribunes (`--detail tribunes`, where every outline is drawn) and, at every 3rd pixel of
the image, counts the outlines (`[data-tribune]`, `[data-area]`) whose fill holds the
point (`isPointInFill`): two at one point overlap. Prints the counts; exits 1 naming each
label on a seat and each pair of overlapping outlines."""
import sys

from svg_browser import chromium_page, open_at_own_size, render

LABELS = """() => [...document.querySelectorAll('.labels text, .rows text')].map(label => {
    const box = label.getBBox(), m = label.getScreenCTM();
    const size = parseFloat(getComputedStyle(label).fontSize);
    const cy = box.y + box.height / 2, cap = 0.729 * size / 2;
    const corners = [[box.x, cy - cap], [box.x + box.width, cy - cap], [box.x + box.width, cy + cap], [box.x, cy + cap]]
        .map(([x, y]) => [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f]);
    // Points spread over the box as drawn: turned with the view, not the screen box around it.
    const [p0, p1, , p3] = corners;
    const covered = [];
    for (let i = 0; i < 7; i++) for (let j = 0; j < 3; j++) {
        const u = (i + 0.5) / 7, v = (j + 0.5) / 3;
        const x = p0[0] + (p1[0] - p0[0]) * u + (p3[0] - p0[0]) * v, y = p0[1] + (p1[1] - p0[1]) * u + (p3[1] - p0[1]) * v;
        for (const e of document.elementsFromPoint(x, y)) {
            if (e.hasAttribute && e.hasAttribute('data-seat')) covered.push(e.getAttribute('data-seat'));
        }
    }
    return [label.textContent, [...new Set(covered)]];
})"""

OUTLINES = """([width, height]) => {
    const shapes = [...document.querySelectorAll('[data-tribune], [data-area]')].filter(e => e.getAttribute('d'));
    const names = shapes.map(e => e.getAttribute('data-tribune') || e.getAttribute('data-area'));
    const inverse = shapes.map(e => e.getScreenCTM().inverse());
    const pairs = new Set();
    const point = document.documentElement.createSVGPoint();
    for (let x = 0.5; x < width; x += 3) for (let y = 0.5; y < height; y += 3) {
        const holding = [];
        shapes.forEach((shape, k) => {
            const m = inverse[k];
            point.x = m.a * x + m.c * y + m.e; point.y = m.b * x + m.d * y + m.f;
            if (shape.isPointInFill(point)) holding.push(names[k]);
        });
        for (let a = 0; a < holding.length; a++) for (let b = a + 1; b < holding.length; b++) pairs.add(holding[a] + ' / ' + holding[b]);
    }
    return [shapes.length, [...pairs]];
}"""


def main():
    binary, stadium, folder = sys.argv[1:4]
    view = [a for a in sys.argv[4:]]
    seats_svg, overview_svg = f"{folder}/seats.svg", f"{folder}/overview.svg"
    render(binary, stadium, seats_svg, view + ["--quiet"])
    render(binary, stadium, overview_svg, view + ["--detail", "tribunes", "--quiet"])
    with chromium_page() as page:
        open_at_own_size(page, seats_svg)
        labels = page.evaluate(LABELS)
        size = open_at_own_size(page, overview_svg)
        outlines, pairs = page.evaluate(OUTLINES, size)
    on_seats = [(text, seats) for text, seats in labels if seats]
    print(f"{' '.join(view) or 'overview'}: {len(labels)} labels, {len(on_seats)} on a seat; "
          f"{outlines} outlines, {len(pairs)} overlapping pairs")
    for text, seats in on_seats[:10]:
        print(f"  label {text!r} covers {', '.join(seats[:4])}")
    for pair in pairs[:10]:
        print(f"  outlines overlap: {pair}")
    sys.exit(1 if on_seats or pairs else 0)


if __name__ == "__main__":
    main()
