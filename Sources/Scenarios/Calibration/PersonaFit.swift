import Personas
import Platform
import SimulationKernel

/// Persona parameters fitted from observed sessions: the routine (days a week, sessions a day,
/// the start window, session lengths) and the redemption habits (how often a session is
/// followed by reward time, and how much). Keys the data cannot speak to are left to the base.
///
/// Each estimator inverts the way `PersonaPlanner` draws, so a file drawn from a persona gives
/// its parameters back (the calibration test states how closely):
/// - days a week: 7 × active days ÷ days observed (each child's first to last date);
/// - sessions a day: the fewest and most on an active day (draws are uniform between them);
/// - the start window: starts are uniform in it, so its ends are the 5th and 95th percentiles
///   of the starts' times of day pushed out by 5/90 of the span between them (percentiles, not
///   the extremes, because a session that meets the one before starts late);
/// - session minutes: log-normal, clamped — the median as observed, sigma from the
///   interquartile range of the logs (÷ 1.349, which the clamps rarely reach), the clamps as
///   in `clamps`; a session longer than the upper bound is two that met (the second started as
///   the first ended), left out of the lengths and counted twice for the reward chance;
/// - reward chance: the share of sessions with a reward stretch right after; reward minutes:
///   the fewest and most minutes of those stretches (uniform draws).
public struct PersonaFit: Sendable {
    /// Fewer sessions than this say too little about spread and window.
    public static let sessionsMin = 5

    public let values: [(parameter: PersonaParameter, value: Int)]
    public let sessionCount: Int
    public let rewardCount: Int
    public let strayRewardCount: Int
    public let daysObserved: Int
    public let activeDays: Int
    public let children: [String]

    public enum Failure: Error, Equatable {
        case tooFewSessions(found: Int)
    }

    public static func fit(_ rows: [UsageRow]) -> Result<PersonaFit, Failure> {
        let (sessions, stray) = ObservedSession.group(rows)
        guard sessions.count >= sessionsMin else { return .failure(.tooFewSessions(found: sessions.count)) }
        var values: [(PersonaParameter, Int)] = []
        func set(_ key: String, _ value: Int) {
            guard let parameter = PersonaParameter.named(key) else {
                preconditionFailure("\(key) is a persona parameter")
            }
            values.append((parameter, value))
        }

        let byChild = Dictionary(grouping: sessions, by: \.child)
        let children = byChild.keys.sorted()
        var daysObserved = 0
        var perDay: [Int] = []
        for (_, childSessions) in byChild.sorted(by: { $0.key < $1.key }) {
            let dates = childSessions.map(\.start.date.daysSinceEpoch)
            guard let firstDate = dates.min(), let lastDate = dates.max() else {
                preconditionFailure("a child's group holds a session")
            }
            daysObserved += Int(lastDate - firstDate) + 1
            let counts = Dictionary(grouping: dates, by: { $0 })
            perDay += counts.sorted { $0.key < $1.key }.map(\.value.count)
        }
        guard let fewestPerDay = perDay.min(), let mostPerDay = perDay.max() else {
            preconditionFailure("enough sessions make a day")
        }
        set(
            "days_per_week",
            min(7_000, max(1, Int((7 * Double(perDay.count) / Double(daysObserved) * 100).rounded()) * 10)))
        set("sessions_per_day_min", fewestPerDay)
        set("sessions_per_day_max", mostPerDay)

        let starts = sessions.map { Double($0.start.millisecondOfDay) }.sorted()
        let low = quantile(starts, 0.05)
        let high = quantile(starts, 0.95)
        let margin = (high - low) * 0.05 / 0.90
        let minuteMs = Double(Instant.millisecondsPerMinute)
        let dayStart = max(0, ((low - margin) / minuteMs).rounded() * minuteMs)
        let dayEnd = min(
            Double(Instant.millisecondsPerDay),
            max(dayStart + minuteMs, ((high + margin) / minuteMs).rounded() * minuteMs))
        set("day_start", Int(dayStart))
        set("day_end", Int(dayEnd))

        let (shortest, longest) = clamps(sessions.map(\.learningMs).sorted())
        // Longer than the longest bound: sessions that met, counted as two and left out of the lengths.
        let met = sessions.filter { $0.learningMs > longest }.count
        let minutes = sessions.filter { $0.learningMs <= longest }.map { Double($0.learningMs) / minuteMs }.sorted()
        let median = max(1, Int(quantile(minutes, 0.5).rounded()))
        let sessionMin = max(1, min(median, Int((Double(shortest) / minuteMs).rounded(.down))))
        let sessionMax = max(median, Int((Double(longest) / minuteMs).rounded(.up)))
        let logs = minutes.map { PortableMath.log(max($0, 1.0 / 60)) }
        let sigma = (quantile(logs, 0.75) - quantile(logs, 0.25)) / 1.349
        set("session_minutes_min", sessionMin)
        set("session_minutes_median", median)
        set("session_minutes_max", sessionMax)
        set("session_minutes_sigma", Int((sigma * 100).rounded()) * 10)

        let rewards = sessions.compactMap(\.rewardMs).map { max(1, Int((Double($0) / minuteMs).rounded())) }
        set("reward_chance", Int((100 * Double(rewards.count) / Double(sessions.count + met)).rounded()))
        if let fewest = rewards.min(), let most = rewards.max() {
            set("reward_minutes_min", fewest)
            set("reward_minutes_max", most)
        }
        return .success(
            PersonaFit(
                values: values, sessionCount: sessions.count, rewardCount: rewards.count,
                strayRewardCount: stray.count, daysObserved: daysObserved,
                activeDays: perDay.count, children: children))
    }

    /// The value of `key`, as fitted.
    public func value(of key: String) -> Int? {
        values.first { $0.parameter.key == key }?.value
    }

    /// The session bounds: a bound the draws reach often shows as an atom — at least
    /// `atomShare` of sessions, and 3, exactly that long —, and the outermost atom on each side of the
    /// median is taken; without one, the 1st or 99th percentile (a few sessions that meet the
    /// one before look like one long session, so the extremes are not the bounds).
    static func clamps(_ sortedMs: [Int64]) -> (shortest: Int64, longest: Int64) {
        let counts = Dictionary(grouping: sortedMs, by: { $0 }).mapValues(\.count)
        let atoms = counts.filter { $0.value >= atomCountMin && Double($0.value) >= atomShare * Double(sortedMs.count) }
            .keys.sorted()
        let median = sortedMs[sortedMs.count / 2]
        let values = sortedMs.map(Double.init)
        let shortest = atoms.first { $0 < median } ?? Int64(quantile(values, 0.01))
        let longest = atoms.last { $0 > median } ?? Int64(quantile(values, 0.99))
        return (shortest, longest)
    }

    static let atomShare = 0.01
    static let atomCountMin = 3

    /// Linear interpolation between the closest ranks of sorted `values`.
    static func quantile(_ values: [Double], _ p: Double) -> Double {
        precondition(!values.isEmpty && (0...1).contains(p), "a quantile of some values")
        let position = p * Double(values.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(values.count - 1, lower + 1)
        return values[lower] + (values[upper] - values[lower]) * (position - Double(lower))
    }
}
