/// One element of an SVG document: a name, attributes in the order they are written,
/// and children (elements and text).
///
/// The document model knows SVG, not seats: the chart layer (``ChartSVGRenderer``) turns a
/// chart into elements, and ``SVGWriter`` turns elements into bytes. Attribute values are
/// plain text here; numbers, transforms and path data are formatted before they become
/// attributes (``SVGNumberFormat``, ``SVGTransformList``, ``SVGPathData``), so the same
/// element always gives the same bytes.
public struct SVGElement: Hashable, Sendable {
    /// The element name, such as `path` or `g`.
    public var name: String
    /// The attributes, written in this order.
    public var attributes: [SVGAttribute]
    /// The children, written in this order.
    public var children: [SVGNode]

    /// Creates an element.
    ///
    /// - Parameters:
    ///   - name: the element name.
    ///   - attributes: the attributes, in the order they are written.
    ///   - children: the child nodes.
    public init(_ name: String, attributes: [SVGAttribute] = [], children: [SVGNode] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// Creates an element holding only text, such as `<title>` or `<text>`.
    public init(_ name: String, attributes: [SVGAttribute] = [], text: String) {
        self.init(name, attributes: attributes, children: [.text(text)])
    }

    /// The value of the attribute `name`, if present.
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Adds an attribute at the end.
    public mutating func set(_ name: String, _ value: String) {
        attributes.append(SVGAttribute(name, value))
    }

    /// Adds an attribute at the end when `value` is not `nil`.
    public mutating func set(_ name: String, ifPresent value: String?) {
        if let value { attributes.append(SVGAttribute(name, value)) }
    }

    /// Adds a child element at the end.
    public mutating func append(_ child: SVGElement) {
        children.append(.element(child))
    }

    /// Adds text at the end.
    public mutating func append(text: String) {
        children.append(.text(text))
    }
}

/// A child of an element: another element or a run of text.
public enum SVGNode: Hashable, Sendable {
    /// A child element.
    case element(SVGElement)
    /// Character data; the writer escapes it.
    case text(String)
}

/// One attribute: a name (possibly with a prefix, such as `xlink:href`) and its text value.
public struct SVGAttribute: Hashable, Sendable {
    /// The attribute name.
    public var name: String
    /// The value as text; the writer escapes it.
    public var value: String

    /// Creates an attribute.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
