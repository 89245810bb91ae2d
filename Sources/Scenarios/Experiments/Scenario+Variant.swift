import Personas

extension Scenario {
    /// The scenario as `variant` runs it: its settings, strictness and personas changed, and
    /// everything else — the family, the timeline, the seed's draws — as written, so that two
    /// variants with the same seed differ only by what the variant changes.
    public func applying(_ variant: SweepVariant) -> Scenario {
        var settings = settings
        var strictness = validationStrictness
        var children = children
        var population = population
        for assignment in variant.assignments {
            switch assignment.value {
            case .setting(let change):
                settings = change.applied(to: settings)
            case .strictness(let level):
                strictness = level
            case .personaRewardChance, .personaSessionMinutes, .persona:
                children = children.map { child in
                    var child = child
                    child.persona = child.persona.map(assignment.value.applied(to:))
                    return child
                }
                population = population?.withProfiles(assignment.value.applied(to:))
            }
        }
        var variant = Scenario(
            file: file, version: version, name: name, description: description, tags: tags, seed: seed, start: start,
            timeZone: timeZone, durationMs: durationMs, parents: parents, children: children, settings: settings,
            validationStrictness: strictness, background: background, sync: sync, faults: faults,
            population: population, apps: apps, timeline: timeline, expectations: expectations,
            sweep: sweep, conclusions: conclusions, sometimes: sometimes
        )
        variant.parentChoices = parentChoices
        variant.deniesAppRemoval = deniesAppRemoval
        variant.overSeeds = overSeeds
        variant.power = power
        return variant
    }
}

extension Scenario {
    /// The scenario with its sweep replaced: the same sweep over fewer seeds, for a sequential look.
    public func sweeping(_ sweep: SweepSpec) -> Scenario {
        var scenario = self
        scenario.sweep = sweep
        return scenario
    }
}
