/// The kinds of workload a run does and how often each comes, drawn per run. As with fault kinds
/// (swarm testing), a run that leaves some kinds out and leans on others reaches states an even
/// mix rarely does: a long activity log of parents' changes, a child who only redeems.
struct ActionMix {
    enum Action: CaseIterable {
        /// A parent adjusts a child's points.
        case adjust
        /// A parent changes one of a child's settings.
        case set
        /// A child uses a learning app.
        case use
        /// A child redeems points for a reward app.
        case redeem
        /// A parent opens the app.
        case openApp
        /// A parent makes many changes in a row (catching up on the week's chores).
        case burst
    }

    /// Each action on, as often as its weight.
    private let weighted: [Action]

    /// Each kind on with a 60 % chance (one at least), with a weight of 1 to 4.
    init(draw: inout Draw) {
        var kinds = Action.allCases.filter { _ in draw.chance(60) }
        if kinds.isEmpty { kinds = [draw.pick(Action.allCases)] }
        weighted = kinds.flatMap { kind in Array(repeating: kind, count: draw.int(1...4)) }
    }

    func next(_ draw: inout Draw) -> Action {
        draw.pick(weighted)
    }
}
