/// The text of one scenario file, normalised once so that every later stage can assume
/// `\n` line ends and no byte-order mark.
///
/// Normalising here (rather than in the parser) keeps the line numbers the parser reports
/// and the lines the diagnostic renderer prints in agreement.
public struct SourceFile: Sendable {
    public let path: String
    public let text: String
    /// Start of every line in `text`, so that rendering a diagnostic does not rescan the file.
    private let lineStarts: [String.Index]

    public init(path: String, text: String) {
        self.path = path
        self.text = SourceFile.normalised(text)
        self.lineStarts = SourceFile.lineStarts(of: self.text)
    }

    /// The text of a 1-based line without its line end, or nil when there is no such line.
    public func lineText(_ line: Int) -> String? {
        guard line >= 1, line <= lineStarts.count else {
            return nil
        }
        let start = lineStarts[line - 1]
        let scalars = text.unicodeScalars
        var end = start
        while end < scalars.endIndex, scalars[end] != "\n" {
            end = scalars.index(after: end)
        }
        return String(scalars[start..<end])
    }

    private static func normalised(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var scalars = Substring(text).unicodeScalars[...]
        if scalars.first == "\u{FEFF}" {
            scalars = scalars.dropFirst()
        }
        var previousWasCarriageReturn = false
        for scalar in scalars {
            if scalar == "\r" {
                result.append("\n")
                previousWasCarriageReturn = true
                continue
            }
            if scalar == "\n", previousWasCarriageReturn {
                previousWasCarriageReturn = false
                continue
            }
            previousWasCarriageReturn = false
            result.append(scalar)
        }
        return String(result)
    }

    private static func lineStarts(of text: String) -> [String.Index] {
        var starts = [text.unicodeScalars.startIndex]
        var index = text.unicodeScalars.startIndex
        while index < text.unicodeScalars.endIndex {
            let next = text.unicodeScalars.index(after: index)
            if text.unicodeScalars[index] == "\n", next < text.unicodeScalars.endIndex {
                starts.append(next)
            }
            index = next
        }
        return starts
    }
}
