"""Scenarios of the venue as drawn: the words on the chart (tribune labels at the overview and
over loaded seats, row letters and seat numbers where seats are large enough) and the levels
of a venue of several (one shown at a time, a switcher, tables and standing areas named as
people call them). Run by viewer_test.py, which lists every scenario."""
from viewer_page import Page, api, check, for_devices

WORDS = """() => { const w = window.seatchart.painter.words;
    return { labels: Object.fromEntries(w.labels), cards: Object.fromEntries(w.cards), rowLetters: w.rowLetters,
             seatNumbers: w.seatNumbers }; }"""


def words(page):
    page.drawn()
    return page.js(WORDS)


def labels(browser, base, shots, device):
    """Every tribune is labelled at the overview; a tribune whose seats are drawn keeps its label
    with the seats left and its lowest price; seats large enough to read get their row letters
    and then their numbers."""
    for d in for_devices(device):
        labels_on(browser, base, shots, d)


def labels_on(browser, base, shots, device):
    page = Page(browser, base, shots, "labels", device)
    page.shot("overview")
    seen = words(page)
    # Every label that can be read: one that fits its tribune at 6 px or more on screen.
    smallest, scale = page.chart["labels"]["smallestPixels"], page.scale()
    ids = [t["id"] for t in page.chart["tribunes"]
           if t["level"] == 0 and t["label"]["fit"] is not None and t["label"]["fit"] * scale >= smallest]
    missing = [i for i in ids if i not in seen["labels"]]
    check(ids and not missing, f"every tribune is labelled at the overview; missing {missing[:10]} of {len(ids)}")
    cards_lie_inside(page, seen)
    t = page.largest()[0]
    page.open_tribune(t["id"])
    page.shot("tribune-open")
    seen = words(page)
    label = seen["labels"].get(t["id"], "")
    check(label.startswith(t["id"]) and " left" in label, f"the open tribune keeps its label with what is left: {label!r}")
    # Closer, at the end of a row: its letter, then the seats' numbers.
    first = page.seats_of(t["id"])[0]
    for wanted, threshold in (("rowLetters", page.chart["labels"]["rowLetterPixels"]),
                              ("seatNumbers", page.chart["labels"]["seatNumberPixels"])):
        factor = 1
        while True:
            page.js("([x, y, f]) => { const v = window.seatchart.view; v.set({ cx: x, cy: y, scale: v.scale * f, angle: v.angle }); }",
                    [first["x"], first["y"], factor])
            page.drawn()
            if t["seatSize"] * page.scale() >= threshold * 1.05:
                break
            factor = 1.5
        seen = words(page)
        check(seen[wanted] > 0, f"seats {t['seatSize'] * page.scale():.1f} px wide show {wanted}: {seen}")
        page.shot(wanted)
    page.close()


def cards_lie_inside(page, seen):
    """A label card with a second line (seats left, price) lies inside its own block: each of
    its corners is on that block as the server's /api/hit says, so it hides no other block.
    (A rows section is drawn as its seats' cells, with gaps the card may cross.)"""
    kinds = {t["id"]: t["kind"] for t in page.chart["tribunes"]}
    spilling, checked = [], 0
    for tribune, text in seen["labels"].items():
        if text == tribune or kinds.get(tribune) == "rows":
            continue
        card = seen["cards"][tribune]
        checked += 1
        for dx, dy in ((0, 0), (1, 0), (0, 1), (1, 1)):
            point = page.js("([x, y]) => window.seatchart.view.toChart(x, y)",
                            [card["x"] + dx * card["width"], card["y"] + dy * card["height"]])
            _, hit = api(page.base, "GET", f"/api/hit?x={point['x']}&y={point['y']}")
            if (hit["tribune"] or hit.get("area")) != tribune:
                spilling.append((tribune, text, hit["tribune"] or hit.get("area")))
                break
    check(not spilling, f"label cards spill over other blocks or off the chart: {spilling[:5]} ({checked} checked)")


def levels(browser, base, shots, device):
    """A venue of several levels shows one at a time with a switcher: the first level's objects
    are drawn, named for screen readers and hit; the other level's after the switch. Tables and
    standing areas are named as people call them."""
    for d in for_devices(device):
        levels_on(browser, base, shots, d)


