"""The painter's picture against librsvg's picture of the same chart's SVG.

    painter_compare.py SEATCHART FOLDER [--widths 400,1600] [--stadiums arena,football,...]

For each shipped stadium asked for (default all), renders the overview and a focus view (and
the arena zoomed and turned, whose numbers stand upright) at each width: the SVG
(`render --format svg`), drawn by librsvg (`rsvg-convert -b white`, given the file without its
`data-*` ids, which draw nothing), and the PNG the painter
paints (`render --format png`, on white). Both are blurred by 1.5 pixels and compared
(picture_difference.py); prints the share of pixels differing by more than 64 levels for each
and keeps both PNGs in FOLDER (NAME-painter.png, NAME-librsvg.png) to look at. Exits 1 if a
share is above 0.5 %."""
import argparse
import io
import re
import subprocess
import sys
import time

from PIL import Image
from picture_difference import blurred, share_differing

LIMIT = 0.005
STADIUMS = ["arena", "football", "hall", "mega", "theatre"]
# A tribune of each stadium for its focus view.
FOCUS = {"arena": "205", "football": "114", "hall": "SR", "mega": "309", "theatre": "BXL"}


def views(stadium):
    """(name, options) of the views compared for `stadium`."""
    cases = [("overview", []), ("focus " + FOCUS[stadium], ["--focus", FOCUS[stadium]])]
    if stadium == "arena":
        cases.append(("zoomed, turned", ["--zoom", "3", "--rotate", "30", "--anchor", "0,0"]))
    return cases


def render(binary, stadium, output, options):
    """`seatchart render` to `output`; its seconds."""
    start = time.monotonic()
    subprocess.run([binary, "render", f"Stadiums/{stadium}.json", "-o", output, *options], check=True, stdout=subprocess.DEVNULL)
    return time.monotonic() - start


def compare(binary, folder, stadium, name, options, width):
    """The share of differing pixels of one view at one width, and the two renderings' seconds."""
    base = f"{folder}/{stadium}-{width}-{'-'.join(name.split())}"
    arguments = ["--width", str(width)] + options
    svg_seconds = render(binary, stadium, base + ".svg", arguments)
    painter_seconds = render(binary, stadium, base + "-painter.png", arguments)
    start = time.monotonic()
    librsvg_png = subprocess.run(["rsvg-convert", "-b", "white"], input=without_data_attributes(base + ".svg"),
                                 check=True, capture_output=True).stdout
    librsvg_seconds = time.monotonic() - start
    with open(base + "-librsvg.png", "wb") as f:
        f.write(librsvg_png)
    librsvg = blurred(Image.open(io.BytesIO(librsvg_png)))
    painter = Image.open(base + "-painter.png").convert("RGB")
    return share_differing(librsvg, painter), svg_seconds + librsvg_seconds, painter_seconds


# The `data-*` attributes (a seat's or tribune's id, for hit testing in a browser) draw nothing:
# no rule of the chart's stylesheet selects on them. librsvg keeps every attribute's value, and
# on the mega stadium's 150,000 seats their unique ids take about 3.5 of its 9 seconds.
DATA_ATTRIBUTE = re.compile(rb' data-[a-z-]+="[^"]*"')


def without_data_attributes(svg):
    """The SVG file `svg` without its `data-*` attributes (its stylesheet must not select on them)."""
    with open(svg, "rb") as f:
        text = f.read()
    style = re.search(rb"<style>(.*?)</style>", text, re.S)
    if style and b"[data-" in style.group(1):
        raise SystemExit(f"{svg}: the stylesheet selects on a data attribute; librsvg must be given the file whole")
    return DATA_ATTRIBUTE.sub(b"", text)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("folder")
    parser.add_argument("--widths", default="400,1600")
    parser.add_argument("--stadiums", default=",".join(STADIUMS))
    arguments = parser.parse_args()
    widths = [int(w) for w in arguments.widths.split(",")]
    worst, failures = 0.0, []
    for stadium in arguments.stadiums.split(","):
        for name, options in views(stadium):
            for width in widths:
                share, through_svg, painted = compare(arguments.binary, arguments.folder, stadium, name, options, width)
                worst = max(worst, share)
                line = (f"{stadium} {name} at {width}: the painter differs from librsvg on {100 * share:.3f} % of pixels "
                        f"(SVG and librsvg {through_svg:.2f} s, painter {painted:.2f} s)")
                print(line, flush=True)
                if share > LIMIT:
                    failures.append(line)
    print(f"worst {100 * worst:.3f} %")
    for failure in failures:
        print("  over 0.5 %: " + failure)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
