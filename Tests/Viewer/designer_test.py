"""Browser tests of the designer (`seatchart design`), in Debian's Chromium driven by Playwright.

The Swift suite DesignerBrowserTests starts `seatchart design FILE` on a scratch copy of a
stadium and runs every scenario here in one Chromium:

    designer_test.py BASE_URL FILE SEATCHART SCREENSHOT_FOLDER

Before each scenario the file is put back as it was and its draft removed. Every wait is for an
event (a check answered and drawn, a draft kept, a save answered). A failed check raises; the
process then exits 1 with the reason. Screenshots: SHOTS/designer-SCENARIO-NN-STEP.png."""
import json
import math
import os
import subprocess
import sys


from viewer_page import WAIT_MS, check, chromium, screenshot

DESKTOP = {"viewport": {"width": 1280, "height": 800}}
TABLET = {"viewport": {"width": 820, "height": 1180}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2}


class Designer:
    """The designer's page in one browser context."""

    def __init__(self, browser, base, shots, scenario, device=None):
        self.context = browser.new_context(reduced_motion="reduce", **(device or DESKTOP))
        self.page = self.context.new_page()
        self.page.set_default_timeout(WAIT_MS)
        self.errors = []
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.shots, self.scenario, self.count = shots, scenario, 0
        self.page.goto(base + "/")
        self.page.wait_for_function("() => document.body.dataset.ready === 'designer'")

    def js(self, script, arg=None):
        return self.page.evaluate(script, arg)

    def settled(self):
        self.js("() => window.designer.settled()")

    def shot(self, step):
        self.count += 1
        screenshot(self.page, path=os.path.join(self.shots, f"designer-{self.scenario}-{self.count:02d}-{step}.png"))

    def doc(self):
        return self.js("() => window.designer.document()")

    def section(self, sid):
        return next(s for s in self.doc()["sections"] if s["id"] == sid)

    def box(self, sid):
        return self.js("(id) => window.designer.box(id)", sid)

    def screen(self, x, y):
        p = self.js("([x, y]) => window.designer.toScreen(x, y)", [x, y])
        return p["x"], p["y"]

    def centre(self, sid):
        b = self.box(sid)
        return self.screen(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2)

    def drag(self, frm, to, alt=False, during=None):
        """Drags from `frm` to `to` (page pixels) with the mouse; `during` runs before the release."""
        page = self.page
        page.mouse.move(*frm)
        page.mouse.down()
        if alt:
            page.keyboard.down("Alt")
        page.mouse.move((frm[0] + to[0]) / 2, (frm[1] + to[1]) / 2, steps=4)
        page.mouse.move(*to, steps=4)
        seen = during() if during else None
        page.mouse.up()
        if alt:
            page.keyboard.up("Alt")
        self.settled()
        return seen

    def close(self):
        # A refused save is an answer the page shows; the browser logs it as a failed load.
        errors = [e for e in self.errors if "status of 422" not in e and "status of 409" not in e]
        check(not errors, f"no errors on the page: {errors}")
        self.context.close()


def reset(path, original):
    with open(path, "w") as f:
        f.write(original)
    if os.path.exists(path + ".draft"):
        os.remove(path + ".draft")


def on_disk(path):
    with open(path) as f:
        return f.read()


# MARK: - Scenarios


