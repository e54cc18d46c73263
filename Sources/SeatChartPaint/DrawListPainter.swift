import CRsvg
import Dispatch
import SeatChartGeometry
import SeatChartSVG
import Synchronization

/// Walks a draw list on a cairo context: groups push their transform and style, shapes and
/// texts are filled and stroked in the style their classes select, seats are painted by
/// ``SeatLayerPainter``.
struct DrawListPainter {
    let cairo: OpaquePointer
    let resolver: StyleResolver
    let precision: Int
    /// The picture's size in its own units (the whole page of a `.page` shape).
    let size: Size
    /// Where pictures with a reuse key are painted once and copied from; nil paints each.
    let pictures: PictureCache?
    /// The style of each open group, the outermost first (the root's at index 0).
    private(set) var styles = [PaintStyle()]
    /// The open groups as selectors see them.
    private(set) var ancestors: [StyleResolver.Element] = []

    init(cairo: OpaquePointer, rules: [StyleRule], precision: Int, size: Size, pictures: PictureCache? = nil) {
        self.cairo = cairo
        self.size = size
        self.pictures = pictures
        self.resolver = StyleResolver(rules: rules)
        self.precision = precision
        cairo_set_miter_limit(cairo, 4)  // SVG's default
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        TextPainter.prepare(cairo)
    }

    mutating func paint(_ items: [DrawItem]) {
        let ahead = paintedAhead(items)
        for (index, item) in items.enumerated() {
            switch item {
            case .begin(let group): begin(group)
            case .end: end()
            case .shape(let shape): paint(shape)
            case .text(let text): TextPainter(painter: self).paint(text)
            case .seats(let layer): SeatLayerPainter(painter: self).paint(layer)
            case .picture(let picture):
                if let (painted, x, y) = ahead[index] {
                    painted.paint(on: cairo, x: x, y: y)
                } else {
                    paint(picture)
                }
            }
        }
    }

    /// The pictures among `items` outside any group (a ticket's panels), when this context
    /// paints an image in whole pixels: each painted into pixels of its own (or found in
    /// ``pictures``), side by side on every core, with the device pixel its top left pixel
    /// goes to. The sheet then lays them over its cards in their turn. In a batch (with
    /// ``pictures``) only the pictures with a reuse key: the batch keeps every core busy with
    /// sheets already, and the others are painted straight onto the sheet.
    private func paintedAhead(_ items: [DrawItem]) -> [Int: (PaintedPicture, x: Int, y: Int)] {
        var depth = 0
        var found: [(index: Int, picture: DrawPicture, corner: SIMD2<Double>)] = []
        for (index, item) in items.enumerated() {
            switch item {
            case .begin: depth += 1
            case .end: depth -= 1
            case .picture(let picture) where depth == 0 && (pictures == nil || picture.reuseKey != nil):
                if let corner = pixelCorner(of: picture) { found.append((index, picture, corner)) }
            default: break
            }
        }
        guard !found.isEmpty else { return [:] }
        let pictures = self.pictures
        let work = UncheckedPictures(entries: found)
        let painted = Mutex([Int: (PaintedPicture, x: Int, y: Int)]())
        DispatchQueue.concurrentPerform(iterations: found.count) { k in
            let (index, picture, corner) = work.entries[k]
            let whole = corner.rounded(.down)
            guard let made = Self.painted(picture, fraction: corner - whole, pictures: pictures) else { return }
            painted.withLock { $0[index] = (made, Int(whole.x), Int(whole.y)) }
        }
        return painted.withLock { $0 }
    }

    /// `picture` painted into pixels of its own, its corner `fraction` of a pixel in: from
    /// `pictures` when it has a reuse key there, painted (and kept there) otherwise.
    private static func painted(_ picture: DrawPicture, fraction: SIMD2<Double>, pictures: PictureCache?) -> PaintedPicture? {
        let paint = {
            let list = picture.renderer.drawList()
            let width = Int((fraction.x + list.size.width).rounded(.up)), height = Int((fraction.y + list.size.height).rounded(.up))
            return PaintedPicture(width: max(1, width), height: max(1, height)) { cairo in
                cairo_translate(cairo, fraction.x, fraction.y)
                Self.paint(list, on: cairo)
            }
        }
        guard let key = picture.reuseKey, let pictures else { return paint() }
        return pictures.picture(PictureCache.Key(name: key, fraction: fraction), paint: paint)
    }

    /// The style of an element inside the open groups: the group's, then the element's
    /// presentation attributes, the style sheet's rules, and its own style.
    func style(
        for element: StyleResolver.Element, presentation: [StyleDeclaration] = [], own: [StyleDeclaration] = [],
        linked: Bool = false
    ) -> PaintStyle {
        var style = styles[styles.count - 1]
        for d in presentation { style.apply(d) }
        let around = linked ? ancestors + [StyleResolver.Element("a", classes: nil)] : ancestors
        for d in resolver.declarations(for: element, ancestors: around) { style.apply(d) }
        for d in own { style.apply(d) }
        return style
    }

