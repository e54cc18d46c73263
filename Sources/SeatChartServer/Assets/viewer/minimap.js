// The minimap: the whole chart small, with the part the stage shows outlined. Shown for large
// stadiums only.

const SVG = "http://www.w3.org/2000/svg";

export function drawMinimap(svg, group, frame, chart, colors) {
  const b = chart.bounds;
  svg.setAttribute("viewBox", `${b.x} ${b.y} ${b.width} ${b.height}`);
  for (const tribune of chart.tribunes) {
    const path = document.createElementNS(SVG, "path");
    path.setAttribute("d", tribune.outline);
    path.setAttribute("fill", colors.get(tribune.category) ?? "#9aa3b5");
    group.appendChild(path);
  }
  return (view) => {
    frame.setAttribute("points", view.corners().map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`).join(" "));
  };
}
