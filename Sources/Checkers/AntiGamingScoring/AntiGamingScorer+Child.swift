import AntiGaming
import FamilyApp
import Platform
import Simulation

extension AntiGamingScorer {
    /// One of a child's devices as the scorer reads it: what its app recorded (the live
    /// validator and every signal it observed), the ground truth behind each usage callback the
    /// device delivered, in delivery order, and the techniques played on it as acts.
    public struct Device {
        let id: DeviceID
        let validation: ValidationState
        let truths: [CallbackTruth]
        let occurrences: [Occurrence]

        public init(id: DeviceID, validation: ValidationState, truths: [CallbackTruth], occurrences: [Occurrence]) {
            self.id = id
            self.validation = validation
            self.truths = truths
            self.occurrences = occurrences
        }
    }

    /// The child's judgements now, one per level in ``AntiGamingFigures/levels`` order. At the
    /// level a device's app judges at, its live validator is judged as it stands; at the other
    /// levels, a replay of the signals it recorded through a fresh validator with `settings`.
    /// Each device judged its own callbacks; the child's judgement is theirs together.
    public static func judgements(
        child: ChildID, persona: PersonaTag?, settings: ValidatorSettings, devices: [Device]
    ) -> [ChildJudgement] {
        let byDevice = devices.map { device in
            let signals = device.validation.signals
            return (device: device, signals: signals, ticks: Ticks(signals, deliveries: [(device.id, device.truths)]))
        }
        return AntiGamingFigures.levels.map { level in
            ChildJudgement(
                child: child, persona: persona, strictness: level,
                merging: byDevice.map { entry in
                    let live = entry.device.validation
                    let rulings =
                        level == live.strictness
                        ? Rulings(validator: live.validator, tickReasons: live.tickReasons)
                        : replay(entry.signals, settings: settings, strictness: level)
                    return judge(
                        child: child, persona: persona, rulings: rulings, ticks: entry.ticks,
                        occurrences: entry.device.occurrences)
                })
        }
    }
}
