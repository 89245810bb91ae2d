import Reports

/// The fields of `results.json`, read from the JSON Schema the tool's output is tested
/// against (`Reports/results.schema.json`), so the page and the contract cannot part.
public enum ReportFieldsReference {
    /// The page for `schema`, the parsed results schema.
    public static func page(schema: JSONValue) -> ReferencePage {
        var blocks = [
            "## `results.json`",
            schema["description"]?.stringValue ?? "",
            table(rows(of: schema, at: "")),
        ]
        for definition in schema["definitions"]?.members ?? [] {
            blocks.append("## `\(definition.key)`")
            if let description = definition.value["description"]?.stringValue { blocks.append(description) }
            let fields = rows(of: definition.value, at: "")
            blocks.append(fields.isEmpty ? "A value of type \(type(of: definition.value))." : table(fields))
        }
        return ReferencePage(
            title: "Report fields",
            summary: "The fields of `results.json`, the machine-readable report of a run or a merge: each field's "
                + "type, whether every report has it, and what it holds. A field whose type names a definition "
                + "is described in that definition's section.",
            blocks: blocks.filter { !$0.isEmpty }
        )
    }

    static func table(_ rows: [[String]]) -> String {
        MarkdownTable.render(header: ["field", "type", "always", "meaning"], rows: rows)
    }

    /// One row per field of an object schema, then the fields of its inline objects, their
    /// paths joined with `.` (`[]` for an array's items).
    static func rows(of schema: JSONValue, at path: String) -> [[String]] {
        let required = schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
        var rows: [[String]] = []
        for property in schema["properties"]?.members ?? [] {
            let fieldPath = path.isEmpty ? property.key : path + "." + property.key
            rows.append([
                "`\(fieldPath)`", type(of: property.value), required.contains(property.key) ? "yes" : "no",
                property.value["description"]?.stringValue ?? "",
            ])
            rows += nestedRows(of: property.value, at: fieldPath)
        }
        if let additional = schema["additionalProperties"], additional.boolValue == nil {
            let fieldPath = (path.isEmpty ? "" : path + ".") + "<name>"
            rows.append(["`\(fieldPath)`", type(of: additional), "no", additional["description"]?.stringValue ?? ""])
            rows += nestedRows(of: additional, at: fieldPath)
        }
        return rows
    }

    static func nestedRows(of schema: JSONValue, at path: String) -> [[String]] {
        if schema["properties"] != nil { return rows(of: schema, at: path) }
        if let items = schema["items"], items["properties"] != nil { return rows(of: items, at: path + "[]") }
        return []
    }

    static func type(of schema: JSONValue) -> String {
        if let reference = schema["$ref"]?.stringValue {
            return "`" + (reference.split(separator: "/").last.map(String.init) ?? reference) + "`"
        }
        if let values = schema["enum"]?.arrayValue {
            return "one of " + values.map { "`\($0.serializedLine())`" }.joined(separator: ", ")
        }
        if let constant = schema["const"] { return "always `\(constant.serializedLine())`" }
        let names = schema["type"].map { $0.arrayValue?.compactMap(\.stringValue) ?? [$0.stringValue ?? ""] } ?? []
        if names == ["array"], let items = schema["items"] { return "array of " + type(of: items) }
        return names.isEmpty ? "any" : names.joined(separator: " or ")
    }
}
