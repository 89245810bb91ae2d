/// Turns arbitrary strings — test names, failure messages, captured output — into XML 1.0
/// that every parser accepts and that reads back as the original text.
public enum XMLEscaping {
    /// Besides the five markup characters, tab, newline and carriage return become character
    /// references: a parser would otherwise normalise them to spaces in an attribute value.
    static func attribute(_ text: String) -> String {
        escaped(text) { scalar in
            switch scalar {
            case "\"": "&quot;"
            case "'": "&apos;"
            case "\t": "&#9;"
            case "\n": "&#10;"
            default: nil
            }
        }
    }

    /// Escaping every `>` means "]]>" can never appear literally. A carriage return becomes a
    /// reference because parsers turn a literal one into a newline.
    public static func text(_ text: String) -> String {
        escaped(text) { _ in nil }
    }

    private static func escaped(_ text: String, extra: (Unicode.Scalar) -> String?) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output.append("&amp;")
            case "<": output.append("&lt;")
            case ">": output.append("&gt;")
            case "\r": output.append("&#13;")
            case _ where !isAllowed(scalar): output.append("\u{FFFD}")
            default:
                if let replacement = extra(scalar) {
                    output.append(replacement)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    /// XML 1.0's `Char` production. Lone surrogates need no check: a Swift `String` cannot
    /// hold them.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
