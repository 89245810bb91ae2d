import Personas
import Platform
import SimulationKernel

/// A sessions CSV drawn from a persona by its own planner: what a DeviceActivity export of the
/// persona's child would hold (every `use` a row; redemptions and pauses leave none).
enum PersonaSessionsCSV {
    static let learningApps = [AppID("khan"), AppID("duolingo")].sorted()
    static let rewardApps = [AppID("minecraft")]

    static func text(_ profile: PersonaProfile, days: Int, seed: UInt64, child: String = "kid") -> String {
        let start = LocalTimestamp(
            instant: LocalTimestamp.startOfDay(
                CivilDate(year: 2026, month: 3, day: 2),
                utcOffsetSeconds: 3_600),
            utcOffsetSeconds: 3_600)
        let context = PersonaContext(
            start: start, days: days, learningApps: learningApps, rewardApps: rewardApps,
            deviceCount: 1, conversionRatePointsPerMinute: 10)
        let steps = PersonaPlanner.plan(profile, context: context, random: SeededRandom(seed: seed))
        var lines = ["child,device,app,category,start,end"]
        for step in steps {
            guard case .use(let app, let durationMs) = step.action else { continue }
            let category = learningApps.contains(app) ? "learning" : "reward"
            let begin = LocalTimestamp(instant: step.time, utcOffsetSeconds: 3_600)
            let end = LocalTimestamp(instant: step.time + durationMs, utcOffsetSeconds: 3_600)
            lines.append("\(child),\(child)-ipad,\(app.rawValue),\(category),\(begin.iso8601),\(end.iso8601)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
