/// Appends indented XML elements. Text content is written inline, never indented, so that
/// captured output and failure details read back exactly as given.
struct XMLOutput {
    private(set) var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    private var openElements: [String] = []

    /// Attributes whose value is `nil` are left out, so optional ones need no branching.
    typealias Attributes = [(name: String, value: String?)]

    mutating func open(_ name: String, _ attributes: Attributes) {
        appendStartTag(name, attributes, closing: ">\n")
        openElements.append(name)
    }

    mutating func close(_ name: String) {
        precondition(openElements.last == name, "elements close in the order they were opened")
        openElements.removeLast()
        text += indent + "</\(name)>\n"
    }

    /// An element with no content, written `<name …/>`.
    mutating func empty(_ name: String, _ attributes: Attributes) {
        appendStartTag(name, attributes, closing: "/>\n")
    }

    /// An element holding only text; empty text gives an empty element.
    mutating func element(_ name: String, _ attributes: Attributes, text content: String) {
        guard !content.isEmpty else { return empty(name, attributes) }
        appendStartTag(name, attributes, closing: ">")
        text += XMLEscaping.text(content) + "</\(name)>\n"
    }

    var isComplete: Bool { openElements.isEmpty }

    private var indent: String { String(repeating: "  ", count: openElements.count) }

    private mutating func appendStartTag(_ name: String, _ attributes: Attributes, closing: String) {
        text += indent + "<" + name
        for (attributeName, value) in attributes {
            guard let value else { continue }
            text += " \(attributeName)=\"\(XMLEscaping.attribute(value))\""
        }
        text += closing
    }
}
