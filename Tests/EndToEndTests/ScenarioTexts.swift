/// Scenario files the end-to-end tests write into their scratch folders: 30 minutes of
/// Duolingo at 20 points per hour leave Alex with 10 points.
enum ScenarioTexts {
    static func learning(expecting expectation: String) -> String {
        """
        version: 1
        name: Learning earns points
        tags: [learning]
        start: 2026-03-02 07:00 +01:00
        duration: 1d
        family:
          children:
            - name: alex
              devices: [alex-ipad]
        apps:
          - id: duolingo
            category: learning
            points_per_hour: 20
        timeline:
          - at: 07:30
            use: duolingo
            for: 30m
        expect:
          - \(expectation)

        """
    }

    static let passing = learning(expecting: "points(alex) == 10")
    static let failing = learning(expecting: "points(alex) == 11")
    /// The passing scenario as a pinned run at seed 7, under a name of its own.
    static let pinned =
        passing
        .replacingOccurrences(of: "name: Learning earns points", with: "name: A pinned run")
        .replacingOccurrences(of: "tags: [learning]", with: "tags: [learning, pinned]\nseed: 7")

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
