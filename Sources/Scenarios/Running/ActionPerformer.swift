import Checkers
import Simulation

/// Carries out timeline steps on the world: each step's action performs itself, after the
/// check every step on a child device shares (a switched-off device takes only what can be
/// done to it off). Also the bookkeeping actions share: refusals, skips, techniques noted.
enum ActionPerformer {
    static func perform(_ action: TimelineAction, in state: RunState) {
        if action.kind.isChildsStep, let device = action.device, state.waitingSteps.isHolding(device) {
            return state.waitingSteps.append(action, on: device)
        }
        state.world.recordDecision(.step, detail: action.summary)
        if let device = action.device.flatMap(state.childDevice), device.isPoweredOff,
            !type(of: action.kind).isPossibleWhileOff
        {
            guard action.isPlanned else { return refuse(action, "\(device.id) is switched off", in: state) }
            return skip(action, in: state)
        }
        action.kind.perform(action, in: state)
    }

    /// An act that is a technique (by its label, or by its nature) is kept for scoring.
    static func noteOccurrence(_ action: TimelineAction, in state: RunState, default technique: Technique? = nil) {
        var technique = technique
        if case .technique(let labelled)? = action.label { technique = labelled }
        guard let technique, let device = action.device else { return }
        state.occurrences.append(AntiGamingScorer.Occurrence(technique: technique, device: device, time: action.time))
    }

    /// A persona's child finds the device dead and leaves it: a step planned for it is not
    /// attempted, where a written one is refused with a warning (the file asked for the
    /// impossible). The plan itself stays as drawn, so no other step moves.
    static func skip(_ action: TimelineAction, in state: RunState) {
        state.world.recordDecision(.plannedStepSkipped, detail: action.summary)
        state.skippedPlannedSteps += 1
    }

    static func refuse(_ action: TimelineAction, _ reason: String, in state: RunState) {
        state.world.recordDecision(.refusedStep, detail: action.summary)
        state.refusedActions.append(RefusedAction(time: action.time, summary: action.summary, reason: reason))
    }
}
