import CLibXML2
import Foundation

/// Writes SVG elements as XML through libxml2's text writer (`xmlTextWriter…`), which does
/// all the escaping. Knows elements, attributes and text, never seats.
///
/// Elements can be written whole (``write(_:)``) or streamed (``start(_:)``,
/// ``attribute(_:_:)``, ``text(_:)``, ``end()``), so a chart of 100,000 seats never has
/// to exist as one tree. The bytes go to an ``SVGOutput`` as libxml2 produces them (a file,
/// in blocks), or to memory; call ``finish()`` once at the end.
///
/// ```swift
/// let writer = try SVGWriter()
/// writer.start("svg")
/// writer.attribute("xmlns", "http://www.w3.org/2000/svg")
/// writer.write(SVGElement("title", text: "Riverside Arena"))
/// writer.end()
/// let data = try writer.finish()
/// ```
///
/// Long runs of elements can be written on other threads by fragment writers
/// (``init(fragmentWith:capacity:)``) and appended in order (``append(_:)``); the bytes are
/// those one writer would have written.
///
/// Not thread-safe: one writer per thread.
public final class SVGWriter {
    private var writer: xmlTextWriterPtr?
    private let output: OutputBox
    /// The memory the bytes go to, for writers made without an output.
    let memory: SVGMemoryOutput?
    private var failure: String?
    private var finished = false
    /// Elements opened and not yet closed.
    private(set) var depth = 0
    /// Whether the innermost open element has no child yet (its start tag is not closed).
    private var startTagOpen = false

    /// The options in force.
    public let options: SVGWriterOptions

    /// Creates a writer into memory; ``finish()`` returns the bytes.
    ///
    /// - Throws: ``SVGWriterError`` when libxml2 cannot allocate its buffers.
    public convenience init(options: SVGWriterOptions = SVGWriterOptions()) throws {
        let memory = SVGMemoryOutput()
        try self.init(output: memory, memory: memory, options: options, fragment: false)
    }

    /// Creates a writer that sends its bytes to `output` as they are written.
    ///
    /// - Throws: ``SVGWriterError`` when libxml2 cannot allocate its buffers.
    public convenience init(output: SVGOutput, options: SVGWriterOptions = SVGWriterOptions()) throws {
        try self.init(output: output, memory: nil, options: options, fragment: false)
    }

    /// Creates a fragment writer: whole elements written into memory, to be appended to a
    /// writer with the same options by ``append(_:)``. It starts at the top level and writes
    /// no declaration, but escapes exactly as a document writer does.
    ///
    /// - Parameters:
    ///   - options: the options of the writer the fragment will be appended to.
    ///   - capacity: bytes to reserve for the fragment.
    /// - Throws: ``SVGWriterError`` when libxml2 cannot allocate its buffers.
    public convenience init(fragmentWith options: SVGWriterOptions, capacity: Int = 0) throws {
        let memory = SVGMemoryOutput(capacity: capacity)
        try self.init(output: memory, memory: memory, options: options, fragment: true)
    }

