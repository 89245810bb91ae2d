import XCTest

@testable import YAMLSubset

extension XCTestCase {
    func parse(_ text: String, limits: YAMLLimits = .default) -> YAMLParseResult {
        YAMLParser.parse(SourceFile(path: "test.yaml", text: text), limits: limits)
    }

    /// Parses `text`, requires a tree and no diagnostics, and returns the tree's outline.
    func outline(of text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let result = parse(text)
        XCTAssertEqual(result.diagnostics.map(\.message), [], file: file, line: line)
        guard let root = result.root else {
            XCTFail("no document", file: file, line: line)
            return ""
        }
        return outline(root)
    }

    /// Mappings as `{k: v}`, block lists as `[a, b]`, flow lists as `f[a, b]`, and empty values
    /// as `<empty>`, so a whole tree fits in one assertion.
    func outline(_ node: YAMLNode) -> String {
        switch node {
        case .scalar(let scalar):
            return scalar.style == .empty ? "<empty>" : scalar.value
        case .mapping(let mapping):
            let entries = mapping.entries.map { "\($0.key.value): \(outline($0.value))" }
            return "{" + entries.joined(separator: ", ") + "}"
        case .sequence(let sequence):
            let items = sequence.items.map(outline).joined(separator: ", ")
            return (sequence.isFlow ? "f[" : "[") + items + "]"
        }
    }

    /// Parses `text` and requires exactly one error at `line`:`column` whose message contains
    /// `message`; returns it for further checks.
    @discardableResult
    func assertSingleError(
        _ text: String, line: Int, column: Int, message: String,
        file: StaticString = #filePath, testLine: UInt = #line
    ) -> Diagnostic? {
        let result = parse(text)
        XCTAssertNil(result.root, "a file with errors yields no tree", file: file, line: testLine)
        guard result.diagnostics.count == 1, let diagnostic = result.diagnostics.first else {
            let rendered = result.diagnostics.map { "\($0.location) \($0.message)" }
            XCTFail("expected one diagnostic, got \(rendered)", file: file, line: testLine)
            return nil
        }
        XCTAssertEqual(
            diagnostic.location, SourceLocation(line: line, column: column),
            diagnostic.message, file: file, line: testLine)
        XCTAssertTrue(
            diagnostic.message.contains(message),
            "'\(diagnostic.message)' lacks '\(message)'", file: file, line: testLine)
        XCTAssertEqual(diagnostic.severity, .error, file: file, line: testLine)
        XCTAssertNotNil(diagnostic.help, "every parse error offers help", file: file, line: testLine)
        return diagnostic
    }

    func scalar(_ node: YAMLNode?, file: StaticString = #filePath, line: UInt = #line) -> YAMLScalar? {
        guard case .scalar(let scalar)? = node else {
            XCTFail("expected a scalar, found \(node?.kindDescription ?? "nothing")", file: file, line: line)
            return nil
        }
        return scalar
    }

    func mapping(_ node: YAMLNode?, file: StaticString = #filePath, line: UInt = #line) -> YAMLMapping? {
        guard case .mapping(let mapping)? = node else {
            XCTFail("expected a mapping, found \(node?.kindDescription ?? "nothing")", file: file, line: line)
            return nil
        }
        return mapping
    }

    func sequence(_ node: YAMLNode?, file: StaticString = #filePath, line: UInt = #line) -> YAMLSequence? {
        guard case .sequence(let sequence)? = node else {
            XCTFail("expected a list, found \(node?.kindDescription ?? "nothing")", file: file, line: line)
            return nil
        }
        return sequence
    }
}