def snapping(browser, base, path, tool, shots):
    """N2 dragged to 3 px right of N1's right edge and 3 px below its top: it snaps exactly (its
    left edge on N1's right, its centre's y equal to N1's in the saved file) and guides show
    during the drag; with Alt held the same drag does not snap."""
    d = Designer(browser, base, shots, "snapping")
    d.shot("open")
    n1, n2 = d.box("N1"), d.box("N2")
    scale = d.js("() => window.designer.pixelsPerUnit()")
    grab = d.centre("N2")
    dx = (n1["x"] + n1["width"] - n2["x"]) * scale + 3
    dy = (n1["y"] - n2["y"]) * scale + 3
    guides = d.drag(grab, (grab[0] + dx, grab[1] + dy), during=lambda: (
        d.shot("guides"), d.js("() => [...document.querySelectorAll('[data-guide]')].map(g => g.dataset.guide)"))[1])
    check(guides and "x" in guides and "y" in guides, f"guides show for both alignments during the drag: {guides}")
    check(d.js("() => document.querySelectorAll('[data-guide]').length") == 0, "no guide after the drop")
    after = d.box("N2")
    check(abs(after["x"] - (n1["x"] + n1["width"])) < 1e-9, f"N2's left edge on N1's right edge: {after} {n1}")
    d.page.get_by_role("button", name="Save", exact=True).click()
    d.page.wait_for_function("() => document.body.dataset.saved !== undefined")
    saved = {s["id"]: s for s in json.loads(on_disk(path))["sections"]}
    check(saved["N2"]["center"][1] == saved["N1"]["center"][1], f"equal y in the saved file: {saved['N2']['center']} {saved['N1']['center']}")
    check(abs(saved["N2"]["center"][0] - saved["N1"]["center"][0] - 9.6) < 1e-9, f"N2 right beside N1 in the saved file: {saved['N2']['center']}")
    check(not os.path.exists(path + ".draft"), "saving removes the draft")
    text = on_disk(path)
    check('{ "id": "N1", "type": "rect", "center": [-12, -22], "rows": 4, "seatsPerRow": 12, "rotation": 0, "category": "A" }' in text,
          "an untouched section keeps its bytes")
    check(text.startswith('{\n  "schema": 1,\n  "name": "Plaza Ground",'), "the file keeps its key order and layout")
    d.shot("saved")
    # Alt: a drag moves freely, and one to 3 px off N1's edge again does not snap.
    before = d.box("N2")
    grab = d.centre("N2")
    d.drag(grab, (grab[0] + 40, grab[1] + 30), alt=True)
    moved = d.box("N2")
    check(abs(moved["x"] - before["x"] - 40 / scale) < 0.02 and abs(moved["y"] - before["y"] - 30 / scale) < 0.02,
          f"Alt-drag moves freely: {before} -> {moved}")
    grab = d.centre("N2")
    d.drag(grab, (grab[0] + (n1["x"] + n1["width"] - moved["x"]) * scale + 3, grab[1]), alt=True)
    free = d.box("N2")
    check(abs(free["x"] - (n1["x"] + n1["width"]) - 3 / scale) < 0.02, f"Alt-drag does not snap: {free['x']} vs {n1['x'] + n1['width']}")
    d.close()


def spacing(browser, base, path, tool, shots):
    """S1 dragged to 3 px short of N1's gap to N2, left of N1: equal spacing snaps it (the same
    gap on both sides of N1, to the number) and both gaps show as guides during the drag."""
    d = Designer(browser, base, shots, "spacing")
    n1, n2, s1 = d.box("N1"), d.box("N2"), d.box("S1")
    gap = n2["x"] - (n1["x"] + n1["width"])
    scale = d.js("() => window.designer.pixelsPerUnit()")
    grab = d.centre("S1")
    dx = (n1["x"] - gap - (s1["x"] + s1["width"])) * scale - 3
    dy = (n1["y"] + n1["height"] / 2 - (s1["y"] + s1["height"] / 2)) * scale + 2
    guides = d.drag(grab, (grab[0] + dx, grab[1] + dy), during=lambda: (
        d.shot("gaps"), d.js("() => [...document.querySelectorAll('[data-guide]')].map(g => g.dataset.guide)"))[1])
    check(guides.count("gap-x") == 2, f"both gaps show: {guides}")
    after = d.box("S1")
    check(abs(n1["x"] - (after["x"] + after["width"]) - gap) < 1e-9, f"the same gap: {n1['x'] - (after['x'] + after['width'])} and {gap}")
    d.close()


