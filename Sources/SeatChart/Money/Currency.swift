/// A currency of ISO 4217: its three-letter code, the digits of its minor unit (2 for the
/// pound's pence, 0 for the yen) and the symbol its prices are written with.
///
/// Only the codes in ``CurrencyTable`` exist: a stadium file's `currency` is checked against
/// it, so a typo such as `"EUO"` is an error rather than a currency nobody knows.
public struct Currency: Hashable, Sendable {
    /// The ISO 4217 code: `GBP`.
    public let code: String
    /// The digits of the minor unit: 2 for GBP, 0 for JPY, 3 for KWD.
    public let minorDigits: Int

    /// The currency with `code` (three capital letters), or `nil` when ISO 4217 has none.
    public init?(code: String) {
        guard let digits = CurrencyTable.minorDigits[code] else { return nil }
        self.code = code
        self.minorDigits = digits
    }

    /// The symbol prices are written with, before the amount: `£` for GBP, `€` for EUR,
    /// `A$` for AUD; the code and a space (`CHF `) for a currency without a symbol of its own.
    public var prefix: String {
        if let symbol = CurrencyTable.symbols[code] { return symbol }
        return code + "\u{00A0}"
    }

    /// How many minor units make one major unit: 100 for GBP, 1 for JPY.
    public var minorUnitsPerMajor: Int { Self.powerOfTen(minorDigits) }

    /// 10 to the power `digits`, for 0 to 18 digits.
    static func powerOfTen(_ digits: Int) -> Int {
        var value = 1
        for _ in 0..<max(0, min(digits, 18)) { value *= 10 }
        return value
    }
}
