import FamilyApp
import Platform
import Simulation

// The child spends points in the app on a device: minutes of a reward app, or a real-world
// reward asked of the parents.

/// `redeem: N points` with `for_app`.
struct RedeemAction: ChildDeviceAction {
    static let name = "redeem"
    static let meaning =
        "the child spends N points on minutes of a reward app in the app on that device. With "
        + "`sync` the child opens the app: the device is unlocked, the app comes to the front, and the child taps "
        + "once it has done its foreground work — its fetch, so the balance is the one the cloud holds, and its "
        + "queued work — waiting at most 20 s (an app that cannot reach the cloud shows what it holds); meanwhile "
        + "the child's other steps on the device wait, and the app stays in front until the next step or Auto-Lock. "
        + "Without `sync` what is on screen does not change; the system counts it as an opening of the app"
    static let keys: [ActionKey] = [
        ActionKey(name, "N points", .required, "how many points the child spends"),
        ActionKey("for_app", "APP", .required, "the reward app the minutes are for"), .device,
    ]

    let points: Int
    let app: AppID
    let device: DeviceID

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        let points = decoder.parsed(reader.value) { ScenarioDecoder.points($0, signed: false) }
        let device = reader.device(reader.field("device", &decoder), &decoder)
        guard let appScalar = reader.field("for_app", &decoder) else {
            decoder.fail(
                "'redeem' needs 'for_app', the reward app the minutes are for", at: reader.step.location,
                help: "add for_app: \(reader.names.rewardAppNames.first ?? "…")")
            return nil
        }
        guard let app = decoder.reference(appScalar, kind: "app", known: reader.names.appNames),
            let points, let device
        else { return nil }
        return (
            Self(points: points, app: AppID(app), device: device),
            "redeem \(points) points for \(app) on \(device.rawValue)"
        )
    }

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        InAppStep.perform(on: device, in: state) {
            let childApp = state.app(self.device)
            var refusal: String?
            if case .failure(let rejection) = childApp.redeem(points: points, for: app) {
                refusal = "\(rejection.reason)"
            }
            let child = childApp.store.account.child
            state.world.intents.record(
                actor: child.rawValue, device: self.device, atMs: state.world.loop.now,
                .redemption(child: child, points: points, app: app), refusal: refusal)
        }
    }
}

/// `request_reward: NAME` with `points`: the child asks for a real-world reward.
struct RequestRewardAction: ChildDeviceAction {
    static let name = "request_reward"
    static let meaning =
        "the child opens the app on that device, as for `redeem`, and asks for a real-world reward "
        + "(NAME: 1 to 40 characters, e.g. `cinema`) costing N points: the points are held at once (a `requested` "
        + "ledger entry). "
        + "Refused — recorded, not a warning — unless `reward_strategy` is `real_world` (`not_offered`) and the "
        + "balance on that device covers N (`insufficient_points`). With `sync` the request goes up to the parents' "
        + "phones as a record of its own"
    static let keys: [ActionKey] = [
        ActionKey(name, "NAME", .required, "the reward, as the child names it"),
        ActionKey("points", "N", .required, "what the reward costs, 1 to 1,000,000,000 (`40` or `40 points`)"),
        .device,
    ]

    let reward: String
    let points: Int
    let device: DeviceID

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        let reward = reader.rewardName(&decoder)
        let device = reader.device(reader.field("device", &decoder), &decoder)
        guard let pointsScalar = reader.field("points", &decoder) else {
            decoder.fail(
                "'request_reward' needs 'points', what the reward costs", at: reader.step.location,
                help: "add points: 40")
            return nil
        }
        let points = decoder.parsed(pointsScalar) { ScenarioDecoder.points($0, signed: false) }
        guard let reward, let device, let points else { return nil }
        return (
            Self(reward: reward, points: points, device: device),
            "ask for \(reward) at \(points) points on \(device.rawValue)"
        )
    }

    func perform(on device: SimulatedChildDevice, _ step: TimelineAction, in state: RunState) {
        InAppStep.perform(on: device, in: state) {
            let childApp = state.app(self.device)
            var refusal: String?
            if case .failure(let reason) = childApp.requestReward(reward, points: points) { refusal = "\(reason)" }
            let child = childApp.store.account.child
            state.world.intents.record(
                actor: child.rawValue, device: self.device, atMs: state.world.loop.now,
                .rewardRequest(child: child, reward: reward, points: points), refusal: refusal)
        }
    }
}

/// `approve_reward: NAME`: a parent approves the child's latest unanswered request for it.
struct ApproveRewardAction: TimelineActionType {
    static let name = "approve_reward"
    static let meaning =
        "a parent approves the child's latest unanswered request for NAME: its points stay spent. "
        + "Without `sync` the answer reaches the device that holds the request at once; with `sync` it is sent from "
        + "the parent's phone (the app comes to the front), which must already have fetched the request. Refused "
        + "with a warning when there is no such request — without `sync`: none unanswered on the child's devices; "
        + "with `sync`: none the phone holds unanswered (not received yet, or answered, by either parent, as far as "
        + "it knows)"
    static let keys = RewardDecision.keys(name)

    let decision: RewardDecision

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        RewardDecision.decode(reader, &decoder, approve: true).map { (Self(decision: $0), $0.summary) }
    }

    func perform(_ step: TimelineAction, in state: RunState) {
        decision.perform(step, in: state)
    }
}

/// `deny_reward: NAME`: as `approve_reward`, but the points come back.
struct DenyRewardAction: TimelineActionType {
    static let name = "deny_reward"
    static let meaning =
        "as `approve_reward`, but the request is denied: its points come back once, in one "
        + "`refunded` entry"
    static let keys = RewardDecision.keys(name)

    let decision: RewardDecision

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        RewardDecision.decode(reader, &decoder, approve: false).map { (Self(decision: $0), $0.summary) }
    }

    func perform(_ step: TimelineAction, in state: RunState) {
        decision.perform(step, in: state)
    }
}

/// A parent's answer to a request, approving or denying.
struct RewardDecision: Hashable, Sendable {
    let reward: String
    let child: ChildID
    let parent: ParentID
    let approve: Bool

    static func keys(_ action: String) -> [ActionKey] {
        [ActionKey(action, "NAME", .required, "the reward, as the child named it"), .child, .by]
    }

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder, approve: Bool) -> Self? {
        let reward = reader.rewardName(&decoder)
        let child = reader.child(&decoder)
        let parent = reader.parent(&decoder)
        guard let reward, let child, let parent else { return nil }
        return Self(reward: reward, child: child, parent: parent, approve: approve)
    }

    var summary: String {
        "\(parent.rawValue) \(approve ? "approves" : "denies") \(child.rawValue)'s \(reward)"
    }

    func perform(_ step: TimelineAction, in state: RunState) {
        state.parentChannel.decideReward(reward, of: child, approve: approve, parent: parent, step, in: state)
    }
}

private extension StepReader {
    static let rewardNameLengthMax = 40

    /// The reward's name: a word or a few, as a child would name it.
    func rewardName(_ decoder: inout ScenarioDecoder) -> String? {
        let name = value.value.trimmingWhitespace()
        guard !name.isEmpty, name.count <= Self.rewardNameLengthMax else {
            decoder.fail(
                "a reward needs a name of 1 to \(Self.rewardNameLengthMax) characters", at: value.location,
                length: value.length, help: "write e.g. \(action): cinema")
            return nil
        }
        return name
    }
}
