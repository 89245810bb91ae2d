/// One CSV line split into fields (RFC 4180 quoting: `"a, b"`, a quote doubled inside), each
/// with the column it starts at, counted in Unicode scalars from 1.
struct CSVFields {
    struct Field {
        let text: String
        let column: Int
        /// Columns the field takes as written, quotes included, for the underline.
        let width: Int
    }

    struct Problem: Error {
        let message: String
        let column: Int
        let help: String
    }

    static func split(_ line: String) -> Result<[Field], Problem> {
        let scalars = Array(line.unicodeScalars)
        var fields: [Field] = []
        var index = 0
        while true {
            let start = index
            var text = String.UnicodeScalarView()
            if index < scalars.count, scalars[index] == "\"" {
                index += 1
                var closed = false
                while index < scalars.count {
                    if scalars[index] == "\"" {
                        if index + 1 < scalars.count, scalars[index + 1] == "\"" {
                            text.append("\"")
                            index += 2
                            continue
                        }
                        closed = true
                        index += 1
                        break
                    }
                    text.append(scalars[index])
                    index += 1
                }
                guard closed else {
                    return .failure(
                        Problem(
                            message: "a quoted field is not closed", column: start + 1,
                            help: "end it with '\"' on the same line (double a quote inside: \"\")"))
                }
                guard index == scalars.count || scalars[index] == "," else {
                    return .failure(
                        Problem(
                            message: "text after a quoted field", column: index + 1,
                            help: "put a comma right after the closing quote"))
                }
            } else {
                while index < scalars.count, scalars[index] != "," {
                    text.append(scalars[index])
                    index += 1
                }
            }
            fields.append(
                Field(text: String(text).trimmingWhitespace(), column: start + 1, width: max(1, index - start)))
            guard index < scalars.count else { return .success(fields) }
            index += 1
        }
    }
}
