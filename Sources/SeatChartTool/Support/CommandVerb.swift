import ArgumentParser

extension ParsableCommand {
    /// The word that names the command on the command line and in scripts (`select`): its
    /// configuration's `commandName`, which every seatchart command sets.
    static var verb: String { configuration.commandName ?? String(describing: self).lowercased() }
}
