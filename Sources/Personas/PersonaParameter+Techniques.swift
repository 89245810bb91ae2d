import Simulation

extension PersonaParameter {
    /// One key per technique, `<technique>_chance`: its chance per day, so that a persona file
    /// can say which techniques a child plays and how often (an adversary's strategy is one).
    /// Setting a chance keeps the profile's list sorted by technique, each once; 0 removes it.
    static let techniqueChances: [PersonaParameter] = Technique.allCases.sorted().map { technique in
        PersonaParameter(
            key: "\(technique.rawValue)_chance", format: .percent,
            meaning: "chance per day of playing `\(technique.rawValue)`",
            get: { $0.chancePercent(of: technique) },
            set: { profile, chance in
                var chances = profile.techniqueChances.filter { $0.technique != technique }
                if chance > 0 { chances.append(TechniqueChance(technique: technique, chancePercent: chance)) }
                profile.techniqueChances = chances.sorted { $0.technique < $1.technique }
            })
    }
}
