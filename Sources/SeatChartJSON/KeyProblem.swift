/// The one wording of the problems an object's keys can have, for every reader of JSON
/// (stadium files, pretix plans): the place is the member's path, so the message says only
/// what is wrong and what was expected.
public enum KeyProblem {
    /// `unknown key; expected one of size, spacing, shape (did you mean spacing?)`: the keys
    /// accepted in the order given, and the nearest of them when one is close
    /// (``KeySuggestion/nearest(to:in:)``).
    ///
    /// - Parameters:
    ///   - key: The key found.
    ///   - keys: Every key the object accepts, in the order users read them.
    /// - Returns: The message for the member written under `key`.
    public static func unknown(_ key: String, expected keys: [String]) -> String {
        var message = "unknown key; expected one of \(keys.joined(separator: ", "))"
        if let guess = KeySuggestion.nearest(to: key, in: keys) { message += " (did you mean \(guess)?)" }
        return message
    }

    /// `duplicate key; expected each key once`: the message for the second and later members
    /// written under one key, whose meaning would be ambiguous.
    public static let duplicate = "duplicate key; expected each key once"
}