def undo_redo(browser, base, path, tool, shots):
    """A drag, a key move and a property edit undone and redone, with buttons and keys: each
    step gives back the document exactly."""
    d = Designer(browser, base, shots, "undo")
    steps = [d.doc()]
    grab = d.centre("S1")
    d.drag(grab, (grab[0] + 37, grab[1] + 11), alt=True)
    steps.append(d.doc())
    d.page.keyboard.press("ArrowLeft")
    d.settled()
    steps.append(d.doc())
    d.page.locator('[data-key="rows"]').fill("2")
    d.page.locator('[data-key="rows"]').press("Enter")
    d.settled()
    steps.append(d.doc())
    check(steps[3]["sections"][2]["rows"] == 2, "the property panel changed rows")
    check(len({json.dumps(s) for s in steps}) == 4, f"four different steps: {[s['sections'][2] for s in steps]}")
    d.page.get_by_role("button", name="Undo", exact=True).click()
    d.settled()
    check(d.doc() == steps[2], "Undo gives back the step before, exactly")
    d.page.locator("#stage").focus()
    d.page.keyboard.press("Control+z")
    d.settled()
    check(d.doc() == steps[1], "Ctrl+Z undoes again")
    d.page.keyboard.press("Control+z")
    d.settled()
    check(d.doc() == steps[0], "back to the file as opened")
    check(d.page.get_by_role("button", name="Undo", exact=True).is_disabled(), "nothing left to undo")
    d.page.get_by_role("button", name="Redo", exact=True).click()
    d.settled()
    check(d.doc() == steps[1], "Redo")
    d.page.keyboard.press("Control+Shift+z")
    d.page.keyboard.press("Control+Shift+z")
    d.settled()
    check(d.doc() == steps[3], "Ctrl+Shift+Z redoes to the last step, exactly")
    d.close()


def overlap(browser, base, path, tool, shots):
    """N2 dropped onto N1: the problem shows on the object, in the validator's words, and Save
    refuses, leaving the file as it was. Two sections with one id are both drawn, the
    duplicate on the second, which a rename clears."""
    d = Designer(browser, base, shots, "overlap")
    original = on_disk(path)
    grab, onto = d.centre("N2"), d.centre("N1")
    d.drag(grab, (onto[0] + 25, onto[1] + 7), alt=True)
    problem = d.js("() => document.querySelector('[data-object=\"N2\"]').dataset.problem || ''")
    check("overlaps" in problem, f"the problem is drawn on N2, in the validator's words: {problem!r}")
    check(d.js("() => document.querySelectorAll('[data-problem-mark]').length") >= 1, "a mark on the object")
    check("overlaps" in d.page.locator("#problems").inner_text(), "the problem is listed")
    d.shot("overlap")
    d.page.keyboard.press("Control+s")
    d.page.wait_for_function("() => document.getElementById('status').textContent.startsWith('Not saved')")
    check(on_disk(path) == original, "Save refused: the file is untouched")
    d.shot("refused")
    # S1 renamed N2: both N2s drawn where they are, the duplicate on the second, which is
    # selected by its place; renamed again from the panel, the problem goes.
    d.page.get_by_role("button", name="Undo", exact=True).click()
    d.settled()
    d.page.mouse.click(*d.centre("S1"))
    d.page.locator('[data-key="id"]').fill("N2")
    d.page.locator('[data-key="id"]').press("Enter")
    d.settled()
    check(d.js("() => window.designer.selection()") == ["sections[2]"], f"the copy stays selected, by its place: {d.js('() => window.designer.selection()')}")
    drawn = d.js("() => [...document.querySelectorAll('[data-object]')].map((g) => g.dataset.object)")
    check("N2" in drawn and "sections[2]" in drawn, f"both objects with the id N2 are drawn: {drawn}")
    check(d.box("sections[2]")["y"] > d.box("N2")["y"] + 20, f"each where it is: {d.box('N2')} {d.box('sections[2]')}")
    problem = d.js("() => document.querySelector('[data-object=\"sections[2]\"]').dataset.problem || ''")
    check('duplicate id "N2"' in problem and not d.js("() => document.querySelector('[data-object=\"N2\"]').dataset.problem"), f"the duplicate on the second only: {problem!r}")
    d.shot("duplicate-id")
    d.page.mouse.click(*d.centre("N1"))
    d.page.mouse.click(*d.centre("sections[2]"))
    check(d.js("() => window.designer.selection()") == ["sections[2]"], "the copy is selected by a click")
    d.page.locator('[data-key="id"]').fill("S2")
    d.page.locator('[data-key="id"]').press("Enter")
    d.settled()
    check(d.js("() => document.getElementById('validity').textContent") == "Valid", f"renamed, the problem goes: {d.page.locator('#problems').inner_text()}")
    check(d.js("() => window.designer.selection()") == ["S2"] and d.section("S2")["center"] == [0, 24], f"the copy is S2: {d.doc()['sections']}")
    d.close()


