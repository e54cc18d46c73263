import CLibXML2
import Foundation

/// Writes SVG elements as XML through libxml2's text writer (`xmlTextWriter…`), which does
/// all the escaping. Knows elements, attributes and text, never seats.
///
/// Elements can be written whole (``write(_:)``) or streamed (``start(_:)``,
/// ``attribute(_:_:)``, ``text(_:)``, ``end()``), so a chart of 100,000 seats never has
/// to exist as one tree. Call ``finish()`` once for the bytes.
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
/// Not thread-safe: one writer per thread.
public final class SVGWriter {
    private let buffer: xmlBufferPtr
    private var writer: xmlTextWriterPtr?
    private var failure: String?
    private var finished = false
    private var scratch: [UInt8] = []

    /// The options in force.
    public let options: SVGWriterOptions

    /// Creates a writer into memory.
    ///
    /// - Throws: ``SVGWriterError`` when libxml2 cannot allocate its buffer.
    public init(options: SVGWriterOptions = SVGWriterOptions()) throws {
        _ = LibXML.initialized
        self.options = options
        guard let buffer = xmlBufferCreate() else { throw SVGWriterError(function: "xmlBufferCreate") }
        self.buffer = buffer
        guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
            xmlBufferFree(buffer)
            throw SVGWriterError(function: "xmlNewTextWriterMemory")
        }
        self.writer = writer
        if options.newlinePerElement {
            check(xmlTextWriterSetIndent(writer, 1), "xmlTextWriterSetIndent")
            LibXML.withXMLChars("") { check(xmlTextWriterSetIndentString(writer, $0), "xmlTextWriterSetIndentString") }
        }
        if options.xmlDeclaration {
            check(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil), "xmlTextWriterStartDocument")
        }
    }

    deinit {
        if let writer { xmlFreeTextWriter(writer) }
        xmlBufferFree(buffer)
    }

    // MARK: - Streaming

    /// Opens an element; attributes follow with ``attribute(_:_:)``.
    public func start(_ name: String) {
        guard let writer else { return }
        LibXML.withXMLChars(name) { check(xmlTextWriterStartElement(writer, $0), "xmlTextWriterStartElement") }
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

    /// Adds an attribute whose value is the UTF-8 text in `value` (without a terminating NUL):
    /// the fast path for values built as bytes. libxml2 escapes it; characters XML cannot
    /// carry are replaced as in ``attribute(_:_:)``.
    public func attribute(_ name: String, utf8 value: [UInt8]) {
        guard let writer else { return }
        let legal = value.withUnsafeBufferPointer { XMLText.mayNeedWork($0) }
        if legal || value.contains(0) {
            attribute(name, String(decoding: value.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self))
            return
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: value)
        scratch.append(0)
        LibXML.withXMLChars(name) { n in
            scratch.withUnsafeBufferPointer { v in
                check(xmlTextWriterWriteAttribute(writer, n, v.baseAddress!), "xmlTextWriterWriteAttribute")
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
    }

    /// Closes the innermost open element (as `<x/>` when it is empty).
    public func end() {
        guard let writer else { return }
        check(xmlTextWriterEndElement(writer), "xmlTextWriterEndElement")
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

    // MARK: - Result

    /// Closes every open element and returns the document's bytes. Call once.
    ///
    /// - Throws: ``SVGWriterError`` naming the first libxml2 call that failed.
    public func finish() throws -> Data {
        guard let writer, !finished else { throw SVGWriterError(function: "finish (called twice)") }
        finished = true
        check(xmlTextWriterEndDocument(writer), "xmlTextWriterEndDocument")
        xmlFreeTextWriter(writer)
        self.writer = nil
        if let failure { throw SVGWriterError(function: failure) }
        let count = Int(xmlBufferLength(buffer))
        guard count > 0, let content = xmlBufferContent(buffer) else { return Data() }
        return Data(bytes: content, count: count)
    }

    @inline(__always)
    private func check(_ result: Int32, _ function: String) {
        if result < 0, failure == nil { failure = function }
    }
}
