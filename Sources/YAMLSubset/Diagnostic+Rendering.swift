extension Diagnostic {
    /// The diagnostic as terminal text, lines separated by `\n`, without a final line end:
    ///
    ///     Scenarios/a.yaml:14:5: error: unknown key 'conversion_rte' in 'settings'
    ///        14 |     conversion_rte: 2
    ///           |     ^~~~~~~~~~~~~~
    ///        help: did you mean 'conversion_rate'?
    ///
    /// The caret line copies the tabs of the source prefix so that it stays aligned in any
    /// terminal. When the source line is unavailable only the header, help and notes remain.
    public func rendered(source: SourceFile?, colour: Bool) -> String {
        var lines = [renderedHeader(colour: colour)]
        if let sourceLine = source?.lineText(location.line) {
            lines += renderedSnippet(sourceLine: sourceLine)
        }
        if let help {
            lines += Diagnostic.renderedLabelled("help", help)
        }
        for note in notes {
            lines += Diagnostic.renderedLabelled("note", note)
        }
        return lines.joined(separator: "\n")
    }

    private static let indentation = "   "

    private func renderedHeader(colour: Bool) -> String {
        let place = "\(path):\(location.line):\(location.column):"
        let word = "\(severity.rawValue):"
        guard colour else {
            return "\(place) \(word) \(message)"
        }
        let reset = "\u{1B}[0m"
        let bold = "\u{1B}[1m"
        return "\(bold)\(place)\(reset) \(severity.ansiStyle)\(word)\(reset) \(message)"
    }

    /// Characters of a source line shown around the fault; a longer line is cut to a window.
    static let snippetCharactersMax = 120

    private func renderedSnippet(sourceLine: String) -> [String] {
        let number = String(location.line)
        let gutterBlank = String(repeating: " ", count: number.count)
        var scalars = Array(sourceLine.unicodeScalars)
        var column = location.column
        var underlineMax = length
        var lead = ""
        if scalars.count > Diagnostic.snippetCharactersMax {
            // A window starting a little before the fault, so a megabyte line prints as one line.
            let first = max(0, min(column - 1 - 20, scalars.count - Diagnostic.snippetCharactersMax))
            let last = min(scalars.count, first + Diagnostic.snippetCharactersMax)
            scalars = Array(scalars[first..<last])
            column -= first
            if first > 0 { lead = "…" }
            underlineMax = min(underlineMax, last - (first + column - 1))
        }
        let prefixCount = min(max(0, column - 1), scalars.count)
        var caretLine = lead.isEmpty ? "" : " "
        for scalar in scalars[..<prefixCount] {
            caretLine += scalar == "\t" ? "\t" : String(repeating: " ", count: DisplayColumns.width(of: scalar))
        }
        caretLine += String(repeating: " ", count: max(0, column - 1 - prefixCount))
        let underlined = scalars[prefixCount...].prefix(max(1, underlineMax))
        let underlineColumns = max(1, underlined.reduce(0) { $0 + DisplayColumns.width(of: $1) })
        caretLine += "^" + String(repeating: "~", count: underlineColumns - 1)
        var shown = String.UnicodeScalarView()
        shown.append(contentsOf: scalars.map(DisplayColumns.visible))
        return [
            "\(Diagnostic.indentation)\(number) | \(lead)\(String(shown))",
            "\(Diagnostic.indentation)\(gutterBlank) | \(caretLine)",
        ]
    }

    /// A `help:` or `note:` entry; continuation lines line up under the first line's text.
    private static func renderedLabelled(_ label: String, _ text: String) -> [String] {
        let lead = "\(indentation)\(label): "
        let continuation = String(repeating: " ", count: lead.count)
        let textLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return textLines.enumerated().map { index, textLine in
            (index == 0 ? lead : continuation) + textLine
        }
    }
}

extension Severity {
    /// Bold red for errors as compilers do; the other colours only need to differ from it.
    fileprivate var ansiStyle: String {
        switch self {
        case .error: return "\u{1B}[1;31m"
        case .warning: return "\u{1B}[1;33m"
        case .note: return "\u{1B}[1;36m"
        }
    }
}