def draft(browser, base, path, tool, shots):
    """A change goes into FILE.draft at once; reopening offers it, and restoring it gives the
    changed document back (Undo returns to the file)."""
    d = Designer(browser, base, shots, "draft")
    picture = os.path.join(shots, "designer-background.svg")
    with open(picture, "w") as f:
        f.write('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#c33"/></svg>')
    d.page.locator('#background input[name="file"]').set_input_files(picture)
    d.page.wait_for_function("() => document.body.dataset.draft === 'kept'")
    d.page.locator('#background input[name="opacity"]').fill("0.3")
    d.page.locator('#background input[name="opacity"]').dispatch_event("change")
    grab = d.centre("N1")
    d.drag(grab, (grab[0] - 30, grab[1] - 20), alt=True)
    changed = d.doc()
    check(os.path.exists(path + ".draft"), "the draft is beside the file")
    kept = json.loads(on_disk(path + ".draft"))
    check(kept["document"] == changed, "the draft holds the changed document")
    check(kept["background"]["href"].startswith("data:image/svg+xml") and kept["background"]["opacity"] == 0.3,
          "the draft keeps the background picture and its opacity")
    check("background" not in on_disk(path) and "data:image" not in json.dumps(changed), "never the stadium file")
    d.close()
    again = Designer(browser, base, shots, "draft")
    again.page.wait_for_selector("#draft-offer:not([hidden])")
    check(again.js("() => document.activeElement.id") == "draft-restore", "the offer takes the keyboard's focus")
    again.shot("offered")
    again.page.keyboard.press("Enter")
    again.settled()
    check(again.js("() => document.activeElement.id") == "stage", "and gives it back to the chart")
    check(again.doc() == changed, "the restored draft is the changed document")
    check(again.js("() => document.getElementById('background-image').getAttribute('opacity')") == "0.3", "and its background")
    again.shot("restored")
    again.page.get_by_role("button", name="Undo", exact=True).click()
    again.settled()
    check(again.doc() == json.loads(on_disk(path)), "Undo after restoring returns to the file")
    again.page.get_by_role("button", name="Redo", exact=True).click()
    again.settled()
    again.page.keyboard.press("Control+s")
    again.page.wait_for_function("() => document.getElementById('status').textContent.startsWith('Saved')")
    check(json.loads(on_disk(path)) == changed and "data:image" not in on_disk(path), "saved, the picture not in the file")
    again.close()
    third = Designer(browser, base, shots, "draft")
    check(third.js("() => document.getElementById('draft-offer').hidden"), "nothing unsaved is offered after the save")
    check(third.js("() => document.getElementById('background-image').getAttribute('opacity')") == "0.3",
          "the background picture is still there after the save")
    third.close()


def palette(browser, base, path, tool, shots):
    """A table, a standing area and a rows section added from the palette and placed through
    their properties: the saved file validates and renders."""
    d = Designer(browser, base, shots, "palette")
    places = {"Table": (-26, 0), "Standing area": (28, 0), "Rows section": (0, -32)}
    for name, (x, y) in places.items():
        d.page.get_by_role("button", name=name, exact=True).click()
        d.settled()
        d.page.locator('[data-key="center.0"], [data-key="rows"]').first.wait_for()
        if name == "Rows section":
            rows = [{"from": [x - 4, y + k], "to": [x + 4, y + k], "seats": 10} for k in range(3)]
            area = d.page.locator('textarea[data-key="rows"]')
            area.fill(json.dumps(rows))
            area.dispatch_event("change")
        else:
            for i, v in enumerate((x, y)):
                d.page.locator(f'[data-key="center.{i}"]').fill(str(v))
                d.page.locator(f'[data-key="center.{i}"]').press("Enter")
                d.settled()
        if name == "Table":
            d.page.locator('[data-key="chairs"]').fill("6")
            d.page.locator('[data-key="chairs"]').press("Enter")
        if name == "Standing area":
            d.page.locator('[data-key="capacity"]').fill("120")
            d.page.locator('[data-key="capacity"]').press("Enter")
        d.settled()
    d.shot("added")
    kinds = sorted(s.get("type") for s in d.doc()["sections"][3:])
    check(kinds == ["rows", "standing", "table"], f"three objects added: {kinds}")
    check(d.js("() => document.getElementById('validity').textContent") == "Valid",
          f"valid: {d.page.locator('#problems').inner_text()}")
    seats = d.js("() => Number(document.querySelector('[data-total-seats]').dataset.totalSeats)")
    d.page.get_by_role("button", name="Save", exact=True).click()
    d.page.wait_for_function("() => document.body.dataset.saved !== undefined")
    run = subprocess.run([tool, "validate", path, "--json"], capture_output=True, text=True)
    check(run.returncode == 0, f"the saved file validates: {run.stdout} {run.stderr}")
    check(json.loads(run.stdout)["seats"] == seats, f"the counts agree with validate: {seats} {run.stdout}")
    svg = os.path.join(shots, "designer-palette.svg")
    run = subprocess.run([tool, "render", path, "-o", svg], capture_output=True, text=True)
    check(run.returncode == 0 and os.path.getsize(svg) > 0, f"the saved file renders: {run.stderr}")
    d.close()


