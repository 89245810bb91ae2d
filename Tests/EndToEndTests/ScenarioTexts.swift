/// Scenario files the end-to-end tests write into their scratch folders: 30 minutes of
/// Duolingo at 20 points per hour leave Alex with 10 points.
enum ScenarioTexts {
    /// The other keys let a test name, tag, pin and shorten the same family.
    static func learning(
        expecting expectation: String, name: String = "Learning earns points", tag: String = "learning",
        seed: Int? = nil, duration: String = "1d", at moment: String = "07:30"
    ) -> String {
        let seedLine = seed.map { "seed: \($0)\n" } ?? ""
        return """
            version: 1
            name: \(name)
            tags: [\(tag)]
            \(seedLine)start: 2026-03-02 07:00 +01:00
            duration: \(duration)
            family:
              children:
                - name: alex
                  devices: [alex-ipad]
            apps:
              - id: duolingo
                category: learning
                points_per_hour: 20
            timeline:
              - at: \(moment)
                use: duolingo
                for: 30m
            expect:
              - \(expectation)

            """
    }

    static let passing = learning(expecting: "points(alex) == 10")
    static let failing = learning(expecting: "points(alex) == 11")
    /// The passing scenario as a pinned run at seed 7, under a name of its own.
    static let pinned = learning(
        expecting: "points(alex) == 10", name: "A pinned run", tag: "learning, pinned", seed: 7)

    /// A misspelt settings key on line 6, column 3.
    static let malformed = """
        version: 1
        name: Misspelt setting
        start: 2026-03-02 07:00 +01:00
        duration: 1d
        settings:
          conversion_rte: 2
        family:
          children:
            - name: alex
              devices: [alex-ipad]
        apps:
          - id: duolingo
            category: learning

        """
}
