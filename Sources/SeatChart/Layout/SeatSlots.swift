/// The rule of docs/stadium-file.md for how many seats a row holds.
///
/// A row of length `L` holds `m = floor((L + spacing) / (size + spacing))` seats, and seat
/// `j` (0-based) sits at the centre of the j-th of `m` equal slots: at `(j + 0.5) L / m`.
/// So no two cells ever overlap.
public enum SeatSlots {
    /// Relative slack in the floor, so that 24 cells of pitch 0.55 fit in 13.2 units even
    /// though `13.2 / 0.55` is a hair below 24 in binary floating point.
    public static let tolerance = 1e-9

    /// The number of seats a row of `length` holds; 0 for a short, negative or non-finite row.
    public static func count(length: Double, size: Double, spacing: Double) -> Int {
        let pitch = size + spacing
        guard length.isFinite, pitch > 0, pitch.isFinite, length > 0 else { return 0 }
        let m = ((length + spacing) / pitch * (1 + tolerance)).rounded(.down)
        guard m >= 1 else { return 0 }
        return m > 1e12 ? Int(1e12) : Int(m)
    }
}
