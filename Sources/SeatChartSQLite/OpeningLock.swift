#if canImport(Glibc)
import SeatChartStore
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock on the folder of a state file, held while a process opens
/// the file, creates or upgrades its schema and records the stadium identity.
///
/// SQLite's own locks cover each transaction, but not the steps of a first opening
/// (switching to WAL, GRDB's migration bookkeeping, the identity row): two processes
/// creating one file at the same moment could see each other's half-made schema. With
/// this lock the first opener finishes before the next one starts; later operations rely
/// on SQLite's transactions alone. The lock is `flock(2)` on the folder itself, so no
/// extra file is left behind, and the kernel drops it if the process dies.
struct OpeningLock {
    private let descriptor: Int32

    /// Takes the lock on `directory`, waiting for other processes to release it. If the
    /// folder cannot be opened the lock is simply not taken (SQLite's busy timeout still applies).
    init(directory: String) {
        let fd = open(directory, O_RDONLY)
        if fd >= 0 {
            while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
        }
        descriptor = fd
    }

    /// Releases the lock.
    func release() {
        guard descriptor >= 0 else { return }
        _ = flock(descriptor, LOCK_UN)
        _ = close(descriptor)
    }
}
