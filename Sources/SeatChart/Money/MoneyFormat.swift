/// How amounts of one currency are written for people, as data: what goes before the amount,
/// how many digits the minor unit has, and the separators. One rule for the command line, the
/// SVG, tickets and the web viewer (which receives this value in `/api/chart` and applies it).
///
/// A whole amount is written without its minor unit (`£48`, as prices are read on a seating
/// plan), any other with every digit of it (`£12.50`); thousands are grouped with commas.
public struct MoneyFormat: Hashable, Sendable {
    /// Written before the amount: `£`, `CHF ` (code and no-break space), or nothing.
    public var prefix: String
    /// Digits of the minor unit.
    public var minorDigits: Int
    /// Between groups of three digits.
    public var groupSeparator: String
    /// Between the major and the minor unit.
    public var decimalSeparator: String

    /// The format of `currency`'s amounts; plain numbers with two decimals without one.
    public init(currency: Currency?) {
        prefix = currency?.prefix ?? ""
        minorDigits = currency?.minorDigits ?? Money.unnamedMinorDigits
        groupSeparator = ","
        decimalSeparator = "."
    }

    /// `minorUnits` written out: `£1,250`, `£12.50`, `-£3`.
    public func text(minorUnits: Int) -> String {
        let per = Currency.powerOfTen(minorDigits)
        let magnitude = minorUnits.magnitude
        let major = magnitude / UInt(per), minor = magnitude % UInt(per)
        var text = (minorUnits < 0 ? "-" : "") + prefix + grouped(major)
        if minor != 0 {
            let digits = String(minor)
            text += decimalSeparator + String(repeating: "0", count: max(0, minorDigits - digits.count)) + digits
        }
        return text
    }

    private func grouped(_ value: UInt) -> String {
        let digits = String(value)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += groupSeparator }
            out.append(c)
        }
        return out
    }
}
