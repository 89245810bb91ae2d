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

    /// The character an escape stands for and the index after the escape.
    private static func decodeEscape(_ line: SourceLine, at backslash: Int)
        throws(YAMLSyntaxError) -> (Unicode.Scalar, Int)
    {
        let code = line.scalars[backslash + 1]
        switch code {
        case "n": return ("\n", backslash + 2)
        case "t": return ("\t", backslash + 2)
        case "r": return ("\r", backslash + 2)
        case "0": return ("\0", backslash + 2)
        case "\"", "\\", "/": return (code, backslash + 2)
        case "u": return try decodeUnicodeEscape(line, at: backslash)
        default:
            let sequence = line.text(backslash..<backslash + 2)
            throw .invalidEscape(at: line.location(backslash), sequence: sequence)
        }
    }

    /// `\uXXXX`: exactly four hex digits naming a scalar (so not a lone surrogate).
    private static func decodeUnicodeEscape(_ line: SourceLine, at backslash: Int)
        throws(YAMLSyntaxError) -> (Unicode.Scalar, Int)
    {
        let digitsStart = backslash + 2
        var code: UInt32 = 0
        var position = digitsStart
        while position < min(digitsStart + 4, line.count),
              let digit = hexValue(line.scalars[position])
        {
            code = code * 16 + digit
            position += 1
        }
        guard position == digitsStart + 4, let scalar = Unicode.Scalar(code) else {
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
