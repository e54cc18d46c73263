import Foundation
import SeatChart

/// An event's prices as typed (`A=65`, `B=48.50`): each a category of the chart and an amount
/// of the chart's currency, at most as fine as its minor unit, kept in minor units.
public enum EventPrices {
    /// The prices `entries` give, by category id, in minor units.
    ///
    /// - Parameters:
    ///   - entries: `CATEGORY=AMOUNT` each; a category named twice keeps its last amount.
    ///   - place: the option that gave them (`--price`).
    /// - Throws: ``InputError`` naming the entry: no `=`, an unknown category (with the chart's),
    ///   or an amount that is not a number of at least 0 in the currency's minor units.
    public static func parse(_ entries: [String], chart: Chart, file: String, place: String) throws -> [String: Int] {
        var prices: [String: Int] = [:]
        var problems: [InputProblem] = []
        let digits = Money.zero(chart.currency).minorDigits
        for entry in entries {
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else {
                problems.append(InputProblem(file: file, place: place, message: "expected CATEGORY=AMOUNT, found \(EventKey.quoted(entry))"))
                continue
            }
            let (category, amount) = (parts[0], parts[1])
            guard chart.categories.contains(where: { $0.id == category }) else {
                let known = chart.categories.map(\.id).joined(separator: ", ")
                problems.append(InputProblem(
                    file: file, place: place,
                    message: "no category \(EventKey.quoted(category)) in the chart; expected one of \(known.isEmpty ? "(none)" : known)"))
                continue
            }
            guard let minor = minorUnits(amount, digits: digits, currency: chart.currency) else {
                let unit = chart.currency.map { "\($0.code) with at most \(digits) decimals" } ?? "at most \(digits) decimals"
                problems.append(InputProblem(
                    file: file, place: place,
                    message: "expected an amount of at least 0 for category \(category), in \(unit), found \(EventKey.quoted(amount))"))
                continue
            }
            prices[category] = minor
        }
        guard problems.isEmpty else { throw InputError(problems) }
        return prices
    }

    /// `text` (`48`, `48.5`, `48.50`) in minor units with `digits` decimals; `nil` when it is not
    /// such a number, is negative or has more decimals.
    static func minorUnits(_ text: String, digits: Int, currency: Currency?) -> Int? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit), whole.count <= 12 else { return nil }
        let fraction = parts.count == 2 ? String(parts[1]) : ""
        guard fraction.allSatisfy(\.isASCIIDigit), fraction.count <= digits, parts.count == 1 || !fraction.isEmpty else { return nil }
        let padded = fraction + String(repeating: "0", count: digits - fraction.count)
        return Int(whole + padded)
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
