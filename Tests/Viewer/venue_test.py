"""Scenarios of the venue as drawn: the words on the chart (tribune labels at the overview and
over loaded seats, row letters and seat numbers where seats are large enough) and the levels
of a venue of several (one shown at a time, a switcher, tables and standing areas named as
people call them). Run by viewer_test.py, which lists every scenario."""
from viewer_page import Page, check, for_devices

WORDS = """() => { const w = window.seatchart.painter.words;
    return { labels: Object.fromEntries(w.labels), rowLetters: w.rowLetters, seatNumbers: w.seatNumbers }; }"""


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
