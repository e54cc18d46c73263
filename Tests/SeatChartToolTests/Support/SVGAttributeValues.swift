import Foundation

/// The values of one attribute in an SVG the binary wrote, in order: `data-seat` gives the id of
/// every seat drawn, `href` every link. Read in one pass over the text.
func svgAttributeValues(_ attribute: String, in text: String) -> [String] {
    text.components(separatedBy: " \(attribute)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
}
