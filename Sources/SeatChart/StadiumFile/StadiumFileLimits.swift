/// The limits a stadium file must keep, so that no file can make the layout trap, overflow
/// or run out of memory. Documented in the README's "Stadium files" section.
public enum StadiumFileLimits {
    /// The most seats a stadium may hold (docs/stadium-file.md).
    public static let maximumSeats = 2_000_000
    /// The most rows a stadium may hold in all tribunes together, empty rows included.
    public static let maximumRows = 2_000_000
    /// The most tribunes a stadium may hold (bowl tribunes and sections together), so that
    /// checking every pair of outlines for overlaps stays quick.
    public static let maximumTribunes = 10_000
    /// The most rows of one ring or one section.
    public static let maximumRowsPerBlock = 1_000
    /// The most seats per row of a `rect` section.
    public static let maximumSeatsPerRow = 10_000
    /// The most tribunes of one ring (sides and corners together): bowl ids are
    /// `ring × 100 + position`, so a ring of 100 or more would collide with the next ring's ids.
    public static let maximumTribunesPerRing = 99
    /// The largest size of any length or coordinate, in units (1,000 km).
    public static let maximumMagnitude = 1_000_000.0
    /// The largest stadium file read, in bytes.
    public static let maximumFileBytes = 16 * 1024 * 1024
    /// The longest id of a section or category, in characters.
    public static let maximumIDLength = 32
    /// The largest seat number a rows section may give or skip.
    public static let maximumSeatNumber = 1_000_000
    /// The most points of one polyline row or polygon area.
    public static let maximumPoints = 10_000
    /// The most places (chairs and open spaces) around one table.
    public static let maximumTablePlaces = 1_000
    /// The most places of one standing area (the stadium's places count towards
    /// ``maximumSeats`` together with its seats).
    public static let maximumCapacity = 2_000_000
}
