import Bonus

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The fixture's gate, answering `rewardsim run … --fail-fast` as the real tool does: a failed
// rule prints a FAIL line and exits 1; every rule held exits 0. Arguments are ignored.
let rules: [(name: String, held: Bool)] = [
    ("bonus at 30 minutes", bonusPoints(minutes: 30) == 5),
    ("no bonus at 29 minutes", bonusPoints(minutes: 29) == 0),
    ("a 20-day streak doubles", streakMultiplier(days: 20) == 2),
    ("no streak, no double", streakMultiplier(days: 0) == 1),
    ("labels join", label(name: "a", suffix: "b") == "ab"),
]
for rule in rules where !rule.held {
    print("FAIL  Fixture/rules.yaml  \(rule.name)  (seed 1, trace 0)")
    exit(1)
}
print("PASS  Fixture/rules.yaml  (seed 1, trace 0)")
