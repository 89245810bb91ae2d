/// Reads a document line by line with an explicit container stack (no recursion).
///
/// Each content line is first placed in the structure by its indentation, then its tokens
/// are read left to right: `- ` items and `key:` entries may nest on one line
/// (`- name: sam`), and a value ends the line. After an error the parser skips the lines
/// nested under the faulty one, so one mistake yields one diagnostic, and carries on to
/// report the file's other mistakes.
struct YAMLDocumentParser {
    let path: String
    let limits: YAMLLimits
    let lines: [SourceLine]
    var builder = YAMLTreeBuilder()
    var diagnostics: [Diagnostic] = []
    var nodeCount = 0
    var isStopped = false
    var hasContent = false
    var hasDocumentStart = false
    /// Lines before this index have been checked for control characters.
    var linesCheckedCount = 0
    /// After an error, lines indented deeper than this belong to the faulty line: skip them.
    var recoveryIndent: Int?

    init(source: SourceFile, limits: YAMLLimits) {
        self.path = source.path
        self.limits = limits
        self.lines = SourceLine.split(source.text)
    }

    mutating func parse() -> YAMLParseResult {
        var lineIndex = 0
        while lineIndex < lines.count, !isStopped {
            let next = parseLine(at: lineIndex)
            precondition(next > lineIndex, "every step consumes at least one line")
            lineIndex = next
        }
        if !hasContent, diagnostics.isEmpty {
            report(.emptyFile())
        }
        var sorted = diagnostics.enumerated().sorted { lhs, rhs in
            (lhs.element.location, lhs.offset) < (rhs.element.location, rhs.offset)
        }.map(\.element)
        if isStopped, lineIndex < lines.count, sorted.count >= limits.diagnosticsMax {
            let last = sorted.removeLast()
            sorted.append(last.adding(note: "stopped after \(limits.diagnosticsMax) errors"))
        }
        let hasErrors = sorted.contains { $0.severity == .error }
        return YAMLParseResult(root: hasErrors ? nil : builder.finish(), diagnostics: sorted)
    }

    /// Returns the index of the next line to read.
    private mutating func parseLine(at lineIndex: Int) -> Int {
        checkControlCharacters(through: lineIndex)
        let line = lines[lineIndex]
        guard let contentIndex = line.contentStart else {
            return lineIndex + 1
        }
        if contentIndex > line.leadingSpaceCount {
            report(.tabInIndentation(at: line.location(line.leadingSpaceCount)))
            return lineIndex + 1
        }
        if let recovery = recoveryIndent {
            if contentIndex > recovery {
                return lineIndex + 1
            }
            recoveryIndent = nil
        }
        do {
            if contentIndex == 0, try parseMarker(line, at: lineIndex) {
                return lineIndex + 1
            }
            hasContent = true
            try placeLine(line, contentIndex: contentIndex)
            return try parseTokens(lineIndex: lineIndex, from: contentIndex)
        } catch {
            report(error)
            recoveryIndent = builder.top.kind == .root ? contentIndex : builder.top.indent
            return lineIndex + 1
        }
    }

    /// Handles `---`, `...` and `%` directives; returns whether the line was one of them. A
    /// `...` ends the document, so only blank lines and comments may follow it.
    private mutating func parseMarker(_ line: SourceLine, at lineIndex: Int) throws(YAMLSyntaxError) -> Bool {
        if line.startsWithMarker("---") {
            guard !hasContent, !hasDocumentStart else {
                throw .secondDocument(at: line.location(0), marker: "---")
            }
            hasDocumentStart = true
            guard line.isRestBlank(from: 3) else {
                throw .unexpectedText(at: line.location(line.skipWhitespace(from: 3)), after: "'---'")
            }
            return true
        }
        if line.startsWithMarker("...") {
            let isLast = line.isRestBlank(from: 3) && lines[(lineIndex + 1)...].allSatisfy { $0.contentStart == nil }
            guard isLast else { throw .secondDocument(at: line.location(0), marker: "...") }
            return true
        }
        if line.scalars[0] == "%" {
            report(.directive(at: line.location(0), length: line.count))
            return true
        }
        return false
    }

    /// Closes the containers the line's indentation ends and checks that the line fits
    /// where it lands: among its siblings, or as the awaited value of the line above.
    private mutating func placeLine(_ line: SourceLine, contentIndex: Int) throws(YAMLSyntaxError) {
        let isItem = line.isSequenceIndicator(at: contentIndex)
        let indentsClosed = builder.close(forIndent: contentIndex, isSequenceItem: isItem)
        let top = builder.top
        let location = line.location(contentIndex)
        if contentIndex == top.indent {
            if top.kind == .mapping, isItem, top.pending == nil {
                throw .listItemAmongKeys(at: location)
            }
            if top.kind == .sequence, !isItem {
                throw .listItemExpected(at: location)
            }
            return
        }
        precondition(contentIndex > top.indent, "closing leaves no container deeper than the line")
        guard top.pending == nil else {
            return
        }
        if top.kind == .root {
            throw .contentAfterTopLevelValue(at: location)
        }
        if isItem, top.kind == .sequence {
            throw .misalignedListItem(at: location, columnExpected: top.indent + 1)
        }
        if !indentsClosed.isEmpty {
            let indentsOpen = builder.containers.dropFirst().map(\.indent) + indentsClosed.reversed()
            let columnsOpen = indentsOpen.map { $0 + 1 }
            throw .dedentMismatch(at: location, columnsOpen: columnsOpen)
        }
        if !isItem, case .value = try? InlineScanner.scan(line, at: contentIndex) {
            throw .multiLineValue(at: location, length: line.count - contentIndex)
        }
        throw .unexpectedIndentation(at: location, columnExpected: top.indent + 1)
    }
}