def levels_on(browser, base, shots, device):
    page = Page(browser, base, shots, "levels", device)
    chart, p = page.chart, page.page
    check(len(chart["levels"]) > 1, f"the venue has several levels: {chart['levels']}")
    on = {k: {t["id"] for t in chart["tribunes"] if t["level"] == k} for k in range(len(chart["levels"]))}
    buttons = p.locator("#levels button")
    check(buttons.count() == len(chart["levels"]), "one button a level")
    check(buttons.nth(0).get_attribute("aria-pressed") == "true", "the first level is shown first")
    page.shot("first-level")
    for k, level in enumerate(chart["levels"]):
        if k:
            buttons.nth(k).click()
            p.wait_for_function("(k) => window.seatchart.model.level === k", arg=k)
            page.shot(f"level-{level['id']}")
        check(buttons.nth(k).get_attribute("aria-pressed") == "true", f"{level['name']} is pressed")
        drawn = set(words(page)["labels"])
        check(drawn and drawn <= on[k], f"only {level['name']}'s objects are labelled: {sorted(drawn - on[k])}")
        named = set(p.locator("#objects button").evaluate_all("(bs) => bs.map((b) => b.dataset.tribune)"))
        check(named == on[k], f"the sections for screen readers are {level['name']}'s: {sorted(named ^ on[k])}")
        # Where objects of two levels lie on each other, the level shown is the one hit.
        hits = [page.js("([x, y]) => window.seatchart.model.objectAt({ x, y })?.id ?? null", [t["label"]["x"], t["label"]["y"]])
                for t in chart["tribunes"]]
        check(all(h is None or h in on[k] for h in hits) and any(hits),
              f"points hit {level['name']}'s objects only: {[h for h in hits if h and h not in on[k]]}")
    for t in chart["tribunes"]:
        name = t["name"]
        if t["kind"] == "table":
            check(name == f"Table {t['id']}", f"a table is named Table {t['id']}: {name}")
        elif t["kind"] == "standing":
            check(not name.startswith("Tribune") and t["label"]["text"] == name, f"a standing area goes by its name: {name}")
    page.close()


def areas(browser, base, shots, device):
    """A standing area is sold by count: a tap opens its picker (price of a place, places left),
    nothing is held until the buyer says how many; the places join the buyer's list and total,
    another buyer sees the places left fall, and a purchase books them. A box sold whole is
    taken all at once. A double tap on an area opens nothing."""
    for d in for_devices(device):
        areas_on(browser, base, shots, d)


def area_point(page, area_id):
    t = page.tribune(area_id)
    return page.to_screen(t["label"]["x"], t["label"]["y"])


def open_picker(page, area_id):
    page.tap(*area_point(page, area_id))
    page.page.wait_for_function("() => document.getElementById('area-picker').open")


