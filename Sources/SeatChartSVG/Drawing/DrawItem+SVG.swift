import SeatChartGeometry

extension DrawItem {
    /// Writes the items as SVG elements: groups as `<g>`, shapes as `<path>` or `<rect>`,
    /// texts as `<text>`, the seats as their groups (``SeatLayer/write(to:)``).
    public static func write(_ items: [DrawItem], precision: Int, to writer: SVGWriter) {
        let number = { (value: Double) in SVGFormat.number(value, precision: precision) }
        for item in items {
            switch item {
            case .begin(let group):
                writer.start("g")
                writer.attribute("class", ifPresent: group.classes)
                writer.attribute("transform", ifPresent: SVGTransform.text(group.transform, precision: precision))
                writer.attribute("font-size", ifPresent: group.fontSize.map(number))
                for declaration in group.presentation { writer.attribute(declaration.name, declaration.value) }
            case .end:
                writer.end()
            case .shape(let shape):
                writer.write(linked(shape.element(number: number, precision: precision), to: shape.link))
            case .text(let text):
                writer.write(linked(text.element(number: number), to: text.link))
            case .seats(let layer):
                layer.write(to: writer)
            case .picture(let picture):
                writer.start("g")
                writer.attribute("transform", "translate(\(number(picture.origin.x)) \(number(picture.origin.y)))")
                picture.renderer.write(to: writer)
                writer.end()
            }
        }
    }

    /// `element` inside a link to `href`, or as it is.
    private static func linked(_ element: SVGElement, to href: String?) -> SVGElement {
        guard let href else { return element }
        return SVGElement("a", attributes: [SVGAttribute("href", href)], children: [.element(element)])
    }
}

extension DrawShape {
    /// The shape's element: its data attributes, class, geometry, presentation and style, tooltip.
    func element(number: (Double) -> String, precision: Int) -> SVGElement {
        var element: SVGElement
        switch geometry {
        case .path(let path):
            element = SVGElement("path", attributes: data)
            element.set("class", ifPresent: classes)
            element.set("d", SVGFormat.pathData(path, precision: precision))
        case .rect(let x, let y, let width, let height, let rx):
            element = SVGElement("rect", attributes: data)
            element.set("class", ifPresent: classes)
            element.set("x", ifPresent: x.map(number))
            element.set("y", ifPresent: y.map(number))
            element.set("width", number(width))
            element.set("height", number(height))
            element.set("rx", ifPresent: rx.map(number))
        case .page:
            element = SVGElement("rect", attributes: data)
            element.set("class", ifPresent: classes)
            element.set("width", "100%")
            element.set("height", "100%")
        case .circle(let center, let radius):
            element = SVGElement("circle", attributes: data)
            element.set("class", ifPresent: classes)
            element.set("cx", number(center.x))
            element.set("cy", number(center.y))
            element.set("r", number(radius))
        }
        for declaration in presentation { element.set(declaration.name, declaration.value) }
        element.set("stroke-width", ifPresent: strokeWidth.map(number))
        element.set("style", ifPresent: style.isEmpty ? nil : style.map(\.text).joined(separator: ";"))
        if let title { element.append(SVGElement("title", text: title)) }
        return element
    }
}

extension DrawText {
    /// The text's element: class, place (or the turn about it), shift, size, anchor, fill, style.
    func element(number: (Double) -> String) -> SVGElement {
        var element = SVGElement("text", text: text)
        element.set("class", ifPresent: classes)
        if let rotation {
            // Turned back about the text's own point.
            element.set("transform", "translate(\(number(position.x)) \(number(position.y))) rotate(\(number(rotation)))")
        } else {
            element.set("x", number(position.x))
            element.set("y", number(position.y))
        }
        if centredByShift { element.set("dy", ".35em") }
        element.set("font-size", ifPresent: fontSizeAttribute.map(number))
        if boldAttribute { element.set("font-weight", "bold") }
        if centredByAttributes {
            element.set("text-anchor", "middle")
            element.set("dominant-baseline", "central")
        }
        element.set("fill", ifPresent: fill)
        element.set("style", ifPresent: fontSizeStyle.map { "font-size:\(number($0))px" })
        return element
    }
}
