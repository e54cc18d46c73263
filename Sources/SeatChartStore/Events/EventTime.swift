import Foundation
import SeatChart

/// An event's start time as ISO 8601 text: a date and time with seconds and an offset
/// (`2027-04-18T19:30:00+01:00`, `2027-04-18T18:30:00Z`), fractions of a second allowed.
public enum EventTime {
    /// The date `text` names, or `nil` when it is not such a time.
    public static func date(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        plain.formatOptions = [.withInternetDateTime]
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }

    /// Throws unless `text` is such a time.
    ///
    /// - Throws: ``InputError`` at `place` of `file`, with an example of the form.
    public static func check(_ text: String, file: String, place: String) throws {
        guard date(text) == nil else { return }
        throw InputError(
            file: file, place: place,
            message: "expected an ISO 8601 date and time with its offset, such as 2027-04-18T19:30:00+01:00, found \(EventKey.quoted(text))")
    }
}