def arcs_rings(browser, base, path, tool, shots):
    """An arc section and a bowl ring added from the palette: the arc placed through its
    centre, the ring laid out outside the first (it follows the field: the arrows do not move
    it, its offset does, typed or dragged); the saved file validates with the page's counts."""
    d = Designer(browser, base, shots, "arcs")
    d.page.get_by_role("button", name="Arc section", exact=True).click()
    d.settled()
    arc = d.doc()["sections"][-1]
    check(arc["type"] == "arc" and arc["id"] == "A1", f"an arc section added: {arc}")
    check(d.js("() => window.designer.selection()") == ["A1"], "and selected")
    for i, v in enumerate((-40, 14)):
        d.page.locator(f'[data-key="center.{i}"]').fill(str(v))
        d.page.locator(f'[data-key="center.{i}"]').press("Enter")
        d.settled()
    d.page.get_by_role("button", name="Bowl ring", exact=True).click()
    d.settled()
    rings = d.doc()["bowl"]["rings"]
    check(len(rings) == 2 and rings[1]["tribunes"] == rings[0]["tribunes"], f"a second ring, its tribunes as the first's: {rings}")
    inner, outer = d.box("ring-1"), d.box("ring-2")
    check(outer["x"] < inner["x"] and outer["y"] < inner["y"], f"the ring laid out outside the first: {inner} {outer}")
    check(d.js("() => window.designer.selection()") == ["ring-2"], "the ring is selected")
    check(d.page.locator('[data-turn-handle]').count() == 0, "a ring has no turning handle")
    d.page.keyboard.press("ArrowRight")
    d.settled()
    check(d.doc()["bowl"]["rings"][1] == rings[1], "the arrows do not move a ring")
    d.page.locator('[data-key="offset"]').fill("1")
    d.page.locator('[data-key="offset"]').press("Enter")
    d.settled()
    check(abs(d.box("ring-2")["x"] - outer["x"] - 1) < 1e-6, f"its offset moves it, 1 m inwards: {outer} -> {d.box('ring-2')}")
    # Dragged by its side, 2 m outwards: its offset grows by 2 m (the rings follow the field).
    moved = d.box("ring-2")
    grab = d.screen(moved["x"] + 0.3, moved["y"] + moved["height"] / 2)
    hit = d.js("([x, y]) => document.elementFromPoint(x, y)?.closest('[data-object]')?.dataset.object", list(grab))
    check(hit == "ring-2", f"the ring's side takes the pointer: {hit}")
    before = d.js("() => document.querySelector('[data-object=\"ring-2\"] .outline').getBBox().x")

    def outline_during():
        # Before the release: the server's outline of the ring at the offset dragged to.
        d.page.wait_for_function("() => Math.abs(Number(document.querySelector('[data-ring-preview=\"ring-2\"]')?.dataset.offset) - 3) < 0.02")
        d.shot("ring-outline")
        return d.js("() => document.querySelector('[data-ring-preview=\"ring-2\"]').getBBox().x")

    during = d.drag(grab, (grab[0] - 2 * d.js("() => window.designer.pixelsPerUnit()"), grab[1]), during=outline_during)
    check(abs(during - (before - 2)) < 0.02, f"an outline drawn 2 m outwards before the release: {before} -> {during}")
    check(d.page.locator("[data-ring-preview]").count() == 0, "and gone once the ring is laid out there")
    check(abs(d.doc()["bowl"]["rings"][1]["offset"] - 3) < 0.02, f"dragged 2 m outwards, its offset 1 -> 3: {d.doc()['bowl']['rings'][1]}")
    check(abs(d.box("ring-2")["x"] - (moved["x"] - 2)) < 0.02, f"and it is laid out there: {moved} -> {d.box('ring-2')}")
    d.shot("ring-dragged")
    d.page.get_by_role("button", name="Undo", exact=True).click()
    d.settled()
    check(d.doc()["bowl"]["rings"][1]["offset"] == 1, "one step: Undo puts the offset back")
    d.shot("added")
    check(d.js("() => document.getElementById('validity').textContent") == "Valid", f"valid: {d.page.locator('#problems').inner_text()}")
    seats = d.js("() => Number(document.querySelector('[data-total-seats]').dataset.totalSeats)")
    d.page.get_by_role("button", name="Save", exact=True).click()
    d.page.wait_for_function("() => document.body.dataset.saved !== undefined")
    run = subprocess.run([tool, "validate", path, "--json"], capture_output=True, text=True)
    check(run.returncode == 0, f"the saved file validates: {run.stdout} {run.stderr}")
    check(json.loads(run.stdout)["seats"] == seats, f"the counts agree with validate: {seats} {run.stdout}")
    d.close()


