#if canImport(Glibc)
import Glibc
#endif

/// The C library's heap, set for a command that makes its pictures once and ends.
enum ProcessHeap {
    /// Keeps the memory the process frees for its own next blocks: blocks up to 32 MiB
    /// (glibc's largest threshold) come from the heap instead of mappings of their own, and
    /// the heap is never trimmed. A block freed (a picture's pixels, a layout's scratch) is
    /// then reused by the next one instead of being handed back and faulted in, zeroed by the
    /// kernel, again. The process ends soon after and hands everything back.
    ///
    /// glibc's `mallopt`, looked up by name (its header is not part of the Glibc module);
    /// nothing elsewhere.
    static func reuseFreedMemory() {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3  // M_TRIM_THRESHOLD, M_MMAP_THRESHOLD
        _ = mallopt(mmapThreshold, 32 << 20)
        _ = mallopt(trimThreshold, .max)
        #endif
    }
}
