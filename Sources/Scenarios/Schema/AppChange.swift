import RewardEngine

/// What a timeline's `set_app` changes about one app: its category, its rate, or both. The
/// new category is worked out against the app's category when the step runs, so successive
/// changes build on each other.
public struct AppChange: Hashable, Sendable {
    public enum Sort: String, Hashable, Sendable, CaseIterable {
        case learning, reward
    }

    public enum Rate: Hashable, Sendable {
        case pointsPerHour(Int)
        /// The settings' `default_points_per_hour`.
        case settingsDefault
    }

    public var sort: Sort?
    public var rate: Rate?

    /// Why a change cannot apply to the app as it is.
    public struct Refusal: Error, Hashable, Sendable {
        public let reason: String
    }

    /// The app's category after the change, or why the change cannot apply to `current`.
    public func applied(to current: AppCategory) -> Result<AppCategory, Refusal> {
        let isLearning = sort.map { $0 == .learning } ?? (current != .reward)
        guard isLearning else {
            return rate == nil ? .success(.reward) : .failure(Refusal(reason: "a reward app earns no points"))
        }
        var pointsPerHour: Int?
        if case .learning(let own) = current { pointsPerHour = own }
        switch rate {
        case .pointsPerHour(let value)?: pointsPerHour = value
        case .settingsDefault?: pointsPerHour = nil
        case nil: break
        }
        return .success(.learning(pointsPerHour: pointsPerHour))
    }

    /// `category reward`, `points_per_hour 120`: for summaries.
    var summary: String {
        let parts = [
            sort.map { "category \($0.rawValue)" },
            rate.map { rate -> String in
                switch rate {
                case .pointsPerHour(let value): "points_per_hour \(value)"
                case .settingsDefault: "points_per_hour default"
                }
            },
        ]
        return parts.compactMap { $0 }.joined(separator: ", ")
    }
}