LEVELS = {"levels": [{"id": "ground", "name": "Ground"}, {"id": "gallery", "name": "Gallery"}]}


def levels(browser, base, path, tool, shots):
    """A file of two levels: a switcher shows one level at a time (the other's objects hidden
    and out of reach), overlaps are the validator's (per level), and an object added while the
    gallery is shown lies on the gallery."""
    stadium = json.loads(on_disk(path))
    stadium = {**{k: v for k, v in stadium.items() if k != "sections"}, **LEVELS, "sections": stadium["sections"] + [
        {"id": "G1", "type": "rect", "level": "gallery", "center": [-12, -22], "rows": 2, "seatsPerRow": 12}]}
    stadium["sections"][2]["level"] = "gallery"
    with open(path, "w") as f:
        json.dump(stadium, f, indent=2)
    d = Designer(browser, base, shots, "levels")
    check(d.page.locator("#level-choice").is_visible(), "a level switcher")
    check(sorted(d.js("() => window.designer.shown()")) == ["N1", "N2", "ring-1"], f"the ground's objects: {d.js('() => window.designer.shown()')}")
    check(not d.page.locator('[data-object="G1"]').is_visible(), "G1 (the gallery's) hidden")
    check(d.js("() => document.getElementById('validity').textContent") == "Valid", "G1 over N1 on another level: valid")
    d.shot("ground")
    d.page.locator("#level").select_option("gallery")
    d.page.wait_for_function("() => document.body.dataset.level === 'gallery'")
    d.settled()
    check(sorted(d.js("() => window.designer.shown()")) == ["G1", "S1"], f"the gallery's objects: {d.js('() => window.designer.shown()')}")
    check(d.page.locator('[data-object="G1"]').is_visible() and not d.page.locator('[data-object="N1"]').is_visible(), "G1 shown, N1 hidden")
    d.page.get_by_role("button", name="Table", exact=True).click()
    d.settled()
    table = d.doc()["sections"][-1]
    check(table.get("level") == "gallery", f"the table is on the gallery: {table}")
    check(table["id"] in d.js("() => window.designer.shown()"), "and shown")
    d.shot("gallery")
    d.close()