    private mutating func begin(_ group: DrawGroup) {
        cairo_save(cairo)
        CairoPath.transform(cairo, by: SVGTransform.compose(group.transform, precision: precision))
        let element = StyleResolver.Element("g", classes: group.classes)
        let size = group.fontSize.map { [StyleDeclaration("font-size", SVGFormat.number($0, precision: precision))] } ?? []
        styles.append(style(for: element, presentation: size + group.presentation))
        ancestors.append(element)
    }

    private mutating func end() {
        guard styles.count > 1 else { return }
        cairo_restore(cairo)
        styles.removeLast()
        ancestors.removeLast()
    }

    private func paint(_ shape: DrawShape) {
        let name: String
        switch shape.geometry {
        case .path(let path):
            name = "path"
            CairoPath.add(path, to: cairo)
        case .rect(let x, let y, let width, let height, let rx):
            name = "rect"
            Self.addRect(x: x ?? 0, y: y ?? 0, width: width, height: height, radius: rx ?? 0, to: cairo)
        case .page:
            name = "rect"
            cairo_rectangle(cairo, 0, 0, size.width, size.height)
        case .circle(let center, let radius):
            name = "circle"
            if radius > 0 {
                cairo_new_sub_path(cairo)
                cairo_arc(cairo, center.x, center.y, radius, 0, 2 * .pi)
                cairo_close_path(cairo)
            }
        }
        let width = shape.strokeWidth.map { [StyleDeclaration("stroke-width", SVGFormat.number($0, precision: precision))] } ?? []
        let style = style(for: StyleResolver.Element(name, classes: shape.classes), presentation: shape.presentation + width, own: shape.style,
                          linked: shape.link != nil)
        fillAndStroke(style)
    }

    /// A chart's picture inside this one (in a group, or on a PDF): moved to its corner,
    /// clipped to its size, painted from its own draw list with its own style rules.
    private func paint(_ picture: DrawPicture) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_translate(cairo, picture.origin.x, picture.origin.y)
        Self.paint(picture.renderer.drawList(), on: cairo)
    }

    /// `list` clipped to its size and painted with its own style rules, its top left corner
    /// at the context's origin.
    private static func paint(_ list: DrawList, on cairo: OpaquePointer) {
        cairo_rectangle(cairo, 0, 0, list.size.width, list.size.height)
        cairo_clip(cairo)
        CairoPath.transform(cairo, by: list.viewBoxToPixel)
        var inner = DrawListPainter(cairo: cairo, rules: list.rules, precision: list.precision, size: list.size)
        inner.paint(list.items)
    }

    /// Where `picture`'s top left corner lands in device pixels, when the context paints an
    /// image in units of whole pixels (a translation, no scale or rotation); nil otherwise.
    private func pixelCorner(of picture: DrawPicture) -> SIMD2<Double>? {
        guard cairo_surface_get_type(cairo_get_target(cairo)) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        guard m.xx == 1, m.yy == 1, m.xy == 0, m.yx == 0 else { return nil }
        let corner = SIMD2(m.x0 + picture.origin.x, m.y0 + picture.origin.y)
        return corner.x.isFinite && corner.y.isFinite && abs(corner.x) < 1e6 && abs(corner.y) < 1e6 ? corner : nil
    }

    /// Fills and strokes the current path as `style` says (the stroke first with
    /// `paint-order:stroke`), then clears it.
    func fillAndStroke(_ style: PaintStyle) {
        let parts = style.strokeFirst ? [false, true] : [true, false]
        for fill in parts {
            if fill, prepareFill(style) {
                cairo_fill_preserve(cairo)
            } else if !fill, prepareStroke(style) {
                cairo_stroke_preserve(cairo)
            }
        }
        cairo_new_path(cairo)
    }

    /// Sets the context's source to `style`'s fill; whether it has one.
    func prepareFill(_ style: PaintStyle) -> Bool {
        guard let colour = style.fill else { return false }
        cairo_set_source_rgba(cairo, colour.red, colour.green, colour.blue, colour.alpha * style.fillOpacity)
        return true
    }

    /// Sets the context's source, line width and caps to `style`'s stroke; whether it has one.
    func prepareStroke(_ style: PaintStyle) -> Bool {
        guard let colour = style.stroke, style.strokeWidth > 0 else { return false }
        cairo_set_source_rgba(cairo, colour.red, colour.green, colour.blue, colour.alpha * style.strokeOpacity)
        cairo_set_line_width(cairo, style.strokeWidth)
        cairo_set_line_cap(cairo, style.roundCaps ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        return true
    }

    /// A rectangle with corners rounded by `radius` (clamped to half its sides, as SVG does).
    static func addRect(x: Double, y: Double, width: Double, height: Double, radius: Double, to cairo: OpaquePointer) {
        guard width > 0, height > 0 else { return }
        let r = min(max(radius, 0), width / 2, height / 2)
        guard r > 0 else {
            cairo_rectangle(cairo, x, y, width, height)
            return
        }
        var path = Path()
        path.addRoundedRect(in: Rect(x: x, y: y, width: width, height: height), cornerSize: Size(r, r))
        CairoPath.add(path, to: cairo)
    }
}

/// The pictures a sheet paints ahead, handed to the threads that paint them: each thread
/// reads one entry, and a renderer is a value nothing writes to.
private struct UncheckedPictures: @unchecked Sendable {
    let entries: [(index: Int, picture: DrawPicture, corner: SIMD2<Double>)]
}
