import Foundation
import Platform
import XCTest

@testable import Scenarios

/// The registry is the one list of timeline actions the decoder, the schema, the event
/// estimate and the reference read: these tests fail when an action is left out of it, named
/// twice, or described in a way the decoder does not read.
final class TimelineActionRegistryTests: XCTestCase {
    func testEveryActionHasOneNameAndItsOwnKeyFirst() {
        let names = TimelineActionRegistry.names
        XCTAssertEqual(Set(names).count, names.count, "an action name is registered twice")
        for action in TimelineActionRegistry.all {
            let keys = action.keys.map(\.name)
            XCTAssertEqual(keys.first, action.name, "\(action.name)'s own key comes first")
            XCTAssertEqual(Set(keys).count, keys.count, "\(action.name) lists a key twice")
            XCTAssertFalse(keys.contains("at"), "\(action.name): every step has 'at'")
            XCTAssertFalse(action.meaning.isEmpty, "\(action.name) says what it does")
        }
    }

    /// Every type in `Sources/Scenarios/Actions/` that declares itself an action is registered,
    /// so a new action cannot be written and forgotten.
    func testEveryActionTypeInTheActionsFolderIsRegistered() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Scenarios/Actions")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let conformances = ["TimelineActionType", "ChildDeviceAction", "DeviceValueAction", "SyncAction"]
        var declared: [String] = []
        for file in files.sorted() {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("struct ") {
                let words = line.dropFirst("struct ".count).split(separator: ":", maxSplits: 1)
                guard words.count == 2 else { continue }
                let protocols = words[1].split(separator: "{")[0].split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                if protocols.contains(where: conformances.contains) { declared.append(String(words[0])) }
            }
        }
        let registered = TimelineActionRegistry.all.map { String(describing: $0) }
        XCTAssertEqual(declared.count, registered.count, "declared: \(declared.sorted())")
        for name in declared {
            XCTAssertTrue(registered.contains(name), "\(name) is not in TimelineActionRegistry.all")
        }
    }

    func testTheReferencePageHasATitleAndOneEntryPerActionWithItsKeys() {
        let page = TimelineActionRegistry.referencePage.markdown
        XCTAssertTrue(page.hasPrefix("# Timeline actions\n\n"))
        let headings = page.split(separator: "\n").filter { $0.hasPrefix("### ") }.map { String($0.dropFirst(4)) }
        XCTAssertEqual(headings, TimelineActionRegistry.names)
        let sections = page.components(separatedBy: "\n### ").dropFirst()
        for (action, section) in zip(TimelineActionRegistry.all, sections) {
            for key in action.keys {
                XCTAssertTrue(section.contains("\n| `\(key.name)` | "), "\(action.name)'s key \(key.name)")
            }
            XCTAssertEqual(section.contains("Needs the scenario's `sync:` block."), action.needsSync, action.name)
        }
    }

    func testTheReferencePageEscapesBarsInsideTableCells() throws {
        let page = TimelineActionRegistry.referencePage.markdown
        let thenRow = try XCTUnwrap(page.split(separator: "\n").first { $0.hasPrefix("| `then` |") })
        XCTAssertTrue(thenRow.hasPrefix("| `then` | `lock\\|stay` | no; default: lock | "), String(thenRow))
        let unescaped = thenRow.replacingOccurrences(of: "\\|", with: "")
        XCTAssertEqual(unescaped.filter { $0 == "|" }.count, 5, "four cells")
    }

    func testAStepOfAnActionNoneRegisteredNamesThemAll() throws {
        let result = decode(ScenarioFixture.with("timeline:\n  - at: 08:00\n    device: alex-ipad\n"))
        let diagnostic = try XCTUnwrap(result.diagnostics.first { $0.message == "this timeline step has no action" })
        XCTAssertEqual(diagnostic.help, "add one of: \(TimelineActionRegistry.names.joined(separator: ", "))")
        XCTAssertTrue(diagnostic.help?.hasPrefix("add one of: use, switch, lock, unlock") ?? false)
    }

    func testTheEventEstimateCountsAStepsForegroundMinutesAndSwitches() {
        let device = DeviceID("alex-ipad")
        XCTAssertEqual(EventEstimate.events(of: LockAction(device: device)), 0)
        XCTAssertEqual(
            EventEstimate.events(
                of: UseAction(
                    app: AppID("duolingo"), device: device,
                    durationMs: 90_000, lockAfter: true)),
            2 * EventEstimate.perForegroundMinute)
        XCTAssertEqual(
            EventEstimate.events(
                of: SwitchRapidlyAction(
                    apps: [AppID("a"), AppID("b")], device: device,
                    intervalMs: 30_000, durationMs: 60_000)),
            3 * EventEstimate.perRapidSwitch + EventEstimate.perForegroundMinute)
    }
}
