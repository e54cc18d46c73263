import Foundation
import SeatChartStore

extension SelectionStore: SelectionChangeStamp {
    /// The file and its write-ahead log as `stat` sees them (device, inode, size, change
    /// time): every commit writes the log, growing it or, once a checkpoint has restarted it,
    /// changing its time. Two commits of one clock tick over a restarted log of the same size
    /// look alike; the feeds read the log anyway every second. `nil` when the file is missing.
    public func changeStamp() -> StateStamp? {
        var parts: [Int64] = []
        for file in [path, path + "-wal"] {
            var info = stat()
            guard stat(file, &info) == 0 else {
                if file == path { return nil }
                parts += [-1]
                continue
            }
            parts += [Int64(info.st_dev), Int64(info.st_ino), Int64(info.st_size), Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec),
                      Int64(info.st_ctim.tv_sec), Int64(info.st_ctim.tv_nsec)]
        }
        return StateStamp(parts)
    }
}
