import Platform

@testable import RewardEngine

/// Apps, days and an account shared by the tests, so each test states only the numbers
/// it is about.
enum Fixture {
    static let duolingo = AppID("duolingo")
    static let khan = AppID("khan")
    static let reader = AppID("reader")
    static let minecraft = AppID("minecraft")
    static let youtube = AppID("youtube")
    static let alex = ChildID("alex")
    static let mum = ParentID("mum")

    /// Monday of ISO week 10.
    static let monday = CivilDate(year: 2026, month: 3, day: 2)

    /// duolingo and khan earn 20 points per hour; reader has no rate of its own.
    static let catalog = AppCatalog([
        (youtube, .reward),
        (duolingo, .learning(pointsPerHour: 20)),
        (minecraft, .reward),
        (reader, .learning(pointsPerHour: nil)),
        (khan, .learning(pointsPerHour: 20)),
    ])

    static func account(_ settings: RewardSettings = RewardSettings()) -> ChildRewardAccount {
        ChildRewardAccount(child: alex, settings: settings, catalog: catalog)
    }

    /// `hour:minute` on `day`, local time at `utcOffsetSeconds`.
    static func time(
        _ day: CivilDate,
        _ hour: Int,
        _ minute: Int,
        utcOffsetSeconds: Int = 0
    ) -> LocalTimestamp {
        let midnight = LocalTimestamp.startOfDay(day, utcOffsetSeconds: utcOffsetSeconds)
        let offsetMs =
            Int64(hour) * Instant.millisecondsPerHour
            + Int64(minute) * Instant.millisecondsPerMinute
        return LocalTimestamp(instant: midnight + offsetMs, utcOffsetSeconds: utcOffsetSeconds)
    }

    /// `hour:minute` on `monday`.
    static func time(_ hour: Int, _ minute: Int, utcOffsetSeconds: Int = 0) -> LocalTimestamp {
        time(monday, hour, minute, utcOffsetSeconds: utcOffsetSeconds)
    }
}

extension ChildRewardAccount {
    /// One learning tick per minute for `minutes` minutes, the first at `start`.
    mutating func learn(_ app: AppID, minutes: Int, from start: LocalTimestamp) {
        for minute in 0..<minutes {
            _ = recordLearningMinute(app: app, at: start.advanced(byMinutes: minute))
        }
    }

    /// One reward tick per minute for `minutes` minutes, the first at `start`.
    mutating func play(_ app: AppID, minutes: Int, from start: LocalTimestamp) -> [RewardMinuteOutcome] {
        (0..<minutes).map { recordRewardMinute(app: app, at: start.advanced(byMinutes: $0)) }
    }

    /// Gives the child `points` through a parent's adjustment, for tests about spending.
    mutating func grant(_ points: Int, at time: LocalTimestamp) {
        adjust(points: points, by: Fixture.mum, reason: "test balance", at: time)
    }
}

extension LocalTimestamp {
    func advanced(byMinutes minutes: Int) -> LocalTimestamp {
        LocalTimestamp(
            instant: instant + Int64(minutes) * Instant.millisecondsPerMinute,
            utcOffsetSeconds: utcOffsetSeconds
        )
    }
}
