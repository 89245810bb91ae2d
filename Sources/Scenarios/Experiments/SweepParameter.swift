import AntiGaming
import Personas
import RewardEngine

/// Something a sweep can vary: any family setting, the validator's strictness, or a parameter
/// of every persona in the scenario (its children's and its population's).
public enum SweepParameter: Hashable, Sendable {
    case setting(String)
    case strictness
    case personaRewardChance
    case personaSessionMinutes
    /// `persona.<key>`: any persona parameter (see `PersonaParameter`).
    case persona(String)

    public static let personaNames =
        ["persona.reward_chance", "persona.session_minutes"]
        + PersonaParameter.all.map { "persona." + $0.key }.filter { $0 != "persona.reward_chance" }

    /// Every name a sweep accepts, for errors and the reference.
    public static var allNames: [String] {
        SettingKey.all.map(\.name) + [ScenarioDecoder.strictnessKey] + personaNames
    }

    public init?(name: String) {
        switch name {
        case ScenarioDecoder.strictnessKey: self = .strictness
        case "persona.reward_chance": self = .personaRewardChance
        case "persona.session_minutes": self = .personaSessionMinutes
        case _ where name.hasPrefix("persona.") && PersonaParameter.named(String(name.dropFirst(8))) != nil:
            self = .persona(String(name.dropFirst(8)))
        default:
            guard SettingKey.named(name) != nil else { return nil }
            self = .setting(name)
        }
    }

    public var name: String {
        switch self {
        case .setting(let name): name
        case .strictness: ScenarioDecoder.strictnessKey
        case .personaRewardChance: "persona.reward_chance"
        case .personaSessionMinutes: "persona.session_minutes"
        case .persona(let key): "persona." + key
        }
    }

    /// Reads one value of the parameter, in the same format as where it is written elsewhere.
    func parse(_ text: String) -> Result<SweepValue, FormatProblem> {
        switch self {
        case .setting(let name):
            return SettingKey.named(name)!.parse(text).map(SweepValue.setting)
        case .strictness:
            guard let level = ValidationStrictness(rawValue: text) else {
                return .failure(FormatProblem("'\(text)' is not a strictness", help: "lenient, moderate or strict"))
            }
            return .success(.strictness(level))
        case .personaRewardChance:
            return ScenarioNumberFormat.percent(text).map(SweepValue.personaRewardChance)
        case .personaSessionMinutes:
            return SettingKey.minutes(text, minimum: 1, maximum: 240).map(SweepValue.personaSessionMinutes)
        case .persona(let key):
            return ScenarioDecoder.personaValue(text, of: PersonaParameter.named(key)!).map {
                .persona(key: key, value: $0)
            }
        }
    }
}

/// One value of a swept parameter.
public enum SweepValue: Hashable, Sendable {
    case setting(SettingChange)
    case strictness(ValidationStrictness)
    case personaRewardChance(Int)
    /// The median session; the shortest and longest stretch to keep it between them.
    case personaSessionMinutes(Int)
    case persona(key: String, value: Int)

    var changesPersonas: Bool {
        switch self {
        case .personaRewardChance, .personaSessionMinutes, .persona: true
        case .setting, .strictness: false
        }
    }

    func applied(to profile: PersonaProfile) -> PersonaProfile {
        var profile = profile
        switch self {
        case .personaRewardChance(let percent):
            profile.rewardChancePercent = percent
        case .personaSessionMinutes(let minutes):
            profile.sessionMinutesMedian = minutes
            profile.sessionMinutesMin = min(profile.sessionMinutesMin, minutes)
            profile.sessionMinutesMax = max(profile.sessionMinutesMax, minutes)
        case .persona(let key, let value):
            PersonaParameter.named(key)!.set(&profile, value)
        case .setting, .strictness:
            break
        }
        return profile
    }
}
