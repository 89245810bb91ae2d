/// The `|` or `>` line that announces a block scalar, with its chomping indicator.
struct BlockScalarHeader {
    /// What happens to the line ends after the last line of text.
    enum Chomping {
        /// `-`: no final line end.
        case strip
        /// The default: exactly one final line end.
        case clip
        /// `+`: every trailing line end, blank lines included.
        case keep
    }

    let isFolded: Bool
    let chomping: Chomping
    let location: SourceLocation
    /// The indicator and its chomping character, for the scalar's underline.
    let length: Int

    static func scan(_ line: SourceLine, at index: Int) throws(YAMLSyntaxError) -> BlockScalarHeader {
        let indicator = line.scalars[index]
        precondition(indicator == "|" || indicator == ">", "a block scalar opens with | or >")
        var position = index + 1
        var chomping = Chomping.clip
        if position < line.count, line.scalars[position] == "-" {
            chomping = .strip
            position += 1
        } else if position < line.count, line.scalars[position] == "+" {
            chomping = .keep
            position += 1
        }
        if position < line.count, ("0"..."9").contains(line.scalars[position]) {
            throw .indentationIndicator(at: line.location(position))
        }
        guard line.isRestBlank(from: position) else {
            let text = line.skipWhitespace(from: position)
            throw .unexpectedText(at: line.location(text), after: "the block scalar indicator")
        }
        return BlockScalarHeader(
            isFolded: indicator == ">", chomping: chomping,
            location: line.location(index), length: position - index
        )
    }
}
