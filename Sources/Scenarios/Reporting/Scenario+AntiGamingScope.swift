extension Scenario {
    /// Whether the run is about anti-gaming, so that its reports show the validator's rulings
    /// against ground truth: children who game by persona or population, injected iOS quirks,
    /// timeline steps labelled with what the child was really doing, or an expectation over
    /// the rulings. Other runs judge usage too, but their rates over a handful of honest
    /// sessions say nothing and mislead.
    /// An experiment is about anti-gaming only when its conclusions read the validator's rulings:
    /// its population games, but its question is a product setting's effect.
    var judgesAntiGaming: Bool {
        let rulingFunctions = ExpectationCatalog.antiGamingFunctions.map { $0.name + "(" }
        if sweep != nil {
            let rulingMetrics = ["flagged_sessions_per_day"]
            return conclusions.contains { spec in
                (rulingFunctions + rulingMetrics).contains { spec.text.contains($0) }
            }
        }
        return population != nil
            || children.contains { $0.persona != nil }
            || !faults.isEmpty
            || timeline.contains { $0.label != nil }
            || (expectations + conclusions).contains { spec in rulingFunctions.contains { spec.text.contains($0) } }
    }
}
