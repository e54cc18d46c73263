// A picture under the chart to trace (PNG, JPEG or SVG), read in the page as a data URL: its
// width in chart units (the scale), its offset (top-left corner), its opacity and a lock that
// freezes them. Kept in the draft beside the file, never in the stadium file.

const SVG = "http://www.w3.org/2000/svg";

export function attachBackground({ world, controls, onChange }) {
  const image = document.createElementNS(SVG, "image");
  image.setAttribute("id", "background-image");
  image.setAttribute("preserveAspectRatio", "xMinYMin meet");
  world.insertBefore(image, world.firstChild);
  const input = (name) => controls.querySelector(`[name="${name}"]`);
  let state = null;

  const show = () => {
    image.toggleAttribute("hidden", !state);
    for (const name of ["width", "x", "y", "opacity"]) {
      input(name).disabled = !state || state.locked;
      if (state) input(name).value = String(state[name]);
    }
    input("locked").disabled = !state;
    input("locked").checked = Boolean(state?.locked);
    input("remove").disabled = !state;
    if (!state) { image.removeAttribute("href"); return; }
    image.setAttribute("href", state.href);
    image.setAttribute("x", state.x);
    image.setAttribute("y", state.y);
    image.setAttribute("width", state.width);
    image.setAttribute("height", state.width * 4);
    image.setAttribute("opacity", state.opacity);
  };

  input("file").addEventListener("change", () => {
    const file = input("file").files?.[0];
    if (!file || !/^image\/(png|jpeg|svg\+xml)$/.test(file.type)) return;
    const reader = new FileReader();
    reader.onload = () => {
      state = { href: reader.result, x: -50, y: -50, width: 100, opacity: 0.5, locked: false };
      show();
      onChange();
    };
    reader.readAsDataURL(file);
  });
  for (const name of ["width", "x", "y", "opacity"]) {
    input(name).addEventListener("change", () => {
      const n = Number(input(name).value);
      if (!state || !Number.isFinite(n)) return;
      state[name] = name === "opacity" ? Math.min(1, Math.max(0, n)) : name === "width" ? Math.max(0.1, n) : n;
      show();
      onChange();
    });
  }
  input("locked").addEventListener("change", () => { if (state) { state.locked = input("locked").checked; show(); onChange(); } });
  input("remove").addEventListener("click", () => { state = null; show(); onChange(); });
  show();

  return {
    /** What the draft keeps. */
    state: () => state,
    /** Puts back what a draft kept. */
    restore(kept) {
      state = kept && typeof kept.href === "string" && /^data:image\/(png|jpeg|svg\+xml)[;,]/.test(kept.href) ? { ...kept } : null;
      show();
    },
    /** Whether the picture is being placed (it takes the pointer). */
    placing: () => false,
  };
}
