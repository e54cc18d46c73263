#if canImport(Glibc)
import Glibc
#endif

/// The process's limit on open files (sockets included), which caps the connections a
/// server can hold: past it, `accept` fails and so does any file or thread the runtime opens.
public enum DescriptorLimit {
    /// Raises the soft limit to the hard one (as far as the system lets a process without
    /// privileges) and returns the soft limit in force after, at most `ceiling`.
    @discardableResult
    public static func raiseToHard(ceiling: Int = 1 << 20) -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        // RLIM_INFINITY is the largest value: the ceiling takes it.
        return Int(min(UInt64(limit.rlim_cur), UInt64(ceiling)))
    }

    /// How many files the process has open now (`/proc/self/fd`), those it was started with
    /// included: a parent that leaks descriptors into the server takes them from the budget.
    /// 3 (the standard streams) where the folder cannot be read.
    public static func openNow() -> Int {
        guard let folder = opendir("/proc/self/fd") else { return 3 }
        defer { closedir(folder) }
        var count = 0
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { count += 1 }
        }
        // The folder's own descriptor was counted.
        return max(0, count - 1)
    }

    /// The descriptors left for connections and the runtime: the limit after
    /// ``raiseToHard(ceiling:)``, less those open already.
    public static func available(ceiling: Int = 1 << 20) -> Int {
        max(0, raiseToHard(ceiling: ceiling) - openNow())
    }
}
