/// An amount of money in whole minor units (pence, cents, yen) of a currency, so that sums
/// of prices are exact: no binary fraction ever enters a total.
///
/// A chart without a `currency` still has prices; they are amounts of an unnamed currency
/// with two decimals (``Money/unnamedMinorDigits``), written as plain numbers.
public struct Money: Hashable, Sendable, Comparable {
    /// The amount in minor units: 4850 for £48.50.
    public var minorUnits: Int
    /// The currency, or `nil` for prices of a chart that names none.
    public var currency: Currency?

    /// The minor-unit digits of prices in a chart without a currency.
    public static let unnamedMinorDigits = 2

    /// An amount of `minorUnits` of `currency`.
    public init(minorUnits: Int, currency: Currency?) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// A price read from a file (`48.5`) in minor units of `currency` (4850 for GBP), rounded
    /// to the nearest minor unit; `nil` for a value that is not finite or too large to count.
    public init?(amount: Double, currency: Currency?) {
        let scaled = amount * Double(Self.unitsPerMajor(currency))
        guard scaled.isFinite, abs(scaled) < 9e15 else { return nil }
        self.init(minorUnits: Int(scaled.rounded()), currency: currency)
    }

    /// Nothing, in `currency`.
    public static func zero(_ currency: Currency?) -> Money { Money(minorUnits: 0, currency: currency) }

    /// The digits of the minor unit: the currency's, or two without one.
    public var minorDigits: Int { currency?.minorDigits ?? Self.unnamedMinorDigits }

    /// The amount in major units, for JSON numbers (`48.5`). Exact for every price a file
    /// can hold; sums are made in ``minorUnits``, never with this.
    public var amount: Double { Double(minorUnits) / Double(Self.unitsPerMajor(currency)) }

    /// How the amount is written for people: `£48`, `£12.50`, `CHF 1,250`, `48` without a
    /// currency (``MoneyFormat``).
    public var formatted: String { MoneyFormat(currency: currency).text(minorUnits: minorUnits) }

    /// The sum of two amounts of one currency.
    public static func + (left: Money, right: Money) -> Money {
        Money(minorUnits: left.minorUnits + right.minorUnits, currency: left.currency ?? right.currency)
    }

    /// `count` times `price`.
    public static func * (price: Money, count: Int) -> Money {
        Money(minorUnits: price.minorUnits * count, currency: price.currency)
    }

    public static func < (left: Money, right: Money) -> Bool { left.minorUnits < right.minorUnits }

    /// Minor units in one major unit of `currency` (100 without one).
    static func unitsPerMajor(_ currency: Currency?) -> Int {
        currency?.minorUnitsPerMajor ?? Currency.powerOfTen(unnamedMinorDigits)
    }
}
