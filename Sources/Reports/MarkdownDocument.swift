/// Keeps a CI job summary under the size the CI system accepts ($GITHUB_STEP_SUMMARY is
/// limited to 1 MiB per step), cutting whole lines so the Markdown that is kept still renders.
public enum MarkdownDocument {
    /// `text` itself when it fits in `budget` UTF-8 bytes. Otherwise the longest run of whole
    /// leading lines that fits together with `note` (on its own line, after a blank line so it
    /// cannot be read as a table row). A code fence left open by the cut is closed first, so
    /// the note is not swallowed into a code block.
    public static func truncated(_ text: String, toBytes budget: Int, note: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.count > budget else { return text }
        let noteLines = "\n" + note + "\n"
        precondition(budget >= noteLines.utf8.count, "the budget leaves no room for the note")
        var fence = MarkdownFence()
        var best = (end: 0, closer: "")
        var lineStart = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            fence.advance(pastLine: bytes[lineStart..<index])
            lineStart = index + 1
            guard lineStart <= budget else { break }
            let closer = fence.closingLine ?? ""
            guard lineStart + closer.utf8.count + noteLines.utf8.count <= budget else { continue }
            best = (lineStart, closer)
        }
        let kept = String(decoding: bytes[..<best.end], as: UTF8.self) + best.closer
        let result = kept + (kept.isEmpty ? String(noteLines.dropFirst()) : noteLines)
        precondition(result.utf8.count <= budget, "the truncated document fits its budget")
        return result
    }
}

/// Tracks whether a fenced code block (three or more backticks or tildes) is open.
struct MarkdownFence {
    private var openFence: (marker: UInt8, length: Int)?

    /// The line that closes the open block, or `nil` when none is open.
    var closingLine: String? {
        openFence.map { String(repeating: Character(Unicode.Scalar($0.marker)), count: $0.length) + "\n" }
    }

    mutating func advance(pastLine line: ArraySlice<UInt8>) {
        let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
        guard indent <= 3 else { return }
        let content = line.dropFirst(indent)
        guard let marker = content.first, marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~") else {
            return
        }
        let length = content.prefix { $0 == marker }.count
        guard length >= 3 else { return }
        if let open = openFence {
            let rest = content.dropFirst(length)
            let isBlank = rest.allSatisfy { [0x20, 0x09, 0x0D].contains($0) }
            if marker == open.marker, length >= open.length, isBlank { openFence = nil }
        } else {
            openFence = (marker, length)
        }
    }
}
