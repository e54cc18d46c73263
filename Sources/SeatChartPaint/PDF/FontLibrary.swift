import CRasterLibraries
import Foundation
import Synchronization

/// The font files behind the families a style sheet names, found as cairo finds them
/// (fontconfig's best match for the family and weight) and read once a process: what a PDF
/// embeds is the font its text was measured and laid out with.
enum FontLibrary {
    /// A family and weight, as a text's style gives them.
    struct Face: Hashable, Sendable {
        var family: String
        var bold: Bool
    }

    private static let fonts = Mutex<[Face: TrueTypeFont?]>([:])

    /// The TrueType font of `face`, or nil when fontconfig finds no file or the file is not a
    /// TrueType font (a collection, CFF outlines): the page then draws that text's outlines.
    static func font(_ face: Face) -> TrueTypeFont? {
        if let found = fonts.withLock({ $0[face] }) { return found }
        let font = path(of: face).flatMap { FileManager.default.contents(atPath: $0) }.flatMap { TrueTypeFont(data: [UInt8]($0)) }
        fonts.withLock { $0[face] = font }
        return font
    }

    /// The file fontconfig matches to `face`, when it is the first face of its file.
    private static func path(of face: Face) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, face.family)
        FcPatternAddInteger(pattern, FC_WEIGHT, face.bold ? FC_WEIGHT_BOLD : FC_WEIGHT_MEDIUM)
        FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file,
              FcPatternGetInteger(match, FC_INDEX, 0, &index) != FcResultMatch || index == 0
        else { return nil }
        return String(cString: file)
    }
}