def keyboard(browser, base, path, tool, shots):
    """Keyboard only: Tab to an object (named with its kind and id), Enter selects it, arrows
    move it (Shift: 1 m), Q turns it 15°, Delete removes it, Ctrl+D duplicates."""
    d = Designer(browser, base, shots, "keyboard")
    d.page.locator("#stage").focus()
    names = []
    for _ in range(8):
        d.page.keyboard.press("Tab")
        names.append(d.js("() => document.activeElement.getAttribute('aria-label') || document.activeElement.id"))
        if (names[-1] or "").startswith("Section N2"):
            break
    check(names[-1].startswith("Section N2, 48 seats"), f"Tab reaches N2, named with its kind and id: {names}")
    d.page.keyboard.press("Enter")
    check(d.js("() => window.designer.selection()") == ["N2"], "Enter selects it")
    for key in ["ArrowRight", "ArrowRight", "ArrowRight", "Shift+ArrowDown"]:
        d.page.keyboard.press(key)
    d.settled()
    check(d.section("N2")["center"] == [6.3, -21], f"moved by 0.3 and 1: {d.section('N2')['center']}")
    d.page.keyboard.press("e")
    d.settled()
    check(d.section("N2")["rotation"] == 15, f"E turns 15°: {d.section('N2')}")
    d.page.keyboard.press("Control+d")
    d.settled()
    check(len(d.doc()["sections"]) == 4, "Ctrl+D duplicates")
    d.page.keyboard.press("Delete")
    d.settled()
    check(len(d.doc()["sections"]) == 3, "Delete removes the copy")
    d.shot("keyboard")
    # Shift+drag on the empty chart: a marquee over N1 and N2 selects both; a drag moves both.
    n1, n2 = d.box("N1"), d.box("N2")
    a = d.screen(n1["x"] - 1, n1["y"] - 1)
    b = d.screen(n2["x"] + n2["width"] + 1, n2["y"] + n2["height"] + 1)
    d.page.keyboard.down("Shift")
    d.page.mouse.move(*a)
    d.page.mouse.down()
    d.page.mouse.move(*b, steps=4)
    d.page.mouse.up()
    d.page.keyboard.up("Shift")
    check(sorted(d.js("() => window.designer.selection()")) == ["N1", "N2"], f"the marquee selects N1 and N2: {d.js('() => window.designer.selection()')}")
    before = [d.section("N1")["center"], d.section("N2")["center"]]
    d.page.keyboard.press("Shift+ArrowUp")
    d.settled()
    check([d.section("N1")["center"], d.section("N2")["center"]] == [[p[0], p[1] - 1] for p in before], "both move as one")
    d.close()


def turning(browser, base, path, tool, shots):
    """The turning handle: dragged a quarter turn about N2's centre, N2 turns 90° (snapped to
    15° steps), shown turned during the drag; Undo turns it back."""
    d = Designer(browser, base, shots, "turning")
    d.page.locator('[data-object="N2"]').click()
    d.settled()
    handle = d.page.locator('[data-turn-handle="N2"]')
    box = handle.bounding_box()
    h = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    c = d.centre("N2")
    r = c[1] - h[1]
    page = d.page
    page.mouse.move(*h)
    page.mouse.down()
    for k in range(1, 7):
        a = -math.pi / 2 + k * (math.pi / 2 + 0.03) / 6
        page.mouse.move(c[0] + r * math.cos(a), c[1] + r * math.sin(a))
    turned = d.js("() => document.querySelector('[data-object=\"N2\"]').getAttribute('transform') || ''")
    d.shot("turning")
    page.mouse.up()
    d.settled()
    check(turned.startswith("rotate(90 "), f"shown turned by 90° during the drag: {turned!r}")
    check(d.section("N2")["rotation"] == 90, f"N2 turned to 90°: {d.section('N2')}")
    d.shot("turned")
    d.page.get_by_role("button", name="Undo", exact=True).click()
    d.settled()
    check(d.section("N2")["rotation"] == 0, "Undo turns it back")
    d.close()


def screens(browser, base, path, tool, shots):
    """The page at 1280 x 800 and on a tablet (touch: a drag with one finger moves an object)."""
    d = Designer(browser, base, shots, "screens")
    d.page.locator('[data-object="N1"]').click()
    d.settled()
    d.shot("desktop-1280x800")
    for selector in ["#save", "#undo", "#redo", "#problems", "#properties"]:
        box = d.page.locator(selector).bounding_box()
        check(box and box["y"] + min(box["height"], 20) <= 800 and box["x"] + min(box["width"], 20) <= 1280, f"{selector} on screen: {box}")
    d.close()
    t = Designer(browser, base, shots, "screens", TABLET)
    before = t.box("S1")
    x, y = t.centre("S1")
    cdp = t.context.new_cdp_session(t.page)
    points = [(x, y), (x + 20, y + 10), (x + 40, y + 20), (x + 60, y + 30)]
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for px, py in points[1:]:
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": px, "y": py}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    t.settled()
    after = t.box("S1")
    check(after["x"] > before["x"] and after["y"] > before["y"], f"a finger drags S1: {before} -> {after}")
    t.shot("tablet")
    t.close()


