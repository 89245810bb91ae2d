import FamilyApp
import Platform
import RewardEngine
import Simulation

/// Points spent twice: two of a child's devices, each offline, spent the same points, and the
/// copies of each other's entries take a balance below zero. That outcome is legitimate only
/// if the child is told — otherwise the child's redemption ends in a balance that silently
/// reads wrong, and the intent is `lost`.
extension IntentChecker {
    static func checkOverdrafts(_ family: FamilyUnderCheck, into log: ViolationLog) {
        for entry in family.childDevices {
            let ledger = entry.app.store.account.ledger
            guard ledger.balance < 0, let start = overdraftStart(of: ledger) else { continue }
            let told = family.world.notifications.contains {
                $0.device == entry.device && $0.notification.category == NotificationKind.overdraft.rawValue
                    && $0.notification.recipient == .child(entry.child) && $0.notification.occurredAt >= start.timestamp
            }
            guard !told,
                let spent = lastRedemption(of: entry.child, before: family.nowMs, in: family.world.intents.intents)
            else { continue }
            lost(
                spent, family, log,
                why: "\(entry.device) shows \(ledger.balance) points since entry \(start.sequence) "
                    + "(\(start.description)), and \(entry.child) was never told of the overdraft",
                devices: [entry.device])
        }
    }

    /// The entry that took the balance below zero where it still is.
    static func overdraftStart(of ledger: PointsLedger) -> LedgerEntry? {
        ledger.entries.reversed().prefix { $0.balanceAfter < 0 }.last
    }

    /// The child's latest redemption: the spending the overdraft undoes.
    static func lastRedemption(of child: ChildID, before timeMs: Int64, in intents: [Intent]) -> Intent? {
        intents.last { intent in
            guard case .redemption(child, _, _) = intent.meaning else { return false }
            return intent.timeMs <= timeMs && intent.refusal == nil
        }
    }
}
