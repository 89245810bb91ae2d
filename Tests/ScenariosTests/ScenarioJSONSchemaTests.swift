import Foundation
import Reports
import XCTest
import YAMLSubset

@testable import Scenarios

/// The shipped JSON Schema of scenario files is the one the decoder's catalogue generates, every
/// bundled scenario satisfies it, and what it refuses the decoder refuses too.
final class ScenarioJSONSchemaTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testTheShippedSchemaIsTheGeneratedOne() throws {
        let shipped = try String(
            contentsOf: Self.root.appendingPathComponent("Scenarios/scenario.schema.json"),
            encoding: .utf8)
        XCTAssertEqual(
            shipped, ScenarioJSONSchema.json.serialized(),
            "regenerate it: swift run rewardsim schema > Scenarios/scenario.schema.json")
    }

    func testEveryBundledScenarioSatisfiesTheSchema() throws {
        let folder = Self.root.appendingPathComponent("Scenarios")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".yaml") }.sorted()
        XCTAssertGreaterThan(files.count, 50)
        let schema = ScenarioJSONSchema.json
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let source = SourceFile(path: file, text: text)
            // Files that fail on purpose (examples/failing) are refused by the decoder as well.
            guard ScenarioLoader.decode(source).1.isEmpty else { continue }
            let root = try XCTUnwrap(YAMLParser.parse(source).root, file)
            XCTAssertEqual(SchemaCheck.violations(of: root, against: schema, at: file), [])
        }
    }

    /// One key the schema does not list, in each block it describes: the schema and the
    /// decoder both refuse it.
    func testAKeyTheSchemaRefusesTheDecoderRefuses() throws {
        let schema = ScenarioJSONSchema.json
        let base = try String(
            contentsOf: Self.root.appendingPathComponent("Scenarios/reward/worked-example.yaml"),
            encoding: .utf8)
        let placements = [
            ("version: 1\n", "version: 1\ncolour: blue\n"),
            ("settings:\n", "settings:\n  colour: blue\n"),
            ("  - id: duolingo\n", "  - id: duolingo\n    colour: blue\n"),
            ("    use: duolingo\n", "    use: duolingo\n    colour: blue\n"),
        ]
        for (anchor, replacement) in placements {
            guard base.contains(anchor) else { return XCTFail("the worked example has no '\(anchor)'") }
            let text = base.replacingOccurrences(of: anchor, with: replacement)
            let source = SourceFile(path: "mutated.yaml", text: text)
            let root = try XCTUnwrap(YAMLParser.parse(source).root)
            XCTAssertNotEqual(SchemaCheck.violations(of: root, against: schema, at: "mutated.yaml"), [], anchor)
            let (_, problems) = ScenarioLoader.decode(source)
            XCTAssertTrue(problems.contains { $0.message.contains("colour") }, "\(anchor): \(problems.map(\.message))")
        }
    }
}

/// The part of JSON Schema the generated schema uses: `type` object and array, `properties`,
/// `required`, `additionalProperties`, `items`, `anyOf` and `enum`.
enum SchemaCheck {
    static func violations(of node: YAMLNode, against schema: JSONValue, at path: String) -> [String] {
        if let options = schema["anyOf"]?.arrayValue {
            return options.contains { violations(of: node, against: $0, at: path).isEmpty }
                ? [] : ["\(path): no anyOf option fits"]
        }
        if let values = schema["enum"]?.arrayValue {
            guard case .scalar(let scalar) = node, values.contains(.string(scalar.value)) else {
                return ["\(path): not one of the allowed values"]
            }
            return []
        }
        switch (schema["type"]?.stringValue, node) {
        case ("object", .mapping(let mapping)):
            var found: [String] = []
            let properties = schema["properties"]
            for entry in mapping.entries {
                let key = entry.key.value
                if let property = properties?[key] {
                    found += violations(of: entry.value, against: property, at: path + "." + key)
                } else if let extra = schema["additionalProperties"], extra != .bool(false) {
                    found += violations(of: entry.value, against: extra, at: path + "." + key)
                } else if schema["additionalProperties"] == .bool(false) {
                    found.append("\(path): '\(key)' is not allowed")
                }
            }
            for key in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where mapping.entry(key) == nil {
                found.append("\(path): '\(key)' is required")
            }
            return found
        case ("array", .sequence(let sequence)):
            guard let items = schema["items"] else { return [] }
            return sequence.items.enumerated().flatMap { violations(of: $1, against: items, at: "\(path)[\($0)]") }
        case ("object", _), ("array", _):
            return ["\(path): expected \(schema["type"]!.stringValue!)"]
        default:
            guard let types = schema["type"]?.arrayValue?.compactMap(\.stringValue) else { return [] }
            switch node {
            case .scalar: return []
            case .sequence(let sequence) where types.contains("array"):
                return sequence.items.flatMap { item -> [String] in
                    if case .scalar = item { return [] } else { return ["\(path): a list of values only"] }
                }
            default: return ["\(path): expected a value"]
            }
        }
    }
}
