/// A background colour: red, green, blue and alpha, each 0...1.
public struct RasterColor: Sendable, Equatable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let white = RasterColor(red: 1, green: 1, blue: 1)

    /// What ``parse(_:)`` accepts, for messages.
    public static let expected = "#RGB, #RRGGBB, #RRGGBBAA, white, black or none"

    /// `#RGB`, `#RRGGBB`, `#RRGGBBAA`, `white` or `black`; nil for `none` and
    /// `transparent` (no background).
    ///
    /// - Throws: ``RasterError`` naming what was expected.
    public static func parse(_ text: String) throws -> RasterColor? {
        switch text.lowercased() {
        case "none", "transparent": return nil
        case "white": return .white
        case "black": return RasterColor(red: 0, green: 0, blue: 0)
        default: break
        }
        let digits = Array(text.dropFirst())
        guard text.hasPrefix("#"), [3, 6, 8].contains(digits.count),
              let values = hexValues(digits.count == 3 ? digits.flatMap { [$0, $0] } : digits)
        else { throw RasterError("\"\(text)\" is not a colour; expected \(expected)") }
        return RasterColor(
            red: values[0], green: values[1], blue: values[2], alpha: values.count > 3 ? values[3] : 1)
    }

    private static func hexValues(_ digits: [Character]) -> [Double]? {
        stride(from: 0, to: digits.count, by: 2).map { start -> Double? in
            guard let byte = UInt8(String(digits[start...start + 1]), radix: 16) else { return nil }
            return Double(byte) / 255
        }.reduce(into: [Double]?([])) { result, value in
            guard let value else { result = nil; return }
            result?.append(value)
        }
    }
}
