import Foundation
import XCTest

/// results.json, as the built tool writes it for each kind of run, satisfies the shipped
/// Reports/results.schema.json.
final class ResultsSchemaEndToEndTests: XCTestCase {
    func testEveryKindOfRunWritesResultsTheSchemaDescribes() throws {
        let schemaFile = RewardSimTool.packageRoot.appendingPathComponent("Reports/results.schema.json")
        let schemaData = try Data(contentsOf: schemaFile)
        let schema = try XCTUnwrap(try JSONSerialization.jsonObject(with: schemaData) as? [String: Any])
        let scratch = try makeScratchFolder()
        let failing = try write(ScenarioTexts.failing, named: "failing.yaml", in: scratch)
        let sweep = try write(ShardingEndToEndTests.sweep, named: "sweep.yaml", in: scratch)
        let sometimes = try write(
            SometimesEndToEndTests.twoParents + "  - engine(conflict_resolved)\n  - conflict(insert_only)\n",
            named: "sometimes.yaml", in: scratch)
        let overSeeds = try write(
            OverSeedsEndToEndTests.population(expecting: "mean(recall(moderate)) > 99%"),
            named: "over-seeds.yaml", in: scratch)
        let runs: [[String]] = [
            [failing],
            [RewardSimTool.personasWeek, RewardSimTool.syncedFamily, "--detail"],
            [RewardSimTool.personasWeek],
            [sweep],
            [sweep, "--variant", "conversion_rate=4"],
            [sometimes, "--seeds", "1..2"],
            [overSeeds],
            [overSeeds, "--seed", "3"],
        ]
        for (index, arguments) in runs.enumerated() {
            let reports = scratch.appendingPathComponent("r\(index)")
            let result = try RewardSimTool.run(["run"] + arguments + ["--report-dir", reports.path], scratch: scratch)
            XCTAssertLessThanOrEqual(result.exitCode, 1, result.stderr)
            let data = try Data(contentsOf: reports.appendingPathComponent("results.json"))
            let results = try JSONSerialization.jsonObject(with: data)
            XCTAssertEqual(
                JSONSchemaCheck(root: schema).violations(of: results, against: schema, at: "$"), [],
                arguments.joined(separator: " "))
        }
    }

    func testTheCheckerFindsWhatTheSchemaForbids() throws {
        let schema: [String: Any] = [
            "type": "object", "required": ["a"], "additionalProperties": false,
            "properties": ["a": ["type": "integer"], "b": ["enum": ["x", "y"]]],
        ]
        let check = JSONSchemaCheck(root: schema)
        XCTAssertEqual(check.violations(of: ["a": 1, "b": "x"], against: schema, at: "$"), [])
        XCTAssertEqual(
            check.violations(of: ["a": 1.5, "b": "z", "c": true], against: schema, at: "$"),
            ["$.a: expected integer", "$.b: not one of the allowed values", "$: 'c' is not allowed"])
        XCTAssertEqual(check.violations(of: [String: Any](), against: schema, at: "$"), ["$: 'a' is required"])
    }
}

/// The part of JSON Schema the shipped schemas use: `$ref` into `definitions`, `type` (one or
/// several), `const`, `enum`, `properties`, `required`, `additionalProperties` and `items`.
struct JSONSchemaCheck {
    let root: [String: Any]

    func violations(of value: Any, against schema: [String: Any], at path: String) -> [String] {
        if let reference = schema["$ref"] as? String {
            let name = String(reference.dropFirst("#/definitions/".count))
            guard let target = (root["definitions"] as? [String: Any])?[name] as? [String: Any] else {
                return ["\(path): no definition \(reference)"]
            }
            return violations(of: value, against: target, at: path)
        }
        if let constant = schema["const"] as? NSObject, (value as? NSObject) != constant {
            return ["\(path): not \(constant)"]
        }
        if let allowed = schema["enum"] as? [String] {
            return (value as? String).map(allowed.contains) == true ? [] : ["\(path): not one of the allowed values"]
        }
        let types = (schema["type"] as? String).map { [$0] } ?? (schema["type"] as? [String]) ?? []
        if !types.isEmpty, !types.contains(where: { Self.value(value, is: $0) }) {
            return ["\(path): expected \(types.joined(separator: " or "))"]
        }
        var found: [String] = []
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for key in object.keys.sorted() {
                if let property = properties[key] as? [String: Any] {
                    found += violations(of: object[key]!, against: property, at: path + "." + key)
                } else if let extra = schema["additionalProperties"] as? [String: Any] {
                    found += violations(of: object[key]!, against: extra, at: path + "." + key)
                } else if (schema["additionalProperties"] as? Bool) == false {
                    found.append("\(path): '\(key)' is not allowed")
                }
            }
            for key in schema["required"] as? [String] ?? [] where object[key] == nil {
                found.append("\(path): '\(key)' is required")
            }
        }
        if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
            for (index, item) in array.enumerated() {
                found += violations(of: item, against: items, at: "\(path)[\(index)]")
            }
        }
        return found
    }

    static func value(_ value: Any, is type: String) -> Bool {
        switch type {
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "null": return value is NSNull
        case "boolean": return (value as? NSNumber).map { String(cString: $0.objCType) == "c" } ?? false
        case "integer":
            guard let number = value as? NSNumber, !Self.value(value, is: "boolean") else { return false }
            return number.doubleValue.rounded() == number.doubleValue
        case "number": return value is NSNumber && !Self.value(value, is: "boolean")
        default: return false
        }
    }
}