def areas_on(browser, base, shots, device):
    page = Page(browser, base, shots, "areas", device)
    p = page.page
    floor = page.tribune("FLOOR")
    _, status = api(base, "GET", "/api/status")
    left = next(a["left"] for a in status["areas"] if a["area"] == "FLOOR")
    p.wait_for_function("(n) => window.seatchart.model.byID.get('FLOOR').placesLeft === n", arg=left)
    # A double tap on the area zooms and opens nothing.
    page.wait_out_double_tap()
    page.double_tap(*area_point(page, "FLOOR"))
    page.drawn()
    check(not page.js("() => document.getElementById('area-picker').open"), "a double tap opens no picker")
    page.reset()
    # Nor one whose second tap is handled after the first tap's wait: the picker it opened
    # takes that second tap, closes holding nothing, and the view zooms.
    page.wait_out_double_tap()
    before = page.scale()
    page.double_tap(*area_point(page, "FLOOR"), between=lambda: p.wait_for_function("() => document.getElementById('area-picker').open"))
    p.wait_for_function("() => !document.getElementById('area-picker').open")
    p.wait_for_function("(s) => window.seatchart.pixelsPerUnit() > 1.5 * s", arg=before)
    check(not page.holds and not page.js("() => window.seatchart.selection.places.size"), "a late double tap holds nothing")
    page.reset()
    page.wait_out_double_tap()
    open_picker(page, "FLOOR")
    text = p.locator("#area-text").inner_text()
    check("a place" in text and f"{left} places left" in text, f"the picker says the price and what is left: {text!r}")
    check(p.locator("#area-title").inner_text() == floor["name"], "the picker names the area")
    page.shot("picker")
    for _ in range(3):
        p.locator("#area-more").click()
    check(p.locator("#area-quantity").input_value() == "4", "three steps up from one make four")
    check(p.locator("#area-hold").inner_text().startswith("Hold 4 places for "), p.locator("#area-hold").inner_text())
    check(not page.holds, f"nothing is held before the buyer says so: {page.holds}")
    p.locator("#area-hold").click()
    p.wait_for_function("() => window.seatchart.selection.places.get('FLOOR')?.quantity === 4")
    p.wait_for_function("(n) => window.seatchart.model.byID.get('FLOOR').placesLeft === n", arg=left - 4)
    label = words(page)["labels"].get("FLOOR", "")
    check(f"{left - 4} left" in label, f"the area's label says what is left: {label!r}")
    check(p.locator("#count").inner_text() == "4 places", f"the bar counts the places: {p.locator('#count').inner_text()!r}")
    row = p.locator("#selection [data-area=FLOOR]").inner_text()
    check(row.startswith(f"{floor['name']} · 4 places"), f"the list shows the places: {row!r}")
    page.shot("held")
    # The box on the balcony is sold whole.
    p.locator("#levels button").nth(1).click()
    p.wait_for_function("() => window.seatchart.model.level === 1")
    page.drawn()
    page.wait_out_double_tap()
    open_picker(page, "BOX1")
    check(p.locator("#area-stepper").is_hidden(), "a box has no stepper")
    check(p.locator("#area-hold").inner_text().startswith("Hold all 6"), p.locator("#area-hold").inner_text())
    page.shot("box")
    p.locator("#area-hold").click()
    p.wait_for_function("() => window.seatchart.selection.places.get('BOX1')?.quantity === 6")
    check(p.locator("#count").inner_text() == "10 places", f"the bar counts every place: {p.locator('#count').inner_text()!r}")
    # Given back from the list.
    p.locator("#sheet-toggle").click() if device == "phone" else None
    p.locator("#selection [data-area=BOX1] button").click()
    p.wait_for_function("() => !window.seatchart.selection.places.has('BOX1')")
    # Bought.
    p.locator("#buy").click()
    p.wait_for_function("() => document.getElementById('confirm').open")
    confirm = p.locator("#confirm-seats").inner_text()
    check("4 places" in confirm, f"the confirmation lists the places: {confirm!r}")
    p.locator("#confirm-buy").click()
    p.wait_for_function("() => document.getElementById('result').open")
    result = p.locator("#result-text").inner_text()
    check(result.startswith("4 places are yours, for "), f"the result: {result!r}")
    page.shot("bought")
    p.locator("#result-done").click()
    check(page.js("() => window.seatchart.selection.places.size") == 0, "nothing is held after the purchase")
    # For screen readers and the keyboard: the area is named with its price and what is left,
    # and Enter on it opens the picker.
    p.locator("#levels button").nth(0).click()
    p.wait_for_function("() => window.seatchart.model.level === 0")
    button = p.locator("#objects button[data-tribune=FLOOR]")
    p.wait_for_function("(n) => document.querySelector('#objects button[data-tribune=FLOOR]').getAttribute('aria-label').includes(`${n} places left`)",
                        arg=left - 4)
    name = button.get_attribute("aria-label")
    check(name.startswith(floor["name"]) and "a place" in name, f"the area's name for screen readers: {name!r}")
    button.focus()
    p.keyboard.press("Enter")
    p.wait_for_function("() => document.getElementById('area-picker').open")
    p.keyboard.press("Escape")
    p.wait_for_function("() => !document.getElementById('area-picker').open")
    check(not page.js("() => window.seatchart.selection.places.size"), "a picker closed with Escape holds nothing")
    page.close()


