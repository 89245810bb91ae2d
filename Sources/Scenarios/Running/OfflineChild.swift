import YAMLSubset

/// The family of `bench offline`: one child whose iPad is offline for `days` days of normal
/// use — an honest learner's days, a parent's setting waiting on the service — then comes back,
/// uploads what it made offline and answers the command. The run lasts two days more.
public enum OfflineChild {
    public static func scenario(days: Int) -> Scenario {
        precondition(days >= 1 && days <= 364, "the outage and the two days after it fit in a run")
        return BenchScenario.decode(name: "offline-child-\(days)d", text: """
            version: 1
            name: a child's iPad offline for \(days) days
            seed: 18
            start: 2026-03-02 07:00 +01:00
            duration: \(days + 2)d
            family:
              parents:
                - name: sam
                  device: sam-phone
                - name: jo
                  device: jo-phone
              children:
                - name: alex
                  persona: honest_learner
                  devices: [alex-ipad]
            sync: on
            apps:
              - id: duolingo
                category: learning
                points_per_hour: 60
              - id: khan-academy
                category: learning
                points_per_hour: 60
              - id: minecraft
                category: reward
            timeline:
              - at: 07:30
                partition: alex-ipad
                for: \(days)d
              - at: 10:00
                set: daily_reward_limit
                to: 45m
                by: sam
              - at: day \(days + 1) 09:00
                launch: alex-ipad
                for: 1m
              - at: day \(days + 2) 06:00
                open_app: sam-phone
              - at: day \(days + 2) 06:00
                open_app: jo-phone

            """)
    }
}
