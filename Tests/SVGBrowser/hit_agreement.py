"""What a click in Chromium lands on, against `seatchart hit --screen --points`.

    hit_agreement.py SEATCHART STADIUM FOLDER POINTS [view options...]

Renders STADIUM with the view options into FOLDER/view.svg, opens it in Debian's Chromium
(headless, Playwright) at its own size, asks `document.elementFromPoint` at POINTS random
pixel centres (seeded) which element is there, names it as `hit` does (the seat id,
`tribune ID`, `table ID`, `area ID`, or `none`), runs `seatchart hit --screen --points` on the same pixels with
the same view options, and compares.

The SVG's numbers have 3 decimals (docs/svg.md), so a seat is drawn up to about 0.0005
chart units from where `hit` has it: zoomed far in, that is a tenth of a pixel. A pixel
where the two differ is therefore looked at again: if `hit` gives the browser's answer
within a quarter pixel of it, the pixel lies on a boundary the rounding moved, and is
counted apart. Prints the exact agreement and the boundary pixels; exits 1 if any other
pixel disagrees, listing them. Chromium's elementFromPoint answers nothing within half a
pixel of the viewport's right and bottom edges, so the last column and row are not sampled."""
import random
import subprocess
import sys

from svg_browser import chromium_page, open_at_own_size, render


def main():
    binary, stadium, folder, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    view = sys.argv[5:]
    svg = f"{folder}/view.svg"
    render(binary, stadium, svg, view)
    with chromium_page() as page:
        width, height = open_at_own_size(page, svg)
        rng = random.Random(2026)
        points = [(rng.randrange(int(width) - 1) + 0.5, rng.randrange(int(height) - 1) + 0.5) for _ in range(count)]
        seen = page.evaluate("""(points) => points.map(([x, y]) => {
            for (let e = document.elementFromPoint(x, y); e; e = e.parentElement) {
                if (e.hasAttribute && e.hasAttribute('data-seat')) return e.getAttribute('data-seat');
                if (e.hasAttribute && e.hasAttribute('data-tribune')) return 'tribune ' + e.getAttribute('data-tribune');
                if (e.hasAttribute && e.hasAttribute('data-table')) return 'table ' + e.getAttribute('data-table');
                if (e.hasAttribute && e.hasAttribute('data-area')) return 'area ' + e.getAttribute('data-area');
            }
            return 'none';
        })""", points)
    options = [a for a in view if a not in ("--detail", "tribunes", "seats")]
    expected = hit(binary, stadium, folder, points, options)
    disagreements = [(x, y, s, e) for (x, y), s, e in zip(points, seen, expected) if s != e]
    # Each disagreeing pixel, looked at a quarter pixel around.
    offsets = [(0.25 * dx, 0.25 * dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]
    around = hit(binary, stadium, folder, [(x + dx, y + dy) for x, y, _, _ in disagreements for dx, dy in offsets], options)
    boundary = [d for k, d in enumerate(disagreements) if d[2] in around[k * len(offsets):(k + 1) * len(offsets)]]
    others = [d for d in disagreements if d not in boundary]
    agreement = 100 * (1 - len(disagreements) / len(points))
    on_seats = sum(1 for e in expected if not e.startswith(("tribune", "none")))
    print(f"{' '.join(view) or 'overview'}: {agreement:.2f} % of {len(points)} pixels agree ({on_seats} on seats); "
          f"{len(boundary)} on a boundary within a quarter pixel, {len(others)} elsewhere")
    for d in others[:8]:
        print(f"  at {d[0]},{d[1]}: Chromium {d[2]}, hit {d[3]}")
    sys.exit(0 if not others else 1)


def hit(binary, stadium, folder, points, options):
    """`seatchart hit --screen --points` on `points`: one answer each."""
    if not points:
        return []
    with open(f"{folder}/points.txt", "w") as f:
        f.writelines(f"{x} {y}\n" for x, y in points)
    run = subprocess.run([binary, "hit", stadium, "--screen", "--points", f"{folder}/points.txt"] + options,
                         check=True, capture_output=True, text=True)
    return run.stdout.splitlines()


if __name__ == "__main__":
    main()
