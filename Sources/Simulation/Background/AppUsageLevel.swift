import Platform

/// How much the user has used the app lately, as the system's scheduler judges it from the
/// app's recent openings on the device.
///
/// "App usage" is one of the seven factors of WWDC20 session 10063, "Background execution
/// demystified": the system gives background time first to the apps the user uses most. A
/// child rarely opens the ScreenTime Rewards app (its DeviceActivity extension does the
/// counting), so a fixed cadence would make staleness and background latency look better than
/// they are. Each level sets the spread of a refresh task's delay after its earliest begin;
/// the app asks for an earliest begin 15 minutes ahead, so the cadence is about 15 minutes
/// plus the delay. The numbers are the observations gathered in
/// `reference/ios-platform-behaviour.md` §3; the manual's "How often iOS runs the app's
/// background work" lists them.
enum AppUsageLevel: Sendable {
    /// Opened `frequentOpeningsMin` times or more in the last day: median 10 minutes, so a
    /// refresh about every 25 minutes — "10 to 15 minutes depending on usage" for a much-used
    /// app (immich discussion 2584), never under the app's own 15 minutes.
    case frequent
    /// Opened once or twice in the last day: median 6 hours, a few runs a day at most — the
    /// 6-hour fallback a Screen Time reward app settled on after its 15-minute schedule ran
    /// into the energy budget (ScreenTime-BMAD).
    case daily
    /// Not opened in the last day but within the last week: median 12 hours — "one or two
    /// requests a day, sometimes none" (transistorsoft/react-native-background-fetch #14).
    case occasional
    /// Not opened for a week: median 2 days, few refreshes or none. No source gives a figure
    /// for refresh; the week is the horizon Apple names for processing tasks ("as long as the
    /// user has used your app within the past week"), and a dormant app's processing tasks do
    /// not run at all (`BackgroundScheduler.blockReason(for:)`).
    case dormant

    /// Openings within `recentWindowMs` that make an app frequently used.
    static let frequentOpeningsMin = 3
    static let recentWindowMs = Instant.millisecondsPerDay
    /// Without an opening for this long the app is dormant.
    static let dormantAfterMs = 7 * Instant.millisecondsPerDay

    /// A spread of 1.0 at the frequent level puts 90 % of draws between 2 and 52 minutes; 0.7
    /// at the slower levels keeps 90 % within a third and three times the median, so a level
    /// stays recognisable in a handful of runs.
    var refreshDelay: DelayDistribution {
        switch self {
        case .frequent: .logNormal(medianMs: 10 * Instant.millisecondsPerMinute, sigmaThousandths: 1_000)
        case .daily: .logNormal(medianMs: 6 * Instant.millisecondsPerHour, sigmaThousandths: 700)
        case .occasional: .logNormal(medianMs: 12 * Instant.millisecondsPerHour, sigmaThousandths: 700)
        case .dormant: .logNormal(medianMs: 2 * Instant.millisecondsPerDay, sigmaThousandths: 700)
        }
    }

    /// For the scheduler log: why the delay was drawn from this level.
    var reason: String {
        switch self {
        case .frequent: "app opened \(Self.frequentOpeningsMin)+ times in the last day"
        case .daily: "app opened in the last day"
        case .occasional: "app not opened in the last day"
        case .dormant: "app not opened for 7 days"
        }
    }
}
