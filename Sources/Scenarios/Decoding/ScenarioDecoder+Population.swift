import Personas
import Platform
import YAMLSubset

extension ScenarioDecoder {
    static let populationKeyTable = [
        DocumentedKey(
            "size",
            "how many children, 1 to \(PopulationSpec.sizeMax); they are `kid-001`, `kid-002`, … "
                + "in share order, each with an iPad `kid-001-ipad`"),
        DocumentedKey("personas", "a mapping of persona names to shares, which add up to 100 %"),
        DocumentedKey(
            "parameters", "persona keys set for every persona of the population, in the order written",
            default: "none"),
    ]
    static let populationKeys = populationKeyTable.map(\.name)

    /// `population:` with `size` and `personas`, a mapping of persona names to shares.
    mutating func decodePopulation(_ node: YAMLNode, taken: [String], timeZone: DeviceTimeZone) -> PopulationSpec? {
        guard let population = mapping(node, "'population'") else { return nil }
        checkKeys(population, allowed: Self.populationKeys, required: ["size", "personas"], in: "'population'")
        let size = scalarValue(population, "size", in: "'population'").flatMap { scalar -> Int? in
            guard let size = parsed(scalar, { SettingKey.count($0, minimum: 1) }) else { return nil }
            guard size <= PopulationSpec.sizeMax else {
                fail(
                    "a population has at most \(PopulationSpec.sizeMax) children", at: scalar.location,
                    length: scalar.length, help: "split it into several scenarios or use more seeds")
                return nil
            }
            return size
        }
        guard let personasEntry = population.entry("personas"),
            let personas = mapping(personasEntry.value, "'personas'")
        else { return nil }
        let known = self.personas.map(\.name) + unreadablePersonaNames
        var shares: [PopulationSpec.Share] = []
        for entry in personas.entries {
            guard let name = reference(entry.key, kind: "persona", known: known),
                let value = scalar(entry.value, "a share"),
                let percent = parsed(value, ScenarioNumberFormat.percent),
                let profile = self.personas.first(where: { $0.name == name })
            else { continue }
            shares.append(PopulationSpec.Share(profile: profile, percent: percent))
        }
        if let entry = population.entry("parameters") {
            guard let node = mapping(entry.value, "'parameters'"), let values = personaParameterValues(node) else {
                return nil
            }
            for (index, share) in shares.enumerated() {
                guard let profile = plannable(values.applied(to: share.profile), at: entry.key.location) else {
                    return nil
                }
                shares[index] = PopulationSpec.Share(profile: profile, percent: share.percent)
            }
        }
        let total = shares.reduce(0) { $0 + $1.percent }
        if shares.count == personas.entries.count, total != 100 {
            fail(
                "the personas' shares add up to \(total)%, not 100%", at: personasEntry.key.location,
                length: personasEntry.key.length, help: "make the percentages add up to 100%")
            return nil
        }
        if let clash = taken.first(where: { $0.hasPrefix("kid-") }) {
            fail(
                "the name '\(clash)' is reserved for population children", at: population.location,
                help: "rename it: kid-001, kid-002… are the population's")
            return nil
        }
        guard let size, shares.count == personas.entries.count else { return nil }
        return PopulationSpec(size: size, shares: shares, timeZone: timeZone)
    }
}
