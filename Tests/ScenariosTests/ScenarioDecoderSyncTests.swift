import FamilyApp
import Platform
import Simulation
import XCTest
import YAMLSubset

@testable import Scenarios

/// The `sync:` block, the parents' sharing keys and the sync steps: what each decodes to, and
/// the located error for each kind of mistake.
final class ScenarioDecoderSyncTests: XCTestCase {
    /// Two parents with phones; the text after it starts on line 19.
    static let family = """
        version: 1
        name: test
        start: 2026-03-02 07:00 +01:00
        duration: 1d
        family:
          parents:
            - name: sam
              device: sam-phone
            - name: jo
              device: jo-phone
          children:
            - name: alex
              devices: [alex-ipad]
        apps:
          - id: duolingo
            category: learning
          - id: minecraft
            category: reward

        """

    func testTheSyncBlockSetsTheNetworkTheServiceAndTheBound() throws {
        let scenario = try XCTUnwrap(
            decodeValid(
                Self.family + """
                    sync:
                      latency: fixed 50ms
                      loss: 2%
                      push_drop: 0%
                      push_budget: 5
                      history_retention: 7d
                      convergence_bound: 1h
                      points_design: shared_counter

                    """))
        let sync = try XCTUnwrap(scenario.sync)
        XCTAssertEqual(sync.network.latency, .fixed(ms: 50))
        XCTAssertEqual(sync.network.lossPercent, 2)
        XCTAssertEqual(sync.network.push.dropPercent, 0)
        XCTAssertEqual(sync.network.push.backgroundPerHourMax, 5)
        XCTAssertEqual(sync.service.historyRetentionMs, 7 * 86_400_000)
        XCTAssertEqual(sync.convergenceBoundMs, 3_600_000)
        XCTAssertEqual(sync.pointsDesign, .sharedCounter)
        XCTAssertEqual(sync.location, SourceLocation(line: 20, column: 3))
    }

    func testSyncOnTakesEveryDefaultAndNoSyncMeansNone() throws {
        let synced = try XCTUnwrap(decodeValid(Self.family + "sync: on\n"))
        XCTAssertEqual(synced.sync?.network, NetworkModel())
        XCTAssertEqual(synced.sync?.convergenceBoundMs, 7_200_000)
        XCTAssertNil(try XCTUnwrap(decodeValid(Self.family)).sync)
    }

    func testASyncValueOtherThanOnIsAnError() {
        assertOnlyDiagnostic(
            Self.family + "sync: yes\n", line: 19, column: 7,
            message: "'sync' is 'on' or a block of sync keys", help: "write sync: on for the defaults")
    }

    func testWithSyncEveryParentNeedsAPhone() {
        let text = Self.family.replacingOccurrences(of: "      device: jo-phone\n", with: "")
        assertOnlyDiagnostic(
            text + "sync: on\n", line: 18, column: 1,
            message: "with 'sync', every parent needs a 'device', and there is at least one parent: "
                + "jo has no phone", help: "add device: <name> to each parent under family.parents")
    }

    func testAnUnknownSyncKeySuggestsTheNearest() {
        assertOnlyDiagnostic(
            Self.family + "sync:\n  push_dorp: 5%\n", line: 20, column: 3,
            message: "unknown key 'push_dorp' in 'sync'", help: "did you mean 'push_drop'?")
    }

    func testASyncStepNeedsTheSyncBlock() {
        assertOnlyDiagnostic(
            Self.family + "timeline:\n  - at: 09:00\n    partition: alex-ipad\n", line: 21, column: 5,
            message: "'partition' needs the scenario's 'sync' block",
            help: "add a top-level 'sync:' block (every key has a default)")
    }

