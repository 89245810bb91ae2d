import Platform
import YAMLSubset

/// A CSV of real sessions, read into usage rows with every problem as a located diagnostic.
///
/// The first line names the columns — `child`, `device`, `app`, `category`, `start`, `end`, in
/// any order, each once; every other line is one stretch of use. `category` is `learning` or
/// `reward`; times are ISO 8601 with their UTC offset (`2026-03-02T15:20:00+01:00`, `Z`; UTC
/// without one). Blank lines are skipped.
public enum SessionsCSV {
    public static let columns = ["child", "device", "app", "category", "start", "end"]
    /// The longest stretch of one row: a row over a day is a recording error.
    public static let rowDurationMaxMs = Instant.millisecondsPerDay

    public struct Loaded: Sendable {
        public let rows: [UsageRow]
        public let diagnostics: [Diagnostic]
        public let source: SourceFile?
    }

    /// The file at `path`, read with the size limit of scenario files.
    public static func load(_ path: String) -> Loaded {
        switch ScenarioLoader.read(path) {
        case .failure(let problem): return Loaded(rows: [], diagnostics: [problem], source: nil)
        case .success(let text):
            let source = SourceFile(path: path, text: text)
            let (rows, diagnostics) = parse(source)
            return Loaded(rows: rows, diagnostics: diagnostics, source: source)
        }
    }

    /// The rows, or every problem found (up to the diagnostics cap).
    public static func parse(_ source: SourceFile) -> ([UsageRow], [Diagnostic]) {
        var reader = Reader(source: source)
        return reader.read()
    }

    /// `…T15:20:00.250+01:00` → (`…T15:20:00+01:00`, 250): a fraction of a second (1 to 3
    /// digits, as exports write milliseconds) taken out; nil milliseconds when it is malformed.
    static func splitFraction(_ text: String) -> (String, Int64?) {
        guard let dot = text.firstIndex(of: ".") else { return (text, 0) }
        let digits = text[text.index(after: dot)...].prefix { $0.isASCII && $0.isNumber }
        guard (1...3).contains(digits.count), let value = Int64(digits) else { return (text, nil) }
        let scale: Int64 = [100, 10, 1][digits.count - 1]
        return (String(text[..<dot]) + text[digits.endIndex...], value * scale)
    }

    private struct Reader {
        let source: SourceFile
        var diagnostics: [Diagnostic] = []

        init(source: SourceFile) {
            self.source = source
        }

        mutating func fail(_ message: String, line: Int, column: Int, width: Int = 1, help: String? = nil) {
            guard diagnostics.count < YAMLLimits.default.diagnosticsMax else { return }
            diagnostics.append(
                Diagnostic(
                    path: source.path, location: SourceLocation(line: line, column: column),
                    length: width, message: message, help: help))
        }

        mutating func read() -> ([UsageRow], [Diagnostic]) {
            var lineNumber = 1
            var header: [String: Int]?
            var rows: [UsageRow] = []
            while let text = source.lineText(lineNumber) {
                defer { lineNumber += 1 }
                guard !text.trimmingWhitespace().isEmpty else { continue }
                let fields: [CSVFields.Field]
                switch CSVFields.split(text) {
                case .failure(let problem):
                    fail(problem.message, line: lineNumber, column: problem.column, help: problem.help)
                    continue
                case .success(let split): fields = split
                }
                guard let columns = header else {
                    header = readHeader(fields, line: lineNumber)
                    if header == nil { return (rows, diagnostics) }
                    continue
                }
                if let row = readRow(fields, columns: columns, line: lineNumber, lineText: text) { rows.append(row) }
            }
            if header == nil {
                fail(
                    "the file is empty", line: 1, column: 1,
                    help: "the first line names the columns: \(SessionsCSV.columns.joined(separator: ","))")
            }
            return diagnostics.isEmpty ? (rows, []) : ([], diagnostics)
        }

        /// Column index by name, or nil after reporting.
        mutating func readHeader(_ fields: [CSVFields.Field], line: Int) -> [String: Int]? {
            var columns: [String: Int] = [:]
            for (index, field) in fields.enumerated() {
                let name = field.text.lowercased()
                guard SessionsCSV.columns.contains(name) else {
                    let help =
                        NearestMatch.suggestion(for: name, among: SessionsCSV.columns).map { "did you mean '\($0)'?" }
                        ?? "the columns are \(SessionsCSV.columns.joined(separator: ", "))"
                    fail(
                        "unknown column '\(field.text)'", line: line, column: field.column, width: field.width,
                        help: help)
                    return nil
                }
                guard columns[name] == nil else {
                    fail(
                        "the column '\(name)' is named twice", line: line, column: field.column, width: field.width,
                        help: "name each column once")
                    return nil
                }
                columns[name] = index
            }
            let missing = SessionsCSV.columns.filter { columns[$0] == nil }
            guard missing.isEmpty else {
                fail(
                    "the header lacks the column\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", "))",
                    line: line, column: 1,
                    help: "the first line names the columns: \(SessionsCSV.columns.joined(separator: ","))")
                return nil
            }
            return columns
        }

        mutating func readRow(_ fields: [CSVFields.Field], columns: [String: Int], line: Int, lineText: String)
            -> UsageRow?
        {
            guard fields.count == columns.count else {
                let column =
                    fields.count > columns.count ? fields[columns.count].column : lineText.unicodeScalars.count + 1
                fail(
                    "this row has \(fields.count) fields, the header \(columns.count)", line: line, column: column,
                    help: "write one value per column, quoting a value with a comma in it")
                return nil
            }
            func field(_ name: String) -> CSVFields.Field { fields[columns[name]!] }
            var valid = true
            for name in ["child", "device", "app"] where field(name).text.isEmpty {
                fail(
                    "the \(name) is empty", line: line, column: field(name).column,
                    help: "name the \(name) on every row")
                valid = false
            }
            let categoryField = field("category")
            let category = UsageRow.Category(rawValue: categoryField.text)
            if category == nil {
                fail(
                    "unknown category '\(categoryField.text)'", line: line, column: categoryField.column,
                    width: categoryField.width, help: "a row is learning or reward")
            }
            let start = time(field("start"), line: line)
            let end = time(field("end"), line: line)
            guard valid, let category, let start, let end else { return nil }
            let durationMs = end.instant.milliseconds(since: start.instant)
            guard durationMs > 0 else {
                fail(
                    "the row ends at or before its start", line: line, column: field("end").column,
                    width: field("end").width, help: "end is when the use stopped, after start")
                return nil
            }
            guard durationMs <= SessionsCSV.rowDurationMaxMs else {
                fail(
                    "the row lasts more than a day", line: line, column: field("end").column,
                    width: field("end").width, help: "split it, or check the dates")
                return nil
            }
            return UsageRow(
                child: field("child").text, device: field("device").text, app: field("app").text,
                category: category, start: start, end: end, line: line)
        }

        mutating func time(_ field: CSVFields.Field, line: Int) -> LocalTimestamp? {
            let (text, fractionMs) = SessionsCSV.splitFraction(field.text)
            switch (ScenarioTimeFormat.start(text), fractionMs) {
            case (.success(let time), let fractionMs?):
                return LocalTimestamp(instant: time.instant + fractionMs, utcOffsetSeconds: time.utcOffsetSeconds)
            default:
                fail(
                    "'\(field.text)' is not an ISO 8601 time", line: line, column: field.column, width: field.width,
                    help: "write e.g. 2026-03-02T15:20:00+01:00 (Z for UTC)")
                return nil
            }
        }
    }
}
