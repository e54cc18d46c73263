/// The font tribune labels are written in, DejaVu Sans Bold, and its advance widths, so a
/// label can be sized to fit its tribune before it is written (the style names the font
/// first: `'DejaVu Sans',sans-serif`).
///
/// Widths are the font's own, per 1,000 units of font size, for the printable ASCII
/// characters; any other character counts as 1,000 (as wide as the widest capitals), so a
/// label is never measured narrower than it is drawn.
enum LabelFont {
    /// The family the style sheet names first.
    static let family = "'DejaVu Sans',sans-serif"

    /// Advance widths of U+0020 to U+007E, per 1,000 units of size (DejaVu Sans Bold).
    static let advances: [UInt16] = [
        348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365,
        696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 580,
        1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995, 837, 850,
        733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 500,
        500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687,
        716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838,
    ]

    /// The height of a capital letter, per unit of size.
    static let capHeight = 0.729

    /// The advance width of `text` at font size `size`.
    static func width(of text: String, size: Double) -> Double {
        var total = 0.0
        for scalar in text.unicodeScalars {
            let value = Int(scalar.value)
            total += (32...126).contains(value) ? Double(advances[value - 32]) : 1000
        }
        return total / 1000 * size
    }
}
