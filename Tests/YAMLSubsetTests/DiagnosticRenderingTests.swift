import XCTest

@testable import YAMLSubset

final class DiagnosticRenderingTests: XCTestCase {
    private let unknownKey = Diagnostic(
        path: "Scenarios/a.yaml", location: SourceLocation(line: 14, column: 5), length: 14,
        message: "unknown key 'conversion_rte' in 'settings'", help: "did you mean 'conversion_rate'?"
    )

    private func sourceWithLine14(_ text: String) -> SourceFile {
        SourceFile(path: "Scenarios/a.yaml", text: String(repeating: "x: 1\n", count: 13) + text + "\n")
    }

    func testPlainRenderingShowsTheLineWithAnUnderlineAndHelp() {
        let rendered = unknownKey.rendered(source: sourceWithLine14("    conversion_rte: 2"), colour: false)
        XCTAssertEqual(
            rendered,
            """
            Scenarios/a.yaml:14:5: error: unknown key 'conversion_rte' in 'settings'
               14 |     conversion_rte: 2
                  |     ^~~~~~~~~~~~~~
               help: did you mean 'conversion_rate'?
            """)
    }

    func testCaretLineCopiesTabsOfTheSourcePrefix() {
        let diagnostic = Diagnostic(
            path: "t.yaml", location: SourceLocation(line: 1, column: 7), length: 5,
            message: "bad value", notes: ["first note", "second note"]
        )
        let source = SourceFile(path: "t.yaml", text: "\tkey:\tvalue\n")
        XCTAssertEqual(
            diagnostic.rendered(source: source, colour: false),
            "t.yaml:1:7: error: bad value\n"
                + "   1 | \tkey:\tvalue\n"
                + "     | \t    \t^~~~~\n"
                + "   note: first note\n"
                + "   note: second note"
        )
    }

    func testColourRenderingMakesTheLocationBoldAndTheErrorBoldRed() {
        let rendered = unknownKey.rendered(source: nil, colour: true)
        XCTAssertEqual(
            rendered,
            "\u{1B}[1mScenarios/a.yaml:14:5:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m "
                + "unknown key 'conversion_rte' in 'settings'\n"
                + "   help: did you mean 'conversion_rate'?"
        )
    }

    func testWithoutTheSourceLineOnlyHeaderHelpAndNotesRemain() {
        let shortSource = SourceFile(path: "Scenarios/a.yaml", text: "x: 1\n")
        XCTAssertEqual(
            unknownKey.rendered(source: shortSource, colour: false),
            "Scenarios/a.yaml:14:5: error: unknown key 'conversion_rte' in 'settings'\n"
                + "   help: did you mean 'conversion_rate'?"
        )
    }

    func testUnderlineStopsAtTheEndOfTheLineAndMultiLineHelpStaysIndented() {
        let diagnostic = Diagnostic(
            path: "w.yaml", location: SourceLocation(line: 1, column: 4), length: 40,
            severity: .warning, message: "odd", help: "first\n  second"
        )
        XCTAssertEqual(
            diagnostic.rendered(source: SourceFile(path: "w.yaml", text: "ab cd"), colour: false),
            "w.yaml:1:4: warning: odd\n   1 | ab cd\n     |    ^~\n   help: first\n           second"
        )
    }

    func testParserDiagnosticRendersAgainstItsSource() {
        let source = SourceFile(path: "s.yaml", text: "settings:\n  rate: 1\n  rate: 2\n")
        let diagnostic = YAMLParser.parse(source).diagnostics[0]
        XCTAssertEqual(
            diagnostic.rendered(source: source, colour: false),
            """
            s.yaml:3:3: error: duplicate key 'rate'
               3 |   rate: 2
                 |   ^~~~
               help: remove or rename one of them; a key may appear only once in a mapping
               note: 'rate' is first defined at 2:3
            """)
    }
}
