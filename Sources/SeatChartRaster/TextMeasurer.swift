import CRasterLibraries

/// Text widths with the metrics of a font, as librsvg will draw it: a picture's text can be
/// fitted to its box before it is drawn (shrunk until it fits, or left out).
public struct TextMeasurer: Sendable {
    /// The font family, as the SVG names it (`font-family`).
    public let family: String
    /// Bold or regular.
    public let bold: Bool

    public init(family: String = "DejaVu Sans", bold: Bool = false) {
        self.family = family
        self.bold = bold
    }

    /// The advance width of `text` at `size` (pixels), in pixels.
    public func width(of text: String, size: Double) -> Double {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)
        defer { cairo_destroy(cairo) }
        cairo_select_font_face(cairo, family, CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cairo, size)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cairo, text, &extents)
        return extents.x_advance
    }

    /// The largest size from `largest` down to `smallest` (in steps of 1 %) at which `text`
    /// is at most `width` wide, or nil when it is wider even at `smallest`.
    public func fittingSize(of text: String, width: Double, largest: Double, smallest: Double) -> Double? {
        guard largest > 0, width > 0 else { return nil }
        let atLargest = self.width(of: text, size: largest)
        if atLargest <= width { return largest }
        // The width grows almost in proportion to the size; the hinted width is checked.
        var size = largest * width / atLargest
        while size >= smallest {
            if self.width(of: text, size: size) <= width { return size }
            size *= 0.99
        }
        return nil
    }
}