    func testTheFirstParentOrganisesAndTheOthersTakeTheirRoleSkewAndJoining() throws {
        let text = Self.family.replacingOccurrences(
            of: "      device: jo-phone\n",
            with: """
                      device: jo-phone
                      role: viewer
                      clock_skew: -10m
                      joins: later

                """)
        let scenario = try XCTUnwrap(decodeValid(text + "sync: on\n"))
        XCTAssertEqual(scenario.parents.map(\.role), [.organizer, .viewer])
        XCTAssertEqual(scenario.parents.map(\.clockSkewMs), [0, -600_000])
        XCTAssertEqual(scenario.parents.map(\.joinsAtStart), [true, false])
    }

    func testTheFirstParentCannotBeAViewer() {
        let text = Self.family.replacingOccurrences(
            of: "      device: sam-phone\n",
            with: """
                      device: sam-phone
                      role: viewer

                """)
        assertOnlyDiagnostic(
            text, line: 9, column: 13, message: "'viewer' is not a role for this parent",
            help: "the first parent is the organizer: leave 'role' out or write organizer")
    }

    /// Without a modelled cloud a parent's phone runs no app to force-quit: a located error
    /// rather than a run that stops on a broken invariant.
    func testForceQuittingAParentsPhoneNeedsTheSyncBlock() {
        assertOnlyDiagnostic(
            Self.family + "timeline:\n  - at: 09:00\n    force_quit: sam-phone\n",
            line: 21, column: 17,
            message: "'force_quit' of a parent's phone needs the scenario's 'sync' block",
            help: "add a top-level 'sync:' block (every key has a default), or name a child device")
    }

    func testForceQuittingAParentsPhoneDecodesWithSync() throws {
        let text = Self.family + "sync: on\ntimeline:\n  - at: 09:00\n    force_quit: sam-phone\n"
        let scenario = try XCTUnwrap(decodeValid(text))
        XCTAssertEqual(
            scenario.timeline.first?.kindValue,
            AnyHashable(ForceQuitAction(device: DeviceID("sam-phone"), isParentPhone: true)))
        XCTAssertEqual(scenario.timeline.first?.summary, "force_quit sam-phone")
    }

    func testAPartitionDecodesItsDirectionAndHealingTime() throws {
        let scenario = try XCTUnwrap(
            decodeValid(
                Self.family + """
                    sync: on
                    timeline:
                      - at: 09:00
                        partition: jo-phone
                        direction: inbound
                        for: 2h
                      - at: 12:00
                        heal: alex-ipad

                    """))
        XCTAssertEqual(
            scenario.timeline.map(\.kindValue),
            [
                AnyHashable(PartitionAction(device: DeviceID("jo-phone"), direction: .inbound, durationMs: 7_200_000)),
                AnyHashable(HealAction(device: DeviceID("alex-ipad"))),
            ])
        XCTAssertEqual(scenario.timeline.map(\.device), [DeviceID("jo-phone"), DeviceID("alex-ipad")])
    }

    func testAnUnknownCloudErrorSuggestsTheNearest() {
        assertOnlyDiagnostic(
            Self.family + "sync: on\ntimeline:\n  - at: 09:00\n    cloud_error: zone_bussy\n",
            line: 22, column: 18, message: "unknown cloud error 'zone_bussy'",
            help: "did you mean 'zone_busy'?")
    }

    func testAnInvitationTakesTheInvitedParentsRoleUnlessTheStepSaysOtherwise() throws {
        let scenario = try XCTUnwrap(
            decodeValid(
                Self.family + """
                    sync: on
                    timeline:
                      - at: 09:00
                        invite: jo
                      - at: 09:01
                        invite: jo
                        role: viewer
                        by: jo
                      - at: 09:02
                        accept_invitation: sam
                        code_of: jo

                    """))
        XCTAssertEqual(
            scenario.timeline.map(\.kindValue),
            [
                AnyHashable(InviteAction(parent: ParentID("jo"), inviter: ParentID("sam"), role: .coParent)),
                AnyHashable(InviteAction(parent: ParentID("jo"), inviter: ParentID("jo"), role: .viewer)),
                AnyHashable(AcceptInvitationAction(parent: ParentID("sam"), owner: ParentID("jo"))),
            ])
    }
}
