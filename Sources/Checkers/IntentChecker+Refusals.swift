import FamilyApp
import Platform
import Simulation

extension IntentChecker {
    /// A refusal is an outcome only when it is true. An acceptance refused while the service has
    /// the parent in a child's family — and none of their acceptances was ever told it succeeded —
    /// told the parent they are out while they are in: the answer to an acceptance the service
    /// carried out was lost, and the app's second try was refused for the parent's own acceptance.
    static func checkRefusedAcceptance(
        _ intent: Intent, parent: ParentID, intents: [Intent], family: FamilyUnderCheck, log: ViolationLog
    ) {
        let toldJoined = intents.contains { other in
            guard other.refusal == nil, case .membership(let joiner, "accept") = other.meaning else { return false }
            return joiner == parent
        }
        guard !toldJoined else { return }
        let readable = family.service.zones(readableBy: FamilyCloudLayout.account(of: parent))
        guard let child = family.children.first(where: { readable.contains(family.layout.familyZone(of: $0)) }) else {
            return
        }
        lost(
            intent, family, log,
            why: "refused (\(intent.refusal ?? "")), but the service has \(parent) in \(child)'s family")
    }
}