def facing(browser, base, shots, device):
    """Seats drawn 12 px or more show which way they face: at 18 px (before seat numbers, at 22,
    are written on them) a seat's picture is not the same turned half round (its back is on
    one side), and it turns with the view, its back on the other side of the screen once the
    view is turned by 180 degrees. Under 12 px a seat may be a plain square."""
    page = Page(browser, base, shots, "facing", "desktop")
    t = page.largest()[0]
    page.open_tribune(t["id"])
    seat = page.seat(page.visible_seat(t["id"]))
    offsets = []
    for angle in (0.0, 3.141592653589793):
        page.js("([x, y, s, a]) => window.seatchart.view.set({ cx: x, cy: y, scale: s, angle: a })",
                [seat["x"], seat["y"], 18 / seat["size"], angle])
        page.drawn()
        mask = seat_mask(page, seat, f"angle-{angle:.1f}")
        flipped = {(-x, -y) for x, y in mask}
        overlap = len(mask & flipped) / max(1, len(mask | flipped))
        check(len(mask) > 60 and overlap < 0.9,
              f"an 18 px seat is not the same turned half round (overlap {overlap:.2f} of {len(mask)} pixels)")
        offsets.append((sum(x for x, _ in mask) / len(mask), sum(y for _, y in mask) / len(mask)))
    (x0, y0), (x1, y1) = offsets
    check(x0 * x1 + y0 * y1 < 0 and abs(x0) + abs(y0) > 0.5,
          f"the seat's weight moves to the other side when the view turns half round: {offsets}")
    page.close()


def seat_mask(page, seat, name):
    """The pixels of the seat's cell (18 x 18 CSS pixels about its centre) that are not the
    cell's background, as offsets from the centre (device pixels)."""
    from PIL import Image
    path = page.shot(name, read=True)
    image = Image.open(path).convert("RGB")
    ratio = image.width / page.page.viewport_size["width"]
    cx, cy = page.to_screen(seat["x"], seat["y"])
    half = int(8.5 * ratio)
    px, py = int(cx * ratio), int(cy * ratio)
    # The background: the most common colour on the cell's border.
    border = [image.getpixel((px + dx, py + dy)) for dx in range(-half, half + 1) for dy in (-half, half)]
    background = max(set(border), key=border.count)
    mask = set()
    for dx in range(-half + 1, half):
        for dy in range(-half + 1, half):
            c = image.getpixel((px + dx, py + dy))
            if sum(abs(c[k] - background[k]) for k in range(3)) > 90:
                mask.add((dx, dy))
    return mask


def tables(browser, base, shots, device):
    """A tap on a chair of a table sold whole takes the whole table (every chair, named by the
    table), and the × on any of its chairs gives the whole table back."""
    for d in for_devices(device):
        tables_on(browser, base, shots, d)


def tables_on(browser, base, shots, device):
    page = Page(browser, base, shots, "tables", device)
    p = page.page
    vip = page.tribune("VIP")
    check(vip.get("table", {}).get("sale") == "whole", f"the VIP table is sold whole: {vip.get('table')}")
    p.locator("#levels button").nth(vip["level"]).click()
    p.wait_for_function("(k) => window.seatchart.model.level === k", arg=vip["level"])
    page.drawn()
    page.open_tribune("VIP")
    chairs = [s["id"] for s in page.seats_of("VIP")]
    free = [s["id"] for s in page.seats_of("VIP") if s["state"] == 0]
    check(len(free) == len(chairs) > 1, f"every chair of the VIP table is free: {len(free)} of {len(chairs)}")
    page.tap_seat(free[len(free) // 2])
    p.wait_for_function("(n) => window.seatchart.selection.seats.size === n", arg=len(chairs))
    count = p.locator("#count").inner_text()
    check(count == f"{len(chairs)} seats", f"the whole table is held: {count!r}")
    token = page.js("() => window.seatchart.selection.token.current.holder")
    _, status = api(base, "GET", "/api/status", token)
    check(sorted(status["held"]) == sorted(chairs), f"the server holds every chair: {status['held']}")
    page.shot("table-held")
    if device == "phone":
        p.locator("#sheet-toggle").click()
    p.locator(f"#selection [data-seat='{chairs[0]}'] button").click()
    p.wait_for_function("() => window.seatchart.selection.seats.size === 0")
    _, status = api(base, "GET", "/api/status", token)
    check(not status["held"], f"the whole table was given back: {status['held']}")
    page.close()
