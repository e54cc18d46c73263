// The minimap of large stadiums: the whole chart small, the part the stage shows outlined. It
// is a navigation control (`data-minimap`): a click or tap on it moves the view there, and
// never reaches the chart under it.

const SVG = "http://www.w3.org/2000/svg";

export function attachMinimap(element, { chart, colours, view }) {
  const svg = element.querySelector("svg");
  const group = svg.querySelector("[data-minimap-tribunes]");
  const frame = svg.querySelector("[data-minimap-view]");
  const b = chart.bounds;
  svg.setAttribute("viewBox", `${b.x} ${b.y} ${b.width} ${b.height}`);
  for (const tribune of chart.tribunes) {
    const path = document.createElementNS(SVG, "path");
    path.setAttribute("d", tribune.outline);
    path.setAttribute("fill", colours.get(tribune.category) ?? chart.palette.available);
    group.appendChild(path);
  }
  const toChart = (event) => {
    const point = svg.createSVGPoint();
    point.x = event.clientX;
    point.y = event.clientY;
    return point.matrixTransform(svg.getScreenCTM().inverse());
  };
  element.addEventListener("pointerdown", (event) => { event.stopPropagation(); event.preventDefault(); });
  element.addEventListener("click", (event) => {
    event.stopPropagation();
    const p = toChart(event);
    view.glideTo({ cx: p.x, cy: p.y });
  });
  element.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    view.glideTo({ cx: b.x + b.width / 2, cy: b.y + b.height / 2 });
  });
  return () => {
    frame.setAttribute("points", view.corners().map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`).join(" "));
  };
}
