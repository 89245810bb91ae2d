extension YAMLDocumentParser {
    /// Reads a line's tokens from `index` on; returns the index of the next line to read.
    mutating func parseTokens(lineIndex: Int, from index: Int) throws(YAMLSyntaxError) -> Int {
        let line = lines[lineIndex]
        var position = index
        // Each pass moves past a `- ` or returns, so the loop is bounded by the line length.
        while line.isSequenceIndicator(at: position) {
            try beginItem(line, at: position)
            if line.isRestBlank(from: position + 1) {
                return lineIndex + 1
            }
            let separator = position + 1
            position = line.skipWhitespace(from: separator)
            if let multiLine = try multiLineQuoted(lineIndex: lineIndex, at: position) { return multiLine }
            if let tab = line.scalars[separator..<position].firstIndex(of: "\t"),
                startsBlockCollection(line, at: position)
            {
                throw .tabBeforeNestedBlock(at: line.location(tab))
            }
        }
        let token = try InlineScanner.scan(line, at: position)
        guard case .key(let key, let colonIndex) = token else {
            if builder.top.kind == .mapping, builder.top.indent == position {
                throw .missingColon(at: line.location(position), length: line.count - position)
            }
            return try fill(with: token, lineIndex: lineIndex)
        }
        try beginEntry(key, line: line, at: position, colonIndex: colonIndex)
        if line.isRestBlank(from: colonIndex + 1) {
            return lineIndex + 1
        }
        let valueIndex = line.skipWhitespace(from: colonIndex + 1)
        if let multiLine = try multiLineQuoted(lineIndex: lineIndex, at: valueIndex) { return multiLine }
        let value = try InlineScanner.scan(line, at: valueIndex)
        if case .key(_, let secondColon) = value {
            throw .mappingValueNotAllowed(at: line.location(secondColon))
        }
        return try fill(with: value, lineIndex: lineIndex)
    }

    /// A quoted value at `index` that closes on a later line, placed; the next line to read, or
    /// nil when no such value starts there.
    private mutating func multiLineQuoted(lineIndex: Int, at index: Int) throws(YAMLSyntaxError) -> Int? {
        let line = lines[lineIndex]
        guard index < line.count, line.scalars[index] == "\"" || line.scalars[index] == "'",
            !MultiLineQuotedReader.closesOnItsLine(line, at: index)
        else { return nil }
        var locations: [SourceLocation] = []
        let (scalar, lastLineIndex, end) = try MultiLineQuotedReader.read(
            lines, from: lineIndex, at: index, parentIndent: builder.top.indent, locations: &locations
        )
        let lastLine = lines[lastLineIndex]
        guard lastLine.isRestBlank(from: end) else {
            throw .unexpectedText(at: lastLine.location(lastLine.skipWhitespace(from: end)), after: "the closing quote")
        }
        try countNodes(1, at: scalar.location)
        checkControlCharacters(through: lastLineIndex)
        builder.fill(.scalar(scalar))
        return lastLineIndex + 1
    }

    /// Whether a nested list item or a key starts at `index`, whose indentation is its column.
    private func startsBlockCollection(_ line: SourceLine, at index: Int) -> Bool {
        if line.isSequenceIndicator(at: index) { return true }
        if case .key = try? InlineScanner.scan(line, at: index) { return true }
        return false
    }

    private mutating func beginItem(_ line: SourceLine, at index: Int) throws(YAMLSyntaxError) {
        let emptyValueLocation = line.location(index + 1)
        try countNodes(1, at: line.location(index))
        if builder.top.kind == .sequence, builder.top.indent == index {
            builder.addItem(emptyValueLocation: emptyValueLocation)
            return
        }
        try countNodes(1, at: line.location(index))
        try checkDepth(at: line.location(index))
        builder.openSequence(at: line.location(index), indent: index, emptyValueLocation: emptyValueLocation)
    }

    private mutating func beginEntry(_ key: YAMLScalar, line: SourceLine, at index: Int, colonIndex: Int)
        throws(YAMLSyntaxError)
    {
        let emptyValueLocation = line.location(colonIndex + 1)
        try countNodes(1, at: key.location)
        if builder.top.kind == .mapping, builder.top.indent == index {
            if let first = builder.addKey(key, emptyValueLocation: emptyValueLocation) {
                report(.duplicateKey(key, first: first))
            }
            return
        }
        try countNodes(1, at: key.location)
        try checkDepth(at: key.location)
        builder.openMapping(firstKey: key, indent: index, emptyValueLocation: emptyValueLocation)
    }

    /// Places a complete value, reading the following lines first for a block scalar.
    private mutating func fill(with token: InlineToken, lineIndex: Int) throws(YAMLSyntaxError) -> Int {
        switch token {
        case .key:
            preconditionFailure("keys open entries; they are never values")
        case .value(let node):
            if case .sequence(let sequence) = node {
                try checkDepth(at: sequence.location)
                try countNodes(1 + sequence.items.count, at: sequence.location)
            } else {
                try countNodes(1, at: node.location)
            }
            // A top-level scalar is no scenario; only values under a key or '-' continue.
            guard case .scalar(let scalar) = node, scalar.style == .plain, builder.top.kind != .root else {
                builder.fill(node)
                return lineIndex + 1
            }
            let (continued, nextLineIndex) = PlainContinuationReader.read(
                lines, after: lineIndex, parentIndent: builder.top.indent, first: scalar
            )
            checkControlCharacters(through: nextLineIndex - 1)
            builder.fill(.scalar(continued))
            return nextLineIndex
        case .blockScalar(let header):
            try countNodes(1, at: header.location)
            let (scalar, nextLineIndex) = try BlockScalarReader.read(
                lines, after: lineIndex, parentIndent: builder.top.indent, header: header
            )
            checkControlCharacters(through: nextLineIndex - 1)
            builder.fill(.scalar(scalar))
            return nextLineIndex
        }
    }

    private func checkDepth(at location: SourceLocation) throws(YAMLSyntaxError) {
        if builder.depth >= limits.depthMax {
            throw .nestingTooDeep(at: location, depthMax: limits.depthMax)
        }
    }

    private mutating func countNodes(_ count: Int, at location: SourceLocation) throws(YAMLSyntaxError) {
        nodeCount += count
        if nodeCount > limits.nodesMax {
            throw .tooManyNodes(at: location, nodesMax: limits.nodesMax)
        }
    }

    /// Control characters are reported once per line wherever they are, block scalars
    /// included, without disturbing the parse of the line.
    mutating func checkControlCharacters(through lineIndex: Int) {
        while linesCheckedCount <= lineIndex, linesCheckedCount < lines.count {
            let line = lines[linesCheckedCount]
            if let index = line.scalars.firstIndex(where: \.isForbiddenControl) {
                report(.controlCharacter(line.scalars[index], at: line.location(index)))
            }
            linesCheckedCount += 1
        }
    }

    mutating func report(_ error: YAMLSyntaxError) {
        guard !isStopped else {
            return
        }
        diagnostics.append(error.diagnostic(path: path))
        if error.stopsParsing || diagnostics.count >= limits.diagnosticsMax {
            isStopped = true
        }
    }
}

extension Unicode.Scalar {
    /// C0 and C1 controls and DEL; tab is the one control YAML text may hold.
    fileprivate var isForbiddenControl: Bool {
        switch value {
        case 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        default: return false
        }
    }
}
