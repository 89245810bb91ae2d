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
    /// `|2`: the text's indentation relative to its parent's, when the first line of text
    /// cannot show it (it starts with spaces of its own).
    let indentationIndicator: Int?
    let location: SourceLocation
    /// The indicator and its chomping character, for the scalar's underline.
    let length: Int

    static func scan(_ line: SourceLine, at index: Int) throws(YAMLSyntaxError) -> BlockScalarHeader {
        let indicator = line.scalars[index]
        precondition(indicator == "|" || indicator == ">", "a block scalar opens with | or >")
        var position = index + 1
        var chomping = Chomping.clip
        var indentationIndicator: Int?
        // YAML allows the two indicators in either order: `|2-` and `|-2`.
        for _ in 0..<2 where position < line.count {
            let scalar = line.scalars[position]
            if chomping == .clip, scalar == "-" || scalar == "+" {
                chomping = scalar == "-" ? .strip : .keep
            } else if indentationIndicator == nil, ("0"..."9").contains(scalar) {
                guard scalar != "0" else { throw .indentationIndicator(at: line.location(position)) }
                indentationIndicator = Int(scalar.value - ("0" as Unicode.Scalar).value)
            } else {
                break
            }
            position += 1
        }
        guard line.isRestBlank(from: position) else {
            let text = line.skipWhitespace(from: position)
            throw .unexpectedText(at: line.location(text), after: "the block scalar indicator")
        }
        return BlockScalarHeader(
            isFolded: indicator == ">", chomping: chomping, indentationIndicator: indentationIndicator,
            location: line.location(index), length: position - index
        )
    }
}
