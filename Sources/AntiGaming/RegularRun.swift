import Platform

/// Today's run of `app` that began at the minute of day where the last days' runs of the app
/// began, and the length they predict. Its minutes are held until it shows whether it repeats
/// them: a run that ends within the predicted lengths is the pattern, withheld; one that stops
/// short of them or runs past them is not, and its minutes are credited late.
struct RegularRun: Hashable, Sendable {
    let app: AppID
    let date: CivilDate
    /// The app's minutes of the day (threshold numbers) the run repeats the pattern if it ends
    /// on: the run's first minute less one, plus a predicted length.
    let lastMinutes: ClosedRange<Int>
    /// The highest minute of the app the run has reached.
    var lastMinute: Int
    /// Its sessions: one, or more when a gap (a lost or late callback) split it.
    var sessionIndexes: [Int]
    /// Minutes held on the prediction, oldest first.
    var held: [HeldMinute] = []

    init(app: AppID, date: CivilDate, firstMinute: Int, lengths: ClosedRange<Int>, sessionIndex: Int) {
        precondition(lengths.lowerBound >= 1, "a run lasts at least a minute")
        self.app = app
        self.date = date
        lastMinutes = (firstMinute - 1 + lengths.lowerBound)...(firstMinute - 1 + lengths.upperBound)
        lastMinute = firstMinute
        sessionIndexes = [sessionIndex]
    }

    /// Whether the run has gone past every length the pattern predicts: it is not the pattern.
    var hasRunPast: Bool { lastMinute > lastMinutes.upperBound }
}
