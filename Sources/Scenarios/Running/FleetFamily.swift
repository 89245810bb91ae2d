import YAMLSubset

/// One family of the fleet benchmark, written as a scenario file would be, so that the
/// benchmark times exactly what users run: two parents with phones, two children with personas
/// on three iPads, sync on with a daily outage per device, and iOS quirks at the rates of the
/// population scenarios. Family `number` is also its seed, so every family differs.
public enum FleetFamily {
    public static func scenario(number: Int, days: Int) -> Scenario {
        precondition(number >= 1 && days >= 1, "a fleet has families and days")
        let text = """
            version: 1
            name: fleet family \(number)
            seed: \(number)
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
                  persona: honest_learner
                  devices: [alex-ipad, alex-ipad-mini]
                - name: bo
                  persona: distractible_learner
                  devices: [bo-ipad]
            sync:
              loss: 1%
              partitions_per_day: 1
            apps:
              - id: duolingo
                category: learning
                points_per_hour: 30
              - id: khan-academy
                category: learning
                points_per_hour: 30
              - id: minecraft
                category: reward
            faults:
              - fault: duplicate_callbacks
                chance: 10%
              - fault: late_delivery
                chance: 2%
              - fault: over_count
                chance: 5%
                factor: 2
              - fault: phantom_on_charger
                chance: 20%

            """
        let (scenario, diagnostics) = ScenarioLoader.decode(SourceFile(path: "fleet-family-\(number).yaml", text: text))
        guard let scenario else { preconditionFailure("the fleet family decodes: \(diagnostics.map(\.message))") }
        return scenario
    }
}
