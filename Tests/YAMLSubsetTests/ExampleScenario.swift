/// The scenario from the shared examples, kept verbatim so the parser is tested against the
/// file users copy first.
enum ExampleScenario {
    static let text = #"""
        # An illustration of the intended feel of a scenario file — not a specification.
        # The manual's Scenario file reference is the reference for the real syntax.
        version: 1
        name: Thirty minutes of Duolingo at 20 points per hour earns 10 points
        description: |
          The worked example of the architecture document: 30 minutes in a learning
          app worth 20 points per hour earns 10 points, which buy 5 minutes of a
          reward app at 2 points per minute. The reward app is shielded again when
          the granted time is used up.
        tags: [reward, smoke]
        seed: 1
        start: 2026-03-02 07:00 +01:00
        duration: 1d

        family:
          parents:
            - name: sam
              device: sam-phone
          children:
            - name: alex
              devices: [alex-ipad]

        settings:
          conversion_rate: 2            # points per minute of reward time
          minimum_session: 5m
          daily_reward_limit: 60m
          validation: moderate

        apps:
          - id: duolingo
            category: learning
            points_per_hour: 20
          - id: minecraft
            category: reward

        timeline:
          - at: 07:30
            device: alex-ipad
            use: duolingo
            for: 30m
          - at: 08:15
            device: alex-ipad
            redeem: 10 points
            for_app: minecraft
          - at: 08:16
            device: alex-ipad
            use: minecraft
            for: 10m

        expect:
          - earned(alex) == 10
          - points(alex) == 0
          - reward_minutes(alex) == 5
          - shielded(alex-ipad, minecraft) at 08:22
          - ledger(alex).consistent        # balance equals the sum of its entries
        """#
}
