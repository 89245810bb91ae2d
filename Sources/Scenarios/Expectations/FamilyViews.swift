import FamilyApp
import Platform
import Simulation

/// What each family member's screen was shown of a child, and when: the facts behind the
/// freshness samples and the confusion moments. Read from the moments the run noted as changes
/// crossed the family — never from the engines' own view of what they did.
///
/// - Points: each ledger entry becomes true when the child's device queues it (its app ran and
///   booked it); a parent's phone shows it when it receives it.
/// - Usage: each minute becomes true when it is credited — its entry made from the extension's
///   count (the entry's time, by true time; a session's first minutes wait for it to be
///   confirmed); the child's device shows it once its app has queued the entry, a phone once it
///   has received it. The wait for the app to run is part of the age.
/// - Settings: each parent's change becomes true when the parent makes it; the issuing phone
///   shows it at once, another parent's phone when it fetches the command, the child's device
///   when it answers it. A change the child's device refused is not the truth there and is left
///   out (the device refuses only a merge that fails validation).
struct FamilyViews {
    enum Fact: String, CaseIterable, Sendable {
        case points, usage, settings
    }

    /// One screen's facts about one child.
    struct Screen {
        let device: DeviceID
        let child: ChildID
        let arrivals: [Arrival]
    }

    let run: RunState
    let sync: SyncRun

    init?(run: RunState) {
        guard let sync = run.sync else { return nil }
        self.run = run
        self.sync = sync
    }

    /// The phones of the parents who are part of the family now, in the scenario's order.
    var memberPhones: [DeviceID] {
        sync.parents.filter(sync.isMember).compactMap(\.device).filter { !sync.replacedPhones.contains($0) }
    }

    /// Every screen that shows `fact`, narrowed to one device and one child when asked: the
    /// member phones, and for usage and settings each child's own devices too.
    func screens(_ fact: Fact, device: DeviceID? = nil, child: ChildID? = nil) -> [Screen] {
        run.scenario.children.map(\.id).filter { child == nil || $0 == child }.flatMap { child in
            let phones = memberPhones.filter { device == nil || $0 == device }
            let devices = fact == .points ? [] : run.deviceIDs(of: child).filter { device == nil || $0 == device }
            let crossings = fact == .settings ? [] : entries(of: child)
            let changes = fact == .settings ? settingChanges(of: child) : []
            return phones.map { phone in
                Screen(
                    device: phone, child: child,
                    arrivals: fact == .settings
                        ? changes.map { change in
                            Arrival(trueAtMs: change.issuedAtMs, shownAtMs: shownOnPhone(change, phone: phone))
                        }
                        : crossings.compactMap { crossing in
                            let trueAtMs = fact == .points ? crossing.queued?.timeMs : crossing.recordedAtMs
                            return trueAtMs.map { Arrival(trueAtMs: $0, shownAtMs: crossing.receipt(on: phone)) }
                        })
            }
                + devices.map { childDevice in
                    Screen(
                        device: childDevice, child: child,
                        arrivals: fact == .settings
                            ? changes.compactMap { change in
                                let answer = sync.executions[change.command]?.first { $0.device == childDevice }
                                guard answer?.outcome != .failed else { return nil }
                                return Arrival(trueAtMs: change.issuedAtMs, shownAtMs: answer?.timeMs)
                            }
                            : crossings.compactMap { crossing in
                                guard let queued = crossing.queued, queued.device == childDevice,
                                    let madeAtMs = crossing.recordedAtMs
                                else { return nil }
                                return Arrival(trueAtMs: madeAtMs, shownAtMs: queued.timeMs)
                            })
                }
        }
    }

    /// The child's entries that a child's device queued, in name order.
    func entries(of child: ChildID) -> [EntryCrossing] {
        let prefix = "entry.\(child.rawValue)."
        return sync.entryCrossings.filter { $0.key.hasPrefix(prefix) }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// A parent's change of a child's settings, sent as a command.
    struct SettingChange {
        let command: String
        let issuedAtMs: Int64
        let issuedOn: DeviceID
    }

    /// Each command that changed the child's settings or apps, once, in the order made.
    func settingChanges(of child: ChildID) -> [SettingChange] {
        var seen: Set<String> = []
        return run.world.intents.intents.compactMap { intent in
            guard intent.refusal == nil, case .setting(child, _, _, let command?) = intent.meaning,
                let issuedAtMs = sync.issuedAtMs[command], let issuedOn = sync.commandIssuers[command],
                seen.insert(command).inserted
            else { return nil }
            return SettingChange(command: command, issuedAtMs: issuedAtMs, issuedOn: issuedOn)
        }
    }

    func shownOnPhone(_ change: SettingChange, phone: DeviceID) -> Int64? {
        change.issuedOn == phone
            ? change.issuedAtMs : sync.commandReceipts[change.command]?.first { $0.device == phone }?.timeMs
    }
}
