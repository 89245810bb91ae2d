/// Reads the lines of a `|` (literal) or `>` (folded) block scalar.
///
/// The text is every following line indented deeper than the value's parent; the first
/// non-blank line fixes how much indentation is removed from all of them.
enum BlockScalarReader {
    /// One line of text with the block's indentation removed; `isEmpty` for blank lines.
    private struct TextLine {
        let text: String
        let isEmpty: Bool
    }

    static func read(
        _ lines: [SourceLine], after headerLineIndex: Int, parentIndent: Int, header: BlockScalarHeader
    ) throws(YAMLSyntaxError) -> (scalar: YAMLScalar, nextLineIndex: Int) {
        precondition(headerLineIndex < lines.count, "the header is a line of the file")
        var textLines: [TextLine] = []
        var contentIndent = header.indentationIndicator.map { max(0, parentIndent) + $0 }
        /// The deepest blank line before the first text line: YAML requires it to be no deeper
        /// than that text, which fixes the indentation.
        var leadingBlank: (spaces: Int, line: SourceLine)?
        var lineIndex = headerLineIndex + 1
        while lineIndex < lines.count {
            let line = lines[lineIndex]
            let spaces = line.leadingSpaceCount
            let indent = contentIndent ?? spaces
            if contentIndent == nil, spaces < line.count, line.isRestBlank(from: spaces), line.scalars[spaces] == "\t" {
                // A tab before the indentation is known cannot be indentation, nor text.
                throw .tabInIndentation(at: line.location(spaces))
            }
            if spaces == line.count {
                let isBlank = contentIndent == nil || spaces <= indent
                if contentIndent == nil, spaces > (leadingBlank?.spaces ?? -1) { leadingBlank = (spaces, line) }
                textLines.append(TextLine(text: isBlank ? "" : line.text(indent..<spaces), isEmpty: isBlank))
            } else if spaces > parentIndent, spaces >= indent {
                if contentIndent == nil, let blank = leadingBlank, blank.spaces > indent {
                    throw .overIndentedLeadingBlank(
                        at: blank.line.location(indent), length: blank.spaces - indent,
                        columnOfText: indent + 1)
                }
                contentIndent = indent
                textLines.append(TextLine(text: line.text(indent..<line.count), isEmpty: false))
            } else {
                break
            }
            lineIndex += 1
        }
        let lastText = textLines.lastIndex { !$0.isEmpty }
        let body = lastText.map { Array(textLines[...$0]) } ?? []
        let trailingEmptyCount = textLines.count - body.count
        var value = header.isFolded ? folded(body) : body.map(\.text).joined(separator: "\n")
        switch header.chomping {
        case .strip:
            break
        case .clip:
            value += body.isEmpty ? "" : "\n"
        case .keep:
            value += String(repeating: "\n", count: (body.isEmpty ? 0 : 1) + trailingEmptyCount)
        }
        let scalar = YAMLScalar(
            value: value, location: header.location, length: header.length,
            style: header.isFolded ? .folded : .literal
        )
        return (scalar, lineIndex)
    }

    /// Lines of equal indentation join with a space; a blank line becomes a line end; lines
    /// indented further than the block keep their line ends, as YAML folding specifies.
    private static func folded(_ body: [TextLine]) -> String {
        var result = ""
        var emptyCount = 0
        var previousIsMoreIndented: Bool?
        for line in body {
            if line.isEmpty {
                emptyCount += 1
                continue
            }
            let isMoreIndented = line.text.first == " " || line.text.first == "\t"
            if let previous = previousIsMoreIndented {
                let keepsBreak = previous || isMoreIndented
                if emptyCount == 0 {
                    result += keepsBreak ? "\n" : " "
                } else {
                    result += String(repeating: "\n", count: emptyCount + (keepsBreak ? 1 : 0))
                }
            } else {
                result += String(repeating: "\n", count: emptyCount)
            }
            result += line.text
            emptyCount = 0
            previousIsMoreIndented = isMoreIndented
        }
        return result
    }
}
