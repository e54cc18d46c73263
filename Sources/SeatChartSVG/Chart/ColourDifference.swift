import Foundation

/// CIEDE2000 colour differences of sRGB colours, and how a deuteranope sees a colour
/// (Machado, Oliveira and Fernandes 2009, severity 1.0): how ``ChartPalette`` keeps each
/// state's colour apart from every category's.
public enum ColourDifference {
    /// `#rrggbb` (or `#rgb`) as 0...255 channels, or nil.
    public static func rgb(_ hex: String) -> [Double]? {
        var digits = hex.dropFirst()
        if hex.hasPrefix("#"), digits.count == 3 { digits = Substring(digits.map { "\($0)\($0)" }.joined()) }
        guard hex.hasPrefix("#"), digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
        return [Double(value >> 16 & 0xFF), Double(value >> 8 & 0xFF), Double(value & 0xFF)]
    }

    /// An sRGB channel (0...255) in linear light (0...1).
    static func linear(_ c: Double) -> Double {
        let v = c / 255
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// A linear-light channel (0...1) encoded as sRGB (0...255).
    static func encoded(_ c: Double) -> Double {
        let v = min(max(c, 0), 1)
        return 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055)
    }

    /// What a deuteranope sees of `rgb`.
    public static func deuteranope(_ rgb: [Double]) -> [Double] {
        let m = [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
        let l = rgb.map(linear)
        return (0..<3).map { i in encoded((0..<3).reduce(0) { $0 + m[i][$1] * l[$1] }) }
    }

    /// CIE L*a*b* (D65) of an sRGB colour.
    public static func lab(_ rgb: [Double]) -> (l: Double, a: Double, b: Double) {
        let r = linear(rgb[0]), g = linear(rgb[1]), b = linear(rgb[2])
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let f = { (t: Double) in t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// ΔE₀₀ between two L*a*b* colours (Sharma, Wu and Dalal 2005).
    public static func ciede2000(_ p: (l: Double, a: Double, b: Double), _ q: (l: Double, a: Double, b: Double)) -> Double {
        let rad = Double.pi / 180
        let c1 = hypot(p.a, p.b), c2 = hypot(q.a, q.b), cMean = (c1 + c2) / 2
        let g = 0.5 * (1 - sqrt(pow(cMean, 7) / (pow(cMean, 7) + pow(25, 7))))
        let a1 = (1 + g) * p.a, a2 = (1 + g) * q.a
        let c1p = hypot(a1, p.b), c2p = hypot(a2, q.b)
        let hue = { (b: Double, a: Double) -> Double in
            let h = atan2(b, a) / rad
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(p.b, a1), h2 = hue(q.b, a2)
        var dh = 0.0
        if c1p * c2p != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dL = q.l - p.l, dC = c2p - c1p, dH = 2 * sqrt(c1p * c2p) * sin(dh / 2 * rad)
        let lMean = (p.l + q.l) / 2, cpMean = (c1p + c2p) / 2
        var hMean = h1 + h2
        if c1p * c2p != 0 {
            hMean = abs(h1 - h2) <= 180 ? (h1 + h2) / 2 : (h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2)
        }
        let t = 1 - 0.17 * cos((hMean - 30) * rad) + 0.24 * cos(2 * hMean * rad) + 0.32 * cos((3 * hMean + 6) * rad)
            - 0.20 * cos((4 * hMean - 63) * rad)
        let dTheta = 30 * exp(-pow((hMean - 275) / 25, 2))
        let rc = 2 * sqrt(pow(cpMean, 7) / (pow(cpMean, 7) + pow(25, 7)))
        let sl = 1 + 0.015 * pow(lMean - 50, 2) / sqrt(20 + pow(lMean - 50, 2))
        let sc = 1 + 0.045 * cpMean, sh = 1 + 0.015 * cpMean * t
        let rt = -sin(2 * dTheta * rad) * rc
        return sqrt(pow(dL / sl, 2) + pow(dC / sc, 2) + pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh))
    }

    /// ΔE₀₀ between two `#rrggbb` colours, as seen normally or by a deuteranope.
    public static func difference(_ first: String, _ second: String, deuteranope: Bool = false) -> Double? {
        guard var p = rgb(first), var q = rgb(second) else { return nil }
        if deuteranope { (p, q) = (Self.deuteranope(p), Self.deuteranope(q)) }
        return ciede2000(lab(p), lab(q))
    }

    /// The smallest ΔE₀₀ between `colour` and any of `others`, as seen normally and by a
    /// deuteranope (infinity when `others` is empty or no colour reads).
    public static func smallestDifference(_ colour: String, from others: [String]) -> Double {
        var smallest = Double.infinity
        for other in others {
            for deuteranope in [false, true] {
                if let d = difference(colour, other, deuteranope: deuteranope) { smallest = min(smallest, d) }
            }
        }
        return smallest
    }
}
