/// Comparison that takes as long whatever the bytes, so that timing does not tell how much
/// of a secret a guess got right.
enum ConstantTime {
    /// Whether `a` and `b` are the same bytes; the time depends on their lengths only.
    static func equal(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        var difference = UInt8(x.count == y.count ? 0 : 1)
        for i in 0..<max(x.count, y.count) {
            difference |= (i < x.count ? x[i] : 0) ^ (i < y.count ? y[i] : 0)
        }
        return difference == 0
    }
}
