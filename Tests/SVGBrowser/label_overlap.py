"""No drawn label covers a seat, and no two outlines overlap, as Chromium draws the chart.

    label_overlap.py SEATCHART STADIUM FOLDER [view options...]
    label_overlap.py --self-check FOLDER

Renders STADIUM with its seats and opens it in Debian's Chromium (headless, Playwright).
For every tribune, area and row label (`.labels text`, `.rows text`) it takes the text's
box as drawn (`getBBox` through `getScreenCTM`, trimmed to the height of its capitals; turned
with the view when the view turns the chart) and asks `document.elementsFromPoint` at 7 x 3
points spread inside that turned box whether a seat's element lies
there (labels let clicks pass through, seats take them). Then it renders the overview of
tribunes (`--detail tribunes`, where every outline is drawn) and, at every 3rd pixel of
the image, counts the outlines (`[data-tribune]`, `[data-area]`) whose fill holds the
point (`isPointInFill`; only where the point lies in two outlines' boxes, since outside its
box a point is outside an outline's fill): two at one point overlap. Prints the counts; exits
1 naming each label on a seat and each pair of overlapping outlines. `--self-check` runs the
same look on two small pictures with a known label on a seat and one known pair of
overlapping outlines, and exits 1 unless exactly those are found."""
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
    // Each outline's box in its own coordinates, widened by a pixel's length there on every
    // side: a point outside it is outside the fill, so a point inside fewer than two boxes
    // cannot make a pair and is not asked about (isPointInFill on an outline of thousands of
    // curves takes about 0.1 ms).
    const boxes = shapes.map((e, k) => {
        const b = e.getBBox(), m = inverse[k], pixel = Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
        return [b.x - pixel, b.y - pixel, b.x + b.width + pixel, b.y + b.height + pixel];
    });
    const pairs = new Set();
    const point = document.documentElement.createSVGPoint();
    for (let x = 0.5; x < width; x += 3) for (let y = 0.5; y < height; y += 3) {
        const near = [];
        inverse.forEach((m, k) => {
            const u = m.a * x + m.c * y + m.e, v = m.b * x + m.d * y + m.f, [x0, y0, x1, y1] = boxes[k];
            if (u >= x0 && u <= x1 && v >= y0 && v <= y1) near.push([k, u, v]);
        });
        if (near.length < 2) continue;
        const holding = [];
        for (const [k, u, v] of near) {
            point.x = u; point.y = v;
            if (shapes[k].isPointInFill(point)) holding.push(names[k]);
        }
        for (let a = 0; a < holding.length; a++) for (let b = a + 1; b < holding.length; b++) pairs.add(holding[a] + ' / ' + holding[b]);
    }
    return [shapes.length, [...pairs]];
}"""


# The check's own check (`--self-check FOLDER`): a label drawn over a seat; outlines A and B
# overlap (B turned), C and D stand apart, and E and F are triangles whose boxes overlap while
# their fills do not. Exactly the label on seat s1 and the pair A / B must be found.
FAULTY_SEATS = """<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200">
<g class="seats"><path data-seat="s1" d="M40 40h40v40h-40Z"/><path data-seat="s2" d="M200 40h40v40h-40Z"/></g>
<g class="labels" style="pointer-events:none"><text x="60" y="64" font-size="14" text-anchor="middle">L</text>
<text x="150" y="150" font-size="14" text-anchor="middle">M</text></g>
</svg>"""
FAULTY_OUTLINES = """<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
<path data-tribune="A" d="M10 10h100v100h-100Z"/>
<g transform="rotate(30 150 150)"><path data-tribune="B" d="M90 90h60v60h-60Z"/></g>
<path data-tribune="C" d="M300 200h50v50h-50Z"/>
<path data-area="D" d="M380 10a10 10 0 1 1 0 .01Z"/>
<path data-tribune="E" d="M200 10L260 10L200 70Z"/><path data-tribune="F" d="M262 12L262 72L202 72Z"/>
</svg>"""


def look(seats_svg, overview_svg):
    """The labels (text, seats under it) of `seats_svg`; the outlines' count and overlapping
    pairs of `overview_svg`."""
    with chromium_page() as page:
        open_at_own_size(page, seats_svg)
        labels = page.evaluate(LABELS)
        size = open_at_own_size(page, overview_svg)
        outlines, pairs = page.evaluate(OUTLINES, size)
    return labels, outlines, pairs


def self_check(folder):
    seats_svg, overview_svg = f"{folder}/faulty-seats.svg", f"{folder}/faulty-overview.svg"
    for path, text in ((seats_svg, FAULTY_SEATS), (overview_svg, FAULTY_OUTLINES)):
        with open(path, "w") as f:
            f.write(text)
    labels, outlines, pairs = look(seats_svg, overview_svg)
    found = ([(text, seats) for text, seats in labels if seats], outlines, sorted(pairs))
    expected = ([("L", ["s1"])], 6, ["A / B"])
    print(f"self-check: found {found}, expected {expected}")
    sys.exit(0 if found == expected else 1)


def main():
    if sys.argv[1] == "--self-check":
        self_check(sys.argv[2])
    binary, stadium, folder = sys.argv[1:4]
    view = [a for a in sys.argv[4:]]
    seats_svg, overview_svg = f"{folder}/seats.svg", f"{folder}/overview.svg"
    render(binary, stadium, seats_svg, view + ["--quiet"])
    render(binary, stadium, overview_svg, view + ["--detail", "tribunes", "--quiet"])
    labels, outlines, pairs = look(seats_svg, overview_svg)
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
