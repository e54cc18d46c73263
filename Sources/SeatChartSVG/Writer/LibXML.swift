import CLibXML2

/// libxml2's one-time set-up and string passing.
enum LibXML {
    /// Initialises the parser's global state once per process, as libxml2 asks before it is
    /// used from several threads.
    static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Runs `body` with `string` as a NUL-terminated `xmlChar` pointer (no copy for native strings).
    @inline(__always)
    static func withXMLChars<R>(_ string: String, _ body: (UnsafePointer<xmlChar>) -> R) -> R {
        string.withCString { body(UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self)) }
    }
}
