/// Credited learning for one app on one local day.
///
/// Points are kept in sixtieths (the sum of the points-per-hour rate over credited
/// minutes) and floored only when read, so a fraction carries from minute to minute
/// within the app and day, and a change of rate affects only minutes credited after it.
struct LearningTally: Hashable, Sendable {
    private(set) var creditedMinutes = 0
    private(set) var pointSixtieths = 0

    var points: Int {
        pointSixtieths / 60
    }

    mutating func credit(minutes: Int, pointsPerHour: Int) {
        precondition(minutes > 0, "credit at least one minute")
        precondition(pointsPerHour >= 0, "rates are never negative")
        creditedMinutes += minutes
        pointSixtieths += minutes * pointsPerHour
    }
}