    private init(output: SVGOutput, memory: SVGMemoryOutput?, options: SVGWriterOptions, fragment: Bool) throws {
        _ = LibXML.initialized
        self.options = options
        self.memory = memory
        self.output = OutputBox(output)
        let context = Unmanaged.passUnretained(self.output).toOpaque()
        guard let buffer = xmlOutputBufferCreateIO(OutputBox.write, nil, context, nil) else {
            throw SVGWriterError(function: "xmlOutputBufferCreateIO")
        }
        guard let writer = xmlNewTextWriter(buffer) else {
            xmlOutputBufferClose(buffer)
            throw SVGWriterError(function: "xmlNewTextWriter")
        }
        self.writer = writer
        if options.newlinePerElement {
            check(xmlTextWriterSetIndent(writer, 1), "xmlTextWriterSetIndent")
            check(xmlTextWriterSetIndentString(writer, ""), "xmlTextWriterSetIndentString")
        }
        if options.xmlDeclaration {
            // Also tells libxml2 the document is UTF-8, which decides how it escapes
            // attributes; a fragment does the same, then drops the declaration's bytes.
            check(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil), "xmlTextWriterStartDocument")
            if fragment {
                check(xmlTextWriterFlush(writer), "xmlTextWriterFlush")
                memory?.removeAll()
            }
        }
        if let failure { throw SVGWriterError(function: failure) }
    }

    deinit {
        if let writer { xmlFreeTextWriter(writer) }
    }

    // MARK: - Streaming

    /// Opens an element; attributes follow with ``attribute(_:_:)``.
    public func start(_ name: String) {
        guard let writer else { return }
        LibXML.withXMLChars(name) { check(xmlTextWriterStartElement(writer, $0), "xmlTextWriterStartElement") }
        opened()
    }

    /// Adds an attribute to the element just opened. libxml2 escapes the value.
    public func attribute(_ name: String, _ value: String) {
        guard let writer else { return }
        let value = XMLText.legal(value)
        LibXML.withXMLChars(name) { n in
            LibXML.withXMLChars(value) { v in
                check(xmlTextWriterWriteAttribute(writer, n, v), "xmlTextWriterWriteAttribute")
            }
        }
    }

    /// Adds an attribute when `value` is not `nil`.
    public func attribute(_ name: String, ifPresent value: String?) {
        if let value { attribute(name, value) }
    }

    /// Writes character data into the open element. libxml2 escapes it.
    public func text(_ text: String) {
        guard let writer else { return }
        LibXML.withXMLChars(XMLText.legal(text)) { check(xmlTextWriterWriteString(writer, $0), "xmlTextWriterWriteString") }
        startTagOpen = false
    }

    /// Closes the innermost open element (as `<x/>` when it is empty).
    public func end() {
        guard let writer else { return }
        check(xmlTextWriterEndElement(writer), "xmlTextWriterEndElement")
        closed()
    }

    // MARK: - Per-seat fast path

    /// Opens an element whose name is a literal.
    @inline(__always)
    func start(_ name: StaticString) {
        guard let writer else { return }
        check(xmlTextWriterStartElement(writer, name.utf8Start), "xmlTextWriterStartElement")
        opened()
    }

    /// Adds an attribute whose value is `value`'s bytes.
    ///
    /// Text from outside (``SVGValueBytes/appendText(_:)``) is escaped by libxml2, characters
    /// XML cannot carry replaced first as in ``attribute(_:_:)``. Formatted text (numbers,
    /// path data, `rotate(…)`: ``SVGValueBytes/isFormatted``) holds no character libxml2
    /// escapes, so it is written with libxml2's raw write between its own attribute start and
    /// end: the same bytes, without the escaping scan over every byte.
    @inline(__always)
    func attribute(_ name: StaticString, _ value: borrowing SVGValueBytes) {
        guard let writer else { return }
        if value.isFormatted {
            assert(value.bytes.allSatisfy(SVGValueBytes.isFormattedByte), "not formatted text")
            check(xmlTextWriterStartAttribute(writer, name.utf8Start), "xmlTextWriterStartAttribute")
            check(xmlTextWriterWriteRawLen(writer, value.base, Int32(value.count)), "xmlTextWriterWriteRawLen")
            check(xmlTextWriterEndAttribute(writer), "xmlTextWriterEndAttribute")
            return
        }
        if value.mayNeedWork {
            let text = String(decoding: value.bytes.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            attribute(String(describing: name), text)
            return
        }
        check(xmlTextWriterWriteAttribute(writer, name.utf8Start, value.base), "xmlTextWriterWriteAttribute")
    }

    /// Adds an attribute whose value is the NUL-terminated UTF-8 text at `value`, which must
    /// hold only characters XML can carry (``XMLText/legal(_:)`` made it so). libxml2 escapes it.
    @inline(__always)
    func attribute(_ name: StaticString, legalText value: UnsafePointer<UInt8>) {
        guard let writer else { return }
        check(xmlTextWriterWriteAttribute(writer, name.utf8Start, value), "xmlTextWriterWriteAttribute")
    }

    @inline(__always)
    private func opened() {
        depth += 1
        startTagOpen = true
    }

    @inline(__always)
    private func closed() {
        depth -= 1
        startTagOpen = false
    }

    // MARK: - Whole elements

    /// Writes `element` with its attributes and all its children.
    public func write(_ element: SVGElement) {
        start(element.name)
        for a in element.attributes { attribute(a.name, a.value) }
        for child in element.children {
            switch child {
            case .element(let e): write(e)
            case .text(let t): text(t)
            }
        }
        end()
    }

    /// Writes each element of `elements` in order.
    public func write<S: Sequence>(contentsOf elements: S) where S.Element == SVGElement {
        for e in elements { write(e) }
    }

    // MARK: - Fragments

    /// Appends the elements written by `fragment` (a writer made by
    /// ``init(fragmentWith:capacity:)`` with the same options, every element it opened closed)
    /// as if they had been written here.
    ///
    /// The innermost open element here must already have a child, so that its start tag is
    /// closed; libxml2 writes no indentation (the options allow none), so the fragment's bytes
    /// do not depend on how deep they land. A misuse is reported by ``finish()``.
    public func append(_ fragment: SVGWriter) {
        guard let writer else { return }
        guard !startTagOpen, fragment.depth == 0, let memory = fragment.memory, let other = fragment.writer,
              fragment.options == options
        else {
            if failure == nil { failure = "append (a fragment must be whole elements appended after a child)" }
            return
        }
        if let problem = fragment.failure, failure == nil { failure = problem }
        if xmlTextWriterFlush(other) < 0, failure == nil { failure = "xmlTextWriterFlush" }
        check(xmlTextWriterFlush(writer), "xmlTextWriterFlush")
        let written = memory.bytes.withUnsafeBytes { output.output.write($0) }
        if !written, failure == nil { failure = "append (the output refused the bytes)" }
    }

    // MARK: - Result

    /// Closes every open element, hands the last bytes to the output and returns the document:
    /// the bytes for a writer into memory, empty `Data` for one with its own output. Call once.
    ///
    /// - Throws: ``SVGWriterError`` naming the first libxml2 call that failed.
    @discardableResult
    public func finish() throws -> Data {
        guard let writer, !finished else { throw SVGWriterError(function: "finish (called twice)") }
        finished = true
        check(xmlTextWriterEndDocument(writer), "xmlTextWriterEndDocument")
        xmlFreeTextWriter(writer)
        self.writer = nil
        if let failure { throw SVGWriterError(function: failure) }
        guard let memory else { return Data() }
        return Data(memory.bytes)
    }

    @inline(__always)
    private func check(_ result: Int32, _ function: StaticString) {
        if result < 0, failure == nil { failure = String(describing: function) }
    }
}

/// The output as libxml2's write callback sees it.
private final class OutputBox {
    let output: SVGOutput
    init(_ output: SVGOutput) { self.output = output }

    /// libxml2's `xmlOutputWriteCallback`: `context` is an unretained `OutputBox`.
    static let write: xmlOutputWriteCallback = { context, buffer, length in
        guard let context, length >= 0 else { return -1 }
        guard let buffer, length > 0 else { return 0 }
        let box = Unmanaged<OutputBox>.fromOpaque(context).takeUnretainedValue()
        return box.output.write(UnsafeRawBufferPointer(start: buffer, count: Int(length))) ? length : -1
    }
}
