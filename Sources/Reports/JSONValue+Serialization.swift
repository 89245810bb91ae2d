import Foundation

extension JSONValue {
    /// Pretty printed with a two-space indent, `"key": value`, empty containers written
    /// inline as `[]` and `{}`, and a trailing newline, so the file diffs cleanly and ends
    /// the way text files are expected to.
    public func serialized() -> String {
        var output = ""
        serializedAppend(to: &output, depth: 0, isLine: false)
        output.append("\n")
        return output
    }

    /// On one line with no spaces and no trailing newline: a line of a JSON Lines file.
    public func serializedLine() -> String {
        var output = ""
        serializedAppend(to: &output, depth: 0, isLine: true)
        return output
    }

    private func serializedAppend(to output: inout String, depth: Int, isLine: Bool) {
        switch self {
        case .null: output.append("null")
        case .bool(let flag): output.append(flag ? "true" : "false")
        case .integer(let integer): output.append(String(integer))
        case .number(let value, let fractionDigits):
            output.append(Self.fixedPointText(value, fractionDigits: fractionDigits) ?? "null")
        case .string(let text): Self.quotedAppend(text, to: &output)
        case .array(let elements):
            serializedAppendContainer(elements, brackets: ("[", "]"), to: &output, depth: depth, isLine: isLine) {
                element, output in element.serializedAppend(to: &output, depth: depth + 1, isLine: isLine)
            }
        case .object(let members):
            serializedAppendContainer(members, brackets: ("{", "}"), to: &output, depth: depth, isLine: isLine) {
                member, output in
                Self.quotedAppend(member.key, to: &output)
                output.append(isLine ? ":" : ": ")
                member.value.serializedAppend(to: &output, depth: depth + 1, isLine: isLine)
            }
        }
    }

    private func serializedAppendContainer<Element>(
        _ elements: [Element], brackets: (open: String, close: String),
        to output: inout String, depth: Int, isLine: Bool,
        appendElement: (Element, inout String) -> Void
    ) {
        output.append(brackets.open)
        guard !elements.isEmpty else { return output.append(brackets.close) }
        guard !isLine else {
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(",") }
                appendElement(element, &output)
            }
            return output.append(brackets.close)
        }
        let innerIndent = String(repeating: "  ", count: depth + 1)
        for (index, element) in elements.enumerated() {
            output.append(index == 0 ? "\n" : ",\n")
            output.append(innerIndent)
            appendElement(element, &output)
        }
        output.append("\n")
        output.append(String(repeating: "  ", count: depth))
        output.append(brackets.close)
    }

    /// `nil` for NaN and infinities, which JSON cannot represent. The C formatter rounds the
    /// exact binary value, so the digits do not depend on the platform's float printing.
    static func fixedPointText(_ value: Double, fractionDigits: Int) -> String? {
        precondition((0...fractionDigitsMax).contains(fractionDigits), "fractionDigits out of range")
        guard value.isFinite else { return nil }
        let text = String(format: "%.\(fractionDigits)f", value)
        let isNegativeZero = text.hasPrefix("-") && text.dropFirst().allSatisfy { $0 == "0" || $0 == "." }
        return isNegativeZero ? String(text.dropFirst()) : text
    }

    /// Escapes only what RFC 8259 requires; everything else, non-ASCII included, is written as
    /// UTF-8 so names in reports stay readable.
    static func quotedAppend(_ text: String, to output: inout String) {
        output.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case "\u{08}": output.append("\\b")
            case "\u{0C}": output.append("\\f")
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output.append("\"")
    }
}