def safety(browser, base, path, tool, shots):
    """A held arrow key (30 repeats at once) sends one check and one draft at a time, the latest
    document winning; a save after the file changed on disk is refused, naming the file, and
    the page and the draft keep the changes."""
    d = Designer(browser, base, shots, "safety")
    flight = {"now": 0, "most": 0, "checks": 0, "drafts": 0}

    def started(request):
        if "/api/design/" in request.url and request.method in ("POST", "PUT"):
            flight["now"] += 1
            flight["most"] = max(flight["most"], flight["now"])
            flight["checks" if request.url.endswith("/check") else "drafts"] += 1

    def ended(request):
        if "/api/design/" in request.url and request.method in ("POST", "PUT"):
            flight["now"] -= 1

    d.page.on("request", started)
    d.page.on("requestfinished", ended)
    d.page.on("requestfailed", ended)
    d.page.locator('[data-object="N2"]').click()
    d.settled()
    flight.update(most=0, checks=0, drafts=0)
    start = d.section("N2")["center"]
    d.js("""() => { const g = document.querySelector('[data-object="N2"]');
        for (let i = 0; i < 30; i++) g.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', repeat: i > 0, bubbles: true })); }""")
    d.settled()
    check(abs(d.section("N2")["center"][0] - (start[0] + 3)) < 1e-9, f"30 steps of 0.1 m: {start} -> {d.section('N2')['center']}")
    check(flight["checks"] <= 2 and flight["drafts"] <= 2, f"the 30 changes sent as at most 2 checks and 2 drafts: {flight}")
    check(flight["most"] <= 2, f"at most one check and one draft in flight: {flight}")
    check(abs(d.box("N2")["x"] - (d.section("N2")["center"][0] - 4.8)) < 1e-6, f"the latest document is drawn: {d.box('N2')}")
    d.shot("held-key")
    moved = d.doc()
    elsewhere = on_disk(path).replace('"name": "Plaza Ground"', '"name": "Plaza Ground (edited elsewhere)"')
    with open(path, "w") as f:
        f.write(elsewhere)
    d.page.keyboard.press("Control+s")
    d.page.wait_for_function("() => document.getElementById('status').textContent.startsWith('Not saved')")
    status = d.page.locator("#status").inner_text()
    check("changed on disk" in status and os.path.basename(path) in status, f"the refusal names the file: {status!r}")
    check(on_disk(path) == elsewhere, "the edit made elsewhere is kept")
    check(d.doc() == moved, "the page keeps its changes")
    check(json.loads(on_disk(path + ".draft"))["document"] == moved, "and so does the draft")
    check(d.page.locator("#save-refused").is_visible(), "the refusal offers its ways on: Reload and Save as")
    d.shot("changed-on-disk")
    # Save as: the page's document as a new file beside the one edited, which stays as it is.
    mine = os.path.join(os.path.dirname(path), "plaza-mine.json")
    if os.path.exists(mine):
        os.remove(mine)
    d.page.locator("#save-as-name").fill("plaza-mine.json")
    d.page.locator("#save-as").click()
    d.page.wait_for_function("() => document.getElementById('status').textContent.startsWith('Saved as')")
    check(json.loads(on_disk(mine)) == moved, "Save as wrote the page's document beside the file")
    check(on_disk(path) == elsewhere, "and left the file edited elsewhere as it is")
    os.remove(mine)
    # Reload: the file's new version, and the draft with the page's changes offered to restore.
    d.page.locator("#status").evaluate("(status) => { status.textContent = ''; }")
    with d.page.expect_navigation():
        d.page.locator("#save-reload").click()
    d.page.wait_for_function("() => document.body.dataset.ready === 'designer'")
    check(d.doc()["name"] == "Plaza Ground (edited elsewhere)", f"Reload shows the file's new version: {d.doc()['name']!r}")
    check(d.page.locator("#draft-offer").is_visible(), "and offers the draft with the page's changes")
    d.page.locator("#draft-restore").click()
    d.page.wait_for_function("() => document.getElementById('status').textContent !== ''")
    check(d.doc() == moved, "restored, the page has its changes again, on the new version's base")
    d.shot("reloaded")
    d.close()


SCENARIOS = [snapping, spacing, undo_redo, overlap, draft, safety, palette, arcs_rings, levels, keyboard, turning, screens]

if __name__ == "__main__":
    base, path, tool, shots = sys.argv[1:5]
    only = sys.argv[5:]
    original = on_disk(path)
    with chromium() as browser:
        try:
            for scenario in SCENARIOS:
                if only and scenario.__name__ not in only:
                    continue
                reset(path, original)
                scenario(browser, base, path, tool, shots)
                print(f"{scenario.__name__}: passed", flush=True)
        finally:
            reset(path, original)
