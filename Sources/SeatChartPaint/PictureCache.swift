import CRasterLibraries
import Synchronization

/// Pictures painted once and copied onto the many raster sheets of one batch: a ticket
/// batch's overview is the same picture on every sheet of its level (``DrawPicture``'s
/// `reuseKey` says which pictures are the same). The first sheet that asks for a picture
/// paints it into pixels of its own; later sheets copy those pixels, which costs a fraction
/// of painting its outlines and labels again.
///
/// A copy covers the pixels that painting would: the cache keys a picture by where it
/// falls within a pixel too, and serves only sheets whose units are pixels (no scale or
/// rotation), so no copy is ever resampled. Painting on transparent pixels and laying the
/// result over the sheet is the same picture as painting on the sheet, to a level of
/// rounding. One cache serves many threads at once.
public final class PictureCache: Sendable {
    private let pictures = Mutex<[Key: PaintedPicture]>([:])

    public init() {}

    /// A picture and where its top left corner falls within a pixel.
    struct Key: Hashable {
        let name: String
        let fraction: SIMD2<Double>
    }

    /// The picture of `key`, painted by `paint` the first time it is asked for (two threads
    /// asking at once may both paint it; one is kept).
    func picture(_ key: Key, paint: () -> PaintedPicture?) -> PaintedPicture? {
        if let found = pictures.withLock({ $0[key] }) { return found }
        guard let made = paint() else { return nil }
        return pictures.withLock { entries in
            if let first = entries[key] { return first }
            entries[key] = made
            return made
        }
    }

    /// How many pictures the cache holds.
    public var count: Int { pictures.withLock { $0.count } }
}

/// A picture painted into an image surface of its own (ARGB32, transparent where it paints
/// nothing), read and never written once made.
final class PaintedPicture: @unchecked Sendable {
    /// The image surface: its pixels start at the picture's top left pixel.
    private let surface: OpaquePointer

    /// Paints `draw` on a new transparent surface `width` × `height` pixels; nil when cairo
    /// cannot make it.
    init?(width: Int, height: Int, draw: (OpaquePointer) -> Void) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        draw(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        self.surface = surface
    }

    deinit { cairo_surface_destroy(surface) }

    /// Lays the picture over what `cairo` holds with its top left pixel at device pixel
    /// (`x`, `y`), inside the context's clip. Each call reads the pixels through a surface of
    /// its own, so threads copy one picture at once.
    func paint(on cairo: OpaquePointer, x: Int, y: Int) {
        guard let pixels = cairo_image_surface_get_data(surface),
              let view = cairo_image_surface_create_for_data(
                pixels, CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface),
                cairo_image_surface_get_stride(surface))
        else { return }
        defer { cairo_surface_destroy(view) }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, view, Double(x), Double(y))
        cairo_paint(cairo)
        cairo_restore(cairo)
    }
}
