/// Reads a quoted value that goes on over several lines, as YAML allows:
///
///     description: "a value that goes on
///       over the next line"
///
/// Continuation lines are indented deeper than the value's parent. Each line break folds:
/// the spaces around it go, one break becomes a space and each blank line a line end; in double
/// quotes a `\` before the break joins the lines with nothing between them.
enum MultiLineQuotedReader {
    /// Whether the quote opened at `start` closes on its own line (then the one-line scanner reads it).
    static func closesOnItsLine(_ line: SourceLine, at start: Int) -> Bool {
        let quote = line.scalars[start]
        var position = start + 1
        while position < line.count {
            let scalar = line.scalars[position]
            if quote == "\"", scalar == "\\" {
                position += 2
                continue
            }
            if scalar == quote {
                if quote == "'", position + 1 < line.count, line.scalars[position + 1] == "'" {
                    position += 2
                    continue
                }
                return true
            }
            position += 1
        }
        return false
    }

    /// `locations` receives where each character of the value comes from in the file (a fold's
    /// space or line end: the end of the line before it), for errors inside the value.
    static func read(
        _ lines: [SourceLine], from lineIndex: Int, at start: Int, parentIndent: Int,
        locations: inout [SourceLocation]
    ) throws(YAMLSyntaxError) -> (scalar: YAMLScalar, lineIndex: Int, end: Int) {
        let first = lines[lineIndex]
        let quote = first.scalars[start]
        let isDouble = quote == "\""
        var value = String.UnicodeScalarView()
        /// Characters after the last non-blank one of the current line, dropped at a fold.
        var trailingBlanks = 0
        var index = lineIndex
        var position = start + 1
        var pendingBreaks = 0
        var joinsWithoutSpace = false
        while index < lines.count {
            let line = lines[index]
            if index > lineIndex {
                let content = line.skipWhitespace(from: 0)
                if content == line.count {
                    pendingBreaks += 1
                    index += 1
                    continue
                }
                guard line.leadingSpaceCount > parentIndent,
                    !line.startsWithMarker("---"), !line.startsWithMarker("...")
                else { break }
                if !joinsWithoutSpace {
                    let fold: [Unicode.Scalar] =
                        pendingBreaks == 0 ? [" "] : Array(repeating: "\n", count: pendingBreaks)
                    value.append(contentsOf: fold)
                    locations += Array(
                        repeating: lines[index - 1 - pendingBreaks].location(
                            max(0, lines[index - 1 - pendingBreaks].count)), count: fold.count)
                }
                pendingBreaks = 0
                joinsWithoutSpace = false
                position = content
            }
            while position < line.count {
                let scalar = line.scalars[position]
                if isDouble, scalar == "\\", position + 1 == line.count {
                    joinsWithoutSpace = true
                    position += 1
                    trailingBlanks = 0
                    break
                }
                if isDouble, scalar == "\\" {
                    let (decoded, next) = try QuotedScalarScanner.decodeEscape(line, at: position)
                    value.append(decoded)
                    locations.append(line.location(position))
                    position = next
                    trailingBlanks = 0
                    continue
                }
                if !isDouble, scalar == "'", position + 1 < line.count, line.scalars[position + 1] == "'" {
                    value.append("'")
                    locations.append(line.location(position))
                    position += 2
                    trailingBlanks = 0
                    continue
                }
                if scalar == quote {
                    let scalar = YAMLScalar(
                        value: String(value), location: first.location(start),
                        length: first.count - start, style: isDouble ? .doubleQuoted : .singleQuoted)
                    return (scalar, index, position + 1)
                }
                value.append(scalar)
                locations.append(line.location(position))
                trailingBlanks = SourceLine.isWhitespace(scalar) ? trailingBlanks + 1 : 0
                position += 1
            }
            // A fold drops the blanks that ended the line.
            value.removeLast(trailingBlanks)
            locations.removeLast(trailingBlanks)
            trailingBlanks = 0
            index += 1
        }
        throw .unterminatedQuote(at: first.location(start), isDouble: isDouble)
    }
}
