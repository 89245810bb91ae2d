import FamilyApp
import Platform
import XCTest

@testable import Scenarios

/// The product's migration path from 1.0 to 1.1 promises that a one-parent family on 1.1 is the
/// family of 1.0: the same family on the same seed earns, spends, is told and shows the same,
/// whichever version the parent's phone runs (PRD, Migration Path v1.0 → v1.1). Only the
/// parents' activity log, which 1.0 does not keep, differs.
final class SingleParentVersionsTests: XCTestCase {
    /// A week of a persona-driven child and a parent who changes a limit, gives points and
    /// re-sorts nothing (1.0 cannot).
    static func text(version: String) -> String {
        """
        version: 1
        name: one parent on \(version)
        start: 2026-03-02 07:00 +01:00
        duration: 5d
        family:
          parents:
            - name: sam
              device: sam-phone
              app_version: \(version)
          children:
            - name: alex
              devices: [alex-ipad]
              persona: honest_learner
        sync: on
        apps:
          - id: duolingo
            category: learning
            points_per_hour: 60
          - id: minecraft
            category: reward
        timeline:
          - at: 08:00
            set: daily_reward_limit
            to: 45m
            by: sam
          - at: day 2 08:30
            adjust: +10 points
            child: alex
            by: sam
            reason: tidied the room
          - at: day 3 19:00
            set: conversion_rate
            to: 2
            by: sam
          - at: day 5 20:00
            open_app: sam-phone

        """
    }

    /// What the family sees at the end: the child's ledger, balance and settings on the iPad,
    /// every notification posted, and the balance and settings the phone shows.
    struct Seen: Equatable {
        var ledger: [String]
        var balances: [Int]
        var notifications: [String]
        var phoneSettings: [Int64]
        var activityLogLines: Int
    }

    func seen(version: String, seed: UInt64) throws -> Seen {
        let scenario = try XCTUnwrap(decodeValid(Self.text(version: version)))
        var seen: Seen?
        _ = ScenarioRunner.run(scenario, seed: seed, tracing: false) { state, _ in
            let sync = state.sync!
            let child = sync.childApps[0].app
            let phone = sync.parentApp(on: DeviceID("sam-phone"))!
            let alex = ChildID("alex")
            seen = Seen(
                ledger: child.store.account.ledger.entries.map { "\($0.amount) \($0.description)" },
                balances: [child.store.account.ledger.balance, phone.balance(of: alex)],
                notifications: state.world.notifications.map { "\($0.time) \($0.device) \($0.notification)" },
                phoneSettings: SyncedSetting.allCases.map { $0.value(in: phone.settings(of: alex)!) },
                activityLogLines: phone.activityLog.count)
        }
        return try XCTUnwrap(seen)
    }

    func testAOneParentFamilySeesTheSameOnBothVersions() throws {
        for seed: UInt64 in 1...4 {
            var old = try seen(version: "1.0", seed: seed)
            let new = try seen(version: "1.1", seed: seed)
            XCTAssertFalse(old.ledger.isEmpty, "seed \(seed): the child earned")
            XCTAssertEqual(old.activityLogLines, 0, "seed \(seed): 1.0 keeps no activity log")
            XCTAssertEqual(new.activityLogLines, 2, "seed \(seed): 1.1 logs the two settings changes")
            old.activityLogLines = new.activityLogLines
            XCTAssertEqual(old, new, "seed \(seed)")
        }
    }
}
