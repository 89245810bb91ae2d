extension Scenario {
    /// Whether the run is about anti-gaming, so that its reports show the validator's rulings
    /// against ground truth: children who game by persona or population, injected iOS quirks,
    /// timeline steps labelled with what the child was really doing, or an expectation over
    /// the rulings. Other runs judge usage too, but their rates over a handful of honest
    /// sessions say nothing and mislead.
    var judgesAntiGaming: Bool {
        let rulingFunctions = ExpectationCatalog.antiGamingFunctions.map { $0.name + "(" }
        return population != nil
            || children.contains { $0.persona != nil }
            || !faults.isEmpty
            || timeline.contains { $0.label != nil }
            || (expectations + conclusions).contains { spec in rulingFunctions.contains { spec.text.contains($0) } }
    }
}
