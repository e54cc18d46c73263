#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SeatChartJSON

/// Reads an input file (a stadium file or a seating plan) with a size limit, turning every
/// failure into an ``InputError`` that names the file as the user gave it.
public enum InputFile {
    /// Reads at most `limit` bytes of the file at `path`.
    ///
    /// Never hangs on an endless file (`/dev/zero`): reading stops one byte after the limit.
    ///
    /// Anything but a regular file (a FIFO, a device, a socket) is refused before it is
    /// opened, so that a pipe with no writer cannot make a command wait forever; a link to a
    /// regular file is followed.
    ///
    /// - Throws: ``InputError`` when the file is missing, a directory, not a regular file,
    ///   unreadable or too large.
    public static func read(path: String, limit: Int = StadiumFileLimits.maximumFileBytes) throws -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(file: path, place: "", message: "no such file; expected a stadium file or a seating plan")
        }
        if isDirectory.boolValue {
            throw InputError(file: path, place: "", message: "is a directory; expected a stadium file or a seating plan")
        }
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            throw InputError(file: path, place: "", message: "is not a regular file (a pipe, a device or a socket); expected a stadium file or a seating plan")
        }
        // A file known to be too large is refused before a byte of it is read.
        if Int64(status.st_size) > Int64(limit) {
            throw InputError(file: path, place: "", message: "is larger than \(limit / (1024 * 1024)) MiB; expected a stadium file or a seating plan")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw InputError(file: path, place: "", message: "cannot be opened for reading (check its permissions)")
        }
        defer { try? handle.close() }
        var data = Data()
        // One allocation for a regular file's known size (and a byte to see it grew).
        if status.st_size > 0 { data.reserveCapacity(Int(status.st_size) + 1) }
        do {
            while data.count <= limit {
                guard let chunk = try handle.read(upToCount: min(1 << 20, limit + 1 - data.count)), !chunk.isEmpty else { break }
                data.append(chunk)
            }
        } catch {
            throw InputError(file: path, place: "", message: "cannot be read: \(error.localizedDescription)")
        }
        if data.count > limit {
            throw InputError(file: path, place: "", message: "is larger than \(limit / (1024 * 1024)) MiB; expected a stadium file or a seating plan")
        }
        return data
    }
}

// MARK: - Whole documents

extension InputFile {
    /// The bytes of the file at `path` (at most `limit`), any failure to read it an
    /// ``InputError`` naming the file.
    public static func bytes(path: String, limit: Int) throws(InputError) -> Data {
        do {
            return try read(path: path, limit: limit)
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(file: path, place: "", message: "cannot be read: \(error)")
        }
    }

    /// `data` parsed as JSON; a syntax error is an ``InputError`` naming `file` and the
    /// line and column.
    public static func json(_ data: Data, file: String) throws(InputError) -> JSONValue {
        do {
            return try JSONParser.parse(data)
        } catch {
            throw InputError(file: file, invalidJSON: error)
        }
    }
}
