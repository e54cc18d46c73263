import Foundation

/// A colour as the style sheet writes it, read for painting: red, green, blue and alpha, each 0...1.
struct PaintColor: Hashable, Sendable {
    var red: Double, green: Double, blue: Double, alpha: Double

    /// `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb(…)`/`rgba(…)` with numbers or
    /// percentages, `hsl(…)`/`hsla(…)`, or a CSS colour name (``PaintColorNames``); nil for `none`, `transparent`
    /// or anything else (a painter then draws nothing, as a browser ignores a bad colour).
    init?(css text: String) {
        let c = text.lowercased().filter { !$0.isWhitespace }
        if c.hasPrefix("#") {
            let digits = Array(c.dropFirst())
            guard [3, 4, 6, 8].contains(digits.count) else { return nil }
            let pairs = digits.count <= 4 ? digits.map { String([$0, $0]) } : stride(from: 0, to: digits.count, by: 2).map { String(digits[$0...$0 + 1]) }
            let values = pairs.compactMap { UInt8($0, radix: 16) }.map { Double($0) / 255 }
            guard values.count == pairs.count else { return nil }
            self.init(red: values[0], green: values[1], blue: values[2], alpha: values.count > 3 ? values[3] : 1)
        } else if c.hasPrefix("rgb"), let open = c.firstIndex(of: "("), c.hasSuffix(")") {
            let parts = c[c.index(after: open)..<c.index(before: c.endIndex)].split(whereSeparator: { $0 == "," || $0 == "/" })
            let numbers = parts.enumerated().compactMap { k, part -> Double? in
                let percent = part.hasSuffix("%")
                guard let v = Double(percent ? part.dropLast() : part) else { return nil }
                return k < 3 ? (percent ? v / 100 : v / 255) : (percent ? v / 100 : v)
            }
            guard numbers.count == parts.count, (3...4).contains(numbers.count) else { return nil }
            self.init(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers.count > 3 ? numbers[3] : 1)
        } else if c.hasPrefix("hsl"), let colour = Self.hsl(c) {
            self = colour
        } else if let hex = PaintColorNames.hex[c] {
            self.init(css: hex)
        } else {
            return nil
        }
    }

    /// `hsl(H, S%, L%)` or `hsla(H, S%, L%, A)` (H in degrees), as CSS converts it.
    private static func hsl(_ c: String) -> PaintColor? {
        guard let open = c.firstIndex(of: "("), c.hasSuffix(")") else { return nil }
        let parts = c[c.index(after: open)..<c.index(before: c.endIndex)].split(whereSeparator: { $0 == "," || $0 == "/" })
            .map { $0.replacingOccurrences(of: "%", with: "").replacingOccurrences(of: "deg", with: "") }
        let numbers = parts.compactMap(Double.init)
        guard numbers.count == parts.count, (3...4).contains(numbers.count) else { return nil }
        let h = (numbers[0].truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 360
        let s = numbers[1] / 100, l = numbers[2] / 100
        let q = l < 0.5 ? l * (1 + s) : l + s - l * s, p = 2 * l - q
        let channel = { (t: Double) -> Double in
            let t = t < 0 ? t + 1 : (t > 1 ? t - 1 : t)
            if t < 1.0 / 6 { return p + (q - p) * 6 * t }
            if t < 0.5 { return q }
            if t < 2.0 / 3 { return p + (q - p) * (2.0 / 3 - t) * 6 }
            return p
        }
        return PaintColor(red: channel(h + 1.0 / 3), green: channel(h), blue: channel(h - 1.0 / 3),
                          alpha: numbers.count > 3 ? numbers[3] : 1)
    }

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        let clamp = { (v: Double) in v.isFinite ? min(max(v, 0), 1) : 0 }
        (self.red, self.green, self.blue, self.alpha) = (clamp(red), clamp(green), clamp(blue), clamp(alpha))
    }
}
