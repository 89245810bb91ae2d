import Foundation

/// One mutant: one variant of one site, numbered so that the same sources always give the
/// same numbers (files by path, sites by position, variants in operator order).
public struct Mutant: Sendable, Equatable {
    public let id: Int
    public let module: String
    /// The file's path from the package root, `Sources/RewardEngine/Points.swift`.
    public let file: String
    public let mutationOperator: MutationOperator
    /// The span the mutant replaces, 1-based lines and columns, the end column just past it.
    public let line: Int
    public let column: Int
    public let endLine: Int
    public let endColumn: Int
    /// The line of the token the mutation is about (the operator, the literal).
    public let focusLine: Int
    /// The span's source text, and the text the mutant runs instead (empty: left out).
    public let original: String
    public let replacement: String
    /// The focus line's text without indentation: with the file and the operator, the key of
    /// an entry in the list of equivalent mutants, which survives edits elsewhere in the file.
    public let lineText: String
    let siteIndex: Int
    let variantIndex: Int

    /// `Sources/X.swift:42 relational-boundary: a < b → a <= b`.
    public var title: String {
        "\(file):\(focusLine) \(mutationOperator.rawValue): \(Self.oneLine(original)) → "
            + (replacement.isEmpty ? "(removed)" : Self.oneLine(replacement))
    }

    /// Code shown on one line: runs of whitespace with a line break become one space.
    public static func oneLine(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
    }
}

/// One engine source file with its tokens and sites.
public struct MutationSourceFile: Sendable {
    public let module: String
    public let path: String
    public let text: String
    let tokens: [SwiftToken]
    let sites: [MutationSite]

    /// Reads `text` and finds its sites; the mutants are numbered from `firstID`.
    public init(module: String, path: String, text: String) throws(SwiftTokenizer.Failure) {
        self.module = module
        self.path = path
        self.text = text
        (tokens, sites) = try SiteFinder.sites(in: text)
    }

    public func mutants(firstID: Int) -> [Mutant] {
        let bytes = Array(text.utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var mutants: [Mutant] = []
        for (siteIndex, site) in sites.enumerated() {
            let first = tokens[site.firstToken]
            let last = tokens[site.lastToken]
            let original = String(decoding: bytes[first.start..<last.end], as: UTF8.self)
            let focus = tokens[site.focusToken]
            let lineText = focus.line <= lines.count ? lines[focus.line - 1].trimmingCharacters(in: .whitespaces) : ""
            for (variantIndex, variant) in site.variants.enumerated() {
                let replacement = variant.removesSpan ? "" : spanText(site, variant: variant, bytes: bytes)
                mutants.append(
                    Mutant(
                        id: firstID + mutants.count, module: module, file: path,
                        mutationOperator: variant.mutationOperator,
                        line: first.line, column: first.column, endLine: last.line,
                        endColumn: last.column + (last.end - last.start), focusLine: focus.line,
                        original: original, replacement: replacement, lineText: lineText,
                        siteIndex: siteIndex, variantIndex: variantIndex
                    ))
            }
        }
        return mutants
    }

    /// The site's span with the variant's tokens replaced and nothing else changed.
    func spanText(_ site: MutationSite, variant: MutationSite.Variant, bytes: [UInt8]) -> String {
        var text = ""
        var cursor = tokens[site.firstToken].start
        for replacement in variant.replacements.sorted(by: { $0.token < $1.token }) {
            let token = tokens[replacement.token]
            text += String(decoding: bytes[cursor..<token.start], as: UTF8.self) + replacement.text
            cursor = token.end
        }
        return text + String(decoding: bytes[cursor..<tokens[site.lastToken].end], as: UTF8.self)
    }
}
