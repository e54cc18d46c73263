import CLibXML2
import Foundation

/// An XML document parsed back with libxml2, as plain values for assertions.
struct ParsedXML {
    /// One element.
    struct Element {
        var name: String
        var attributes: [String: String]
        var children: [Element]
        var text: String

        /// This element and every descendant, in document order.
        var all: [Element] { [self] + children.flatMap(\.all) }

        /// The value of attribute `name`.
        subscript(_ name: String) -> String? { attributes[name] }

        /// The class tokens.
        var classes: Set<String> { Set((attributes["class"] ?? "").split(separator: " ").map(String.init)) }
    }

    let root: Element

    /// Parses `data`; `nil` when libxml2 finds it ill-formed.
    init?(_ data: Data) {
        xmlInitParser()
        let parsed: Element? = data.withUnsafeBytes { raw -> Element? in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self) else { return nil }
            let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_HUGE.rawValue)
            guard let doc = xmlReadMemory(base, Int32(raw.count), "test.svg", nil, options) else { return nil }
            defer { xmlFreeDoc(doc) }
            guard let root = xmlDocGetRootElement(doc) else { return nil }
            return Self.convert(root)
        }
        guard let parsed else { return nil }
        root = parsed
    }

    private static func convert(_ node: xmlNodePtr) -> Element {
        let name = String(cString: node.pointee.name)
        var attributes: [String: String] = [:]
        var attribute = node.pointee.properties
        while let a = attribute {
            let key = String(cString: a.pointee.name)
            if let value = xmlNodeGetContent(UnsafeMutableRawPointer(a).assumingMemoryBound(to: xmlNode.self)) {
                attributes[key] = String(cString: value)
                seatchart_xmlFree(value)
            }
            attribute = a.pointee.next
        }
        var children: [Element] = []
        var text = ""
        var child = node.pointee.children
        while let c = child {
            if c.pointee.type == XML_ELEMENT_NODE {
                children.append(convert(c))
            } else if c.pointee.type == XML_TEXT_NODE || c.pointee.type == XML_CDATA_SECTION_NODE, let content = c.pointee.content {
                text += String(cString: content)
            }
            child = c.pointee.next
        }
        return Element(name: name, attributes: attributes, children: children, text: text)
    }
}
