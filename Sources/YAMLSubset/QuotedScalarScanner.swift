/// 'single' and "double" quoted scalars, which must close on the line they open.
enum QuotedScalarScanner {
    /// The scalar and the index just past its closing quote.
    static func scan(_ line: SourceLine, at start: Int)
        throws(YAMLSyntaxError) -> (scalar: YAMLScalar, end: Int)
    {
        let isDouble = line.scalars[start] == "\""
        precondition(isDouble || line.scalars[start] == "'", "a quoted scalar opens with a quote")
        var value = String.UnicodeScalarView()
        var position = start + 1
        while position < line.count {
            let scalar = line.scalars[position]
            if isDouble, scalar == "\\", position + 1 < line.count {
                let (decoded, next) = try decodeEscape(line, at: position)
                value.append(decoded)
                position = next
                continue
            }
            if !isDouble, scalar == "'", position + 1 < line.count, line.scalars[position + 1] == "'" {
                value.append("'")
                position += 2
                continue
            }
            if scalar == line.scalars[start] {
                let quoted = YAMLScalar(
                    value: String(value), location: line.location(start),
                    length: position + 1 - start, style: isDouble ? .doubleQuoted : .singleQuoted
                )
                return (quoted, position + 1)
            }
            value.append(scalar)
            position += 1
        }
        throw .unterminatedQuote(at: line.location(start), isDouble: isDouble)
    }

    /// Every escape of YAML 1.2's double-quoted style with the character it stands for, besides
    /// the three that take hex digits.
    static let escapes: [Unicode.Scalar: Unicode.Scalar] = [
        "0": "\0", "a": "\u{07}", "b": "\u{08}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{0B}", "f": "\u{0C}",
        "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "\\": "\\", "N": "\u{85}", "_": "\u{A0}",
        "L": "\u{2028}", "P": "\u{2029}",
    ]

    /// The character an escape stands for and the index after the escape.
    static func decodeEscape(_ line: SourceLine, at backslash: Int)
        throws(YAMLSyntaxError) -> (Unicode.Scalar, Int)
    {
        let code = line.scalars[backslash + 1]
        if let decoded = escapes[code] { return (decoded, backslash + 2) }
        switch code {
        case "x": return try decodeHexEscape(line, at: backslash, digits: 2)
        case "u": return try decodeHexEscape(line, at: backslash, digits: 4)
        case "U": return try decodeHexEscape(line, at: backslash, digits: 8)
        default:
            let sequence = line.text(backslash..<backslash + 2)
            throw .invalidEscape(at: line.location(backslash), sequence: sequence)
        }
    }

    /// `\xXX`, `\uXXXX`, `\UXXXXXXXX`: exactly that many hex digits naming a scalar (so not a
    /// lone surrogate nor past U+10FFFF).
    private static func decodeHexEscape(_ line: SourceLine, at backslash: Int, digits: Int)
        throws(YAMLSyntaxError) -> (Unicode.Scalar, Int)
    {
        let digitsStart = backslash + 2
        var code: UInt32 = 0
        var position = digitsStart
        while position < min(digitsStart + digits, line.count),
            let digit = hexValue(line.scalars[position])
        {
            code = code * 16 + digit
            position += 1
        }
        guard position == digitsStart + digits, let scalar = Unicode.Scalar(code) else {
            let sequence = line.text(backslash..<max(position, digitsStart))
            throw .invalidEscape(at: line.location(backslash), sequence: sequence)
        }
        return (scalar, position)
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": return scalar.value - ("0" as Unicode.Scalar).value
        case "a"..."f": return scalar.value - ("a" as Unicode.Scalar).value + 10
        case "A"..."F": return scalar.value - ("A" as Unicode.Scalar).value + 10
        default: return nil
        }
    }
}
