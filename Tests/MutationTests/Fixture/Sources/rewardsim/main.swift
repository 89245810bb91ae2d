import Bonus
import Foundation

// The fixture's gate, answering `rewardsim run [FILE…] … --fail-fast` as the real tool does:
// each scenario file names rules, one a line; a failed rule prints a FAIL line and exits 1;
// every rule held exits 0. Without files it runs every file in Scenarios/, in path order.
let rules: [String: () -> Bool] = [
    "bonus at 30 minutes": { bonusPoints(minutes: 30) == 5 },
    "no bonus at 29 minutes": { bonusPoints(minutes: 29) == 0 },
    "a 20-day streak doubles": { streakMultiplier(days: 20) == 2 },
    "no streak, no double": { streakMultiplier(days: 0) == 1 },
    "labels join": { label(name: "a", suffix: "b") == "ab" },
]
let named = CommandLine.arguments.filter { $0.hasSuffix(".yaml") }
let files =
    named.isEmpty
    ? ((try? FileManager.default.contentsOfDirectory(atPath: "Scenarios")) ?? []).sorted().map { "Scenarios/" + $0 }
    : named
for file in files {
    let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    for name in text.split(separator: "\n").map(String.init) where rules[name]?() != true {
        print("FAIL  \(file)  \(name)  (seed 1, trace 0)")
        exit(1)
    }
    print("PASS  \(file)  (seed 1, trace 0)")
}
