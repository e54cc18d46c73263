#if canImport(Glibc)
import SeatChartStore
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GRDB

/// State files on read-only media (a read-only mount, a folder the user cannot write):
/// SQLite cannot make the shared-memory file a WAL database needs beside them, so reading
/// commands open them as immutable files instead. Their state is then read as of the last
/// checkpoint, which a cleanly closed file always has: every command checkpoints when its
/// last connection closes.
enum ReadOnlyMedia {
    /// Whether the folder of the state file at `path` cannot be written by this process.
    static func holds(_ path: String) -> Bool {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return access(folder, W_OK) != 0
    }

    /// Whether `error` is SQLite failing to open the file or its companions.
    static func isOpeningFailure(_ error: DatabaseError) -> Bool {
        error.resultCode == .SQLITE_CANTOPEN || error.resultCode == .SQLITE_READONLY
    }

    /// The URI that opens the file at `path` as immutable (percent-encoded, absolute).
    static func immutableURI(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "/-._~")
        let encoded = absolute.addingPercentEncoding(withAllowedCharacters: allowed) ?? absolute
        return "file:" + encoded + "?immutable=1"
    }
}
