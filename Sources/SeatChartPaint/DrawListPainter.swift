import Foundation
import SeatChartConcurrency
import SeatChartGeometry
import SeatChartSVG
import Synchronization

/// Walks a draw list on a canvas (a cairo image or a PDF page): groups push their transform
/// and style, shapes and texts are filled and stroked in the style their classes select,
/// seats are painted by ``SeatLayerPainter``.
struct DrawListPainter<Canvas: PaintCanvas> {
    let canvas: Canvas
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

    init(canvas: Canvas, rules: [StyleRule], precision: Int, size: Size, pictures: PictureCache? = nil) {
        self.canvas = canvas
        self.size = size
        self.pictures = pictures
        self.resolver = StyleResolver(rules: rules)
        self.precision = precision
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
                    canvas.lay(painted, x: x, y: y)
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
                if let corner = canvas.pixelCorner(of: picture.origin) { found.append((index, picture, corner)) }
            default: break
            }
        }
        guard !found.isEmpty else { return [:] }
        let pictures = self.pictures
        let work = UncheckedPictures(entries: found)
        let painted = Mutex([Int: (PaintedPicture, x: Int, y: Int)]())
        ConcurrentWork.forEach(found.count, workers: ProcessInfo.processInfo.activeProcessorCount) { k in
            let (index, picture, corner) = work.entries[k]
            let whole = corner.rounded(.down)
            guard let made = PictureAhead.painted(picture, fraction: corner - whole, pictures: pictures) else { return }
            painted.withLock { $0[index] = (made, Int(whole.x), Int(whole.y)) }
        }
        return painted.withLock { $0 }
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
        canvas.save()
        canvas.concatenate(SVGTransform.compose(group.transform, precision: precision))
        let element = StyleResolver.Element("g", classes: group.classes)
        let size = group.fontSize.map { [StyleDeclaration("font-size", SVGFormat.number($0, precision: precision))] } ?? []
        styles.append(style(for: element, presentation: size + group.presentation))
        ancestors.append(element)
    }

    private mutating func end() {
        guard styles.count > 1 else { return }
        canvas.restore()
        styles.removeLast()
        ancestors.removeLast()
    }

    private func paint(_ shape: DrawShape) {
        let name: String
        switch shape.geometry {
        case .path(let path):
            name = "path"
            canvas.add(path, transform: .identity)
        case .rect(let x, let y, let width, let height, let rx):
            name = "rect"
            addRect(x: x ?? 0, y: y ?? 0, width: width, height: height, radius: rx ?? 0)
        case .page:
            name = "rect"
            canvas.addRectangle(x: 0, y: 0, width: size.width, height: size.height)
        case .circle(let center, let radius):
            name = "circle"
            if radius > 0 { canvas.addCircle(center: center, radius: radius) }
        }
        let width = shape.strokeWidth.map { [StyleDeclaration("stroke-width", SVGFormat.number($0, precision: precision))] } ?? []
        let style = style(for: StyleResolver.Element(name, classes: shape.classes), presentation: shape.presentation + width, own: shape.style,
                          linked: shape.link != nil)
        fillAndStroke(style)
    }

    /// A chart's picture inside this one (in a group, or on a PDF): moved to its corner,
    /// clipped to its size, painted from its own draw list with its own style rules.
    private func paint(_ picture: DrawPicture) {
        canvas.save()
        defer { canvas.restore() }
        canvas.concatenate(AffineTransform(translationX: picture.origin.x, y: picture.origin.y))
        Self.paint(picture.renderer.drawList(), on: canvas)
    }

    /// `list` clipped to its size and painted with its own style rules, its top left corner
    /// at the canvas's origin.
    fileprivate static func paint(_ list: DrawList, on canvas: Canvas) {
        canvas.addRectangle(x: 0, y: 0, width: list.size.width, height: list.size.height)
        canvas.clipToPath()
        canvas.concatenate(list.viewBoxToPixel)
        var inner = DrawListPainter(canvas: canvas, rules: list.rules, precision: list.precision, size: list.size)
        inner.paint(list.items)
    }

    /// Fills and strokes the current path as `style` says (the stroke first with
    /// `paint-order:stroke`), then clears it.
    func fillAndStroke(_ style: PaintStyle) {
        canvas.paintPath(fill: style.fillPaint, stroke: style.strokePaint, strokeFirst: style.strokeFirst)
    }

    /// A rectangle with corners rounded by `radius` (clamped to half its sides, as SVG does).
    private func addRect(x: Double, y: Double, width: Double, height: Double, radius: Double) {
        guard width > 0, height > 0 else { return }
        let r = min(max(radius, 0), width / 2, height / 2)
        guard r > 0 else {
            canvas.addRectangle(x: x, y: y, width: width, height: height)
            return
        }
        var path = Path()
        path.addRoundedRect(in: Rect(x: x, y: y, width: width, height: height), cornerSize: Size(r, r))
        canvas.add(path, transform: .identity)
    }
}

/// The pictures a sheet paints ahead, handed to the threads that paint them: each thread
/// reads one entry, and a renderer is a value nothing writes to.
private struct UncheckedPictures: @unchecked Sendable {
    let entries: [(index: Int, picture: DrawPicture, corner: SIMD2<Double>)]
}

/// A picture painted ahead, apart from any sheet: not generic over the canvas, so that the
/// cores painting pictures side by side share no canvas type.
private enum PictureAhead {
    /// `picture` painted into pixels of its own, its corner `fraction` of a pixel in: from
    /// `pictures` when it has a reuse key there, painted (and kept there) otherwise.
    static func painted(_ picture: DrawPicture, fraction: SIMD2<Double>, pictures: PictureCache?) -> PaintedPicture? {
        let paint = {
            let list = picture.renderer.drawList()
            let width = Int((fraction.x + list.size.width).rounded(.up)), height = Int((fraction.y + list.size.height).rounded(.up))
            return PaintedPicture(width: max(1, width), height: max(1, height)) { cairo in
                let canvas = CairoCanvas(cairo)
                canvas.concatenate(AffineTransform(translationX: fraction.x, y: fraction.y))
                DrawListPainter<CairoCanvas>.paint(list, on: canvas)
            }
        }
        guard let key = picture.reuseKey, let pictures else { return paint() }
        return pictures.picture(PictureCache.Key(name: key, fraction: fraction), paint: paint)
    }
}
