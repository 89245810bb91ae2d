import Platform

extension ChildRewardAccount {
    /// Rule 1, earning. Call once per whole minute of frontmost use of a learning app.
    ///
    /// The tick continues the app's latest session if it comes at most `sessionGapMinutes`
    /// after that session's last tick and on the same local date; otherwise it starts a new
    /// session. A session qualifies once its minutes reach `minimumSessionMinutes` (at its
    /// first minute when the minimum is 0 or 1): then all its minutes so far are credited,
    /// and each later minute is credited as it comes. A session that never qualifies earns
    /// nothing.
    ///
    /// Points for an app on a local day are floor(credited minutes × points per hour / 60),
    /// so a fraction carries within the app and day but never across days or apps: 30
    /// minutes at 20 points per hour earn 10 points, 7 minutes earn floor(140 / 60) = 2.
    /// Each tick that raises that figure appends one `earned` entry for the increase.
    ///
    /// - Returns: the entry appended, if any.
    /// `bookedAt` dates the ledger entry when the minute is credited later than it was used
    /// (the app held it, or repaired it); the day it counts on is always `time`'s.
    public mutating func recordLearningMinute(
        app: AppID, at time: LocalTimestamp, bookedAt: Instant? = nil
    ) -> [LedgerEntry] {
        guard let pointsPerHour = catalog.pointsPerHour(for: app, settings: settings) else {
            preconditionFailure("\(app) is not a learning app; only learning ticks earn")
        }
        let index = recordLearningMinuteSessionIndex(app: app, at: time)
        sessions[index].minutes += 1
        sessions[index].lastTickAt = time.instant
        let minutesCredited: Int
        if sessions[index].isQualified {
            minutesCredited = 1
        } else if sessions[index].minutes >= max(settings.minimumSessionMinutes, 1) {
            sessions[index].isQualified = true
            minutesCredited = sessions[index].minutes
        } else {
            minutesCredited = 0
        }
        guard minutesCredited > 0 else { return [] }

        let key = AppDay(app: app, date: time.date)
        var tally = learningTallies[key, default: LearningTally()]
        let pointsBefore = tally.points
        tally.credit(minutes: minutesCredited, pointsPerHour: pointsPerHour)
        learningTallies[key] = tally
        let pointsEarned = tally.points - pointsBefore
        guard pointsEarned > 0 else { return [] }
        let entry = ledger.append(
            kind: .earned,
            amount: pointsEarned,
            at: time,
            description: "Earned \(Wording.count(pointsEarned, "point")) for \(app) "
                + "(minute \(tally.creditedMinutes) of today)",
            app: app,
            bookedAt: bookedAt
        )
        return [entry]
    }

    /// The index of the session a tick at `time` belongs to, starting one if needed.
    private mutating func recordLearningMinuteSessionIndex(app: AppID, at time: LocalTimestamp) -> Int {
        if let index = latestSessionIndexByApp[app],
            sessions[index].continues(at: time, gapMinutes: settings.sessionGapMinutes)
        {
            return index
        }
        sessions.append(LearningSession(app: app, firstTickAt: time))
        latestSessionIndexByApp[app] = sessions.count - 1
        return sessions.count - 1
    }
}
