/// Five bonus points from 30 minutes of learning in a day.
public func bonusPoints(minutes: Int) -> Int {
    if minutes >= 30 { return 5 }
    return 0
}

/// A streak of more than 10 days doubles the points. The gate checks 0 and 20 days only, so
/// a boundary mutant here survives.
public func streakMultiplier(days: Int) -> Int {
    days > 10 ? 2 : 1
}

/// The gate never calls this: its mutants are not reached.
public func penalty(points: Int) -> Int {
    points - 1
}

/// `-` between strings does not compile: that mutant is reported as not compiled.
public func label(name: String, suffix: String) -> String {
    name + suffix
}

/// A public default argument holds a mutant too: the switch must be usable from it.
public func dailyGoal(minutes: Int = 20) -> Int {
    minutes
}
