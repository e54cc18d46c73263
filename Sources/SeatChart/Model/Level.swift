/// A floor of a venue: the stalls, a balcony, a gallery. Every tribune, table and standing
/// area lies on one level; a view shows one level at a time, and objects of different
/// levels may lie over one another.
public struct Level: Hashable, Sendable {
    /// Its id, used on the command line (`--level balcony`) and in file names.
    public var id: String
    /// Its display name.
    public var name: String

    /// Creates a level.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }

    /// The one level of a chart that names none (a stadium file without `levels`, an
    /// imported plan): id `main`.
    public static let main = Level(id: "main", name: "Main")
}
