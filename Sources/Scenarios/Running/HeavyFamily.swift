import YAMLSubset

/// The family of `bench family`: the busiest shape the product supports, so that the cost of a
/// simulated day shows at any run length. Two parents with phones, two children with three
/// devices each, sync on with 1 % loss, and every hour a parent adjusts a child's
/// points and a parent changes a setting — records and commands that pile up in every zone.
/// The children learn on each of their devices every day by timeline (a persona plans for one
/// or two devices only).
public enum HeavyFamily {
    public static func scenario(days: Int) -> Scenario {
        precondition(days >= 1 && days <= 366, "a run lasts 1 to 366 days")
        return BenchScenario.decode(name: "heavy-family-\(days)d", text: """
            version: 1
            name: heavy family over \(days) days
            seed: 18
            start: 2026-03-02 07:00 +01:00
            duration: \(days)d
            family:
              parents:
                - name: sam
                  device: sam-phone
                - name: jo
                  device: jo-phone
              children:
                - name: alex
                  devices: [alex-ipad, alex-ipad-mini, alex-phone]
                - name: bo
                  devices: [bo-ipad, bo-ipad-mini, bo-phone]
            sync:
              loss: 1%
            apps:
              - id: duolingo
                category: learning
                points_per_hour: 30
              - id: khan-academy
                category: learning
                points_per_hour: 30
              - id: minecraft
                category: reward
            timeline:
              - at: 15:05
                use: duolingo
                device: alex-ipad
                for: 25m
                every: 1d
              - at: 16:05
                use: khan-academy
                device: alex-ipad-mini
                for: 25m
                every: 1d
              - at: 17:05
                use: duolingo
                device: alex-phone
                for: 25m
                every: 1d
              - at: 18:05
                use: khan-academy
                device: bo-ipad
                for: 25m
                every: 1d
              - at: 19:05
                use: duolingo
                device: bo-ipad-mini
                for: 25m
                every: 1d
              - at: 20:05
                use: khan-academy
                device: bo-phone
                for: 25m
                every: 1d
              - at: 07:10
                adjust: +1 points
                child: alex
                by: sam
                every: 1h
              - at: 07:40
                adjust: +1 points
                child: bo
                by: jo
                every: 1h
              - at: 07:20
                set: daily_reward_limit
                to: 90m
                by: sam
                every: 2h
              - at: 08:20
                set: daily_reward_limit
                to: 2h
                by: jo
                every: 2h

            """)
    }
}
