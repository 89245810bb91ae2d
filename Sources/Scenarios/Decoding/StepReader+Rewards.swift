import Platform
import YAMLSubset

/// Real-world reward steps: the child asks on a device, a parent answers.
extension StepReader {
    /// `request_reward: cinema` with `points: 40` and `device`.
    func decodeRequestReward(_ decoder: inout ScenarioDecoder) -> Decoded? {
        let reward = self.reward(&decoder)
        let device = device(field("device", &decoder), &decoder)
        guard let pointsScalar = field("points", &decoder) else {
            decoder.fail("'request_reward' needs 'points', what the reward costs", at: step.location,
                         help: "add points: 40")
            return nil
        }
        let points = decoder.parsed(pointsScalar) { ScenarioDecoder.points($0, signed: false) }
        guard let reward, let device, let points else { return nil }
        return (.requestReward(reward: reward, points: points), device,
                "ask for \(reward) at \(points) points on \(device.rawValue)")
    }

    /// `approve_reward: cinema` / `deny_reward: cinema` with `by` and (several children) `child`.
    func decodeDecideReward(_ decoder: inout ScenarioDecoder) -> Decoded? {
        let reward = self.reward(&decoder)
        let child = self.child(&decoder)
        let parent = self.parent(&decoder)
        guard let reward, let child, let parent else { return nil }
        let approve = action == "approve_reward"
        return (.decideReward(reward: reward, child: child, parent: parent, approve: approve), nil,
                "\(parent.rawValue) \(approve ? "approves" : "denies") \(child.rawValue)'s \(reward)")
    }

    /// The reward's name: a word or a few, as a child would name it.
    private func reward(_ decoder: inout ScenarioDecoder) -> String? {
        let name = value.value.trimmingWhitespace()
        guard !name.isEmpty, name.count <= Self.rewardNameLengthMax else {
            decoder.fail("a reward needs a name of 1 to \(Self.rewardNameLengthMax) characters", at: value.location,
                         length: value.length, help: "write e.g. \(action): cinema")
            return nil
        }
        return name
    }

    static let rewardNameLengthMax = 40
}
