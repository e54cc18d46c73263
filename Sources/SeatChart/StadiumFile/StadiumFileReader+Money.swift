import SeatChartJSON

// MARK: - Money

extension JSONFieldReader {
    /// `currency`: an ISO 4217 code such as `"EUR"`, or absent. A code in small letters is
    /// reported with its capital form as the suggestion.
    mutating func currency(_ top: [String: JSONValue]) -> (currency: Currency?, failed: Bool) {
        let expected = "an ISO 4217 currency code such as \"EUR\" or \"GBP\""
        guard let value = value(top, "currency", in: "", required: false, expected: expected) else { return (nil, false) }
        guard case .string(let code) = value else {
            report("currency", "expected \(expected), found \(value.summary)")
            return (nil, true)
        }
        if let currency = Currency(code: code) { return (currency, false) }
        if Currency(code: code.uppercased()) != nil {
            report("currency", "expected \(expected) in capital letters, found \(value.summary); did you mean \"\(code.uppercased())\"?")
        } else {
            report("currency", "expected \(expected), found \(value.summary), which ISO 4217 does not list")
        }
        return (nil, true)
    }

    /// Reports each category price with more decimals than `currency`'s minor unit has: a
    /// price of 48.555 in pounds cannot be paid.
    mutating func checkPrices(_ categories: [Category], currency: Currency) {
        for (i, category) in categories.enumerated() {
            guard let price = category.price, let money = Money(amount: price, currency: currency) else { continue }
            // A price that is a whole number of minor units reads back as it was written.
            let tolerance = 1e-9 * max(1, abs(price))
            guard abs(money.amount - price) > tolerance else { continue }
            let place = Self.path(Self.path("categories", i), "price")
            let found = JSONValue.numberSummary(price)
            if currency.minorDigits == 0 {
                report(place, "expected a whole price, since \(currency.code) has no minor unit, found \(found)")
            } else {
                report(place, "expected a price with at most \(currency.minorDigits) decimals for \(currency.code), found \(found)")
            }
        }
    }
}
