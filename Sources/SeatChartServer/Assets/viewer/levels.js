// The levels of a venue (stalls, balcony): the chart shows one at a time, as the SVG does. A
// venue of several levels gets a switcher in the toolbar, one pressed button per level; the
// chart, the sections for screen readers, taps and the seats loaded follow the level shown.

/** Shows the switcher for `model`'s levels in `element` (left hidden for a venue of one level). */
export function attachLevels(element, { model, onChange }) {
  const levels = model.levels;
  element.hidden = levels.length < 2;
  if (levels.length < 2) return;
  const buttons = levels.map((level, k) => {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = level.name;
    button.dataset.level = level.id;
    button.addEventListener("click", () => {
      if (model.level === k) return;
      model.setLevel(k);
      onChange(k);
    });
    return button;
  });
  const press = () => buttons.forEach((b, k) => b.setAttribute("aria-pressed", String(k === model.level)));
  model.onChange((what) => { if (what === "level") press(); });
  press();
  element.replaceChildren(...buttons);
}
