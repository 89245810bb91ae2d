/// The reference page of the timeline's actions, written from the registry: what each action
/// does and the keys it takes, so the page cannot name a key the decoder refuses or miss one it
/// reads.
extension TimelineActionRegistry {
    /// The page: what a step is, then one section per action with its keys.
    public static var referencePage: ReferencePage {
        let steps =
            "A scenario's `timeline:` is a list of steps. Each step has `at:`, the moment it happens (`07:30`, "
            + "`day 2 16:00`), and exactly one action, whose key names it and whose value says what it acts on "
            + "(`use: duolingo`); the action's other keys follow in the same step. Any step may repeat: "
            + "`every: 1d` repeats it at that interval (at least `1m`) until the end of the run, or until "
            + "`until:`. Steps at the same moment happen in the order they are written."
        let switchedOff =
            "Steps on a device that is switched off are refused with a warning, except those that can be done to "
            + "it off (`plug`, `unplug`, `power_on`, `power_off`). A refused step changes nothing and is "
            + "listed by `refused_actions()`."
        let sections = all.map { action in
            var lines = ["### \(action.name)", "", action.meaning + "."]
            if action.needsSync { lines += ["", "Needs the scenario's `sync:` block."] }
            lines += ["", "| key | value | required | meaning |", "|---|---|---|---|"]
            lines += action.keys.map { key in
                "| `\(key.name)` | `\(cell(key.value))` | \(presence(key.presence)) | \(cell(key.meaning)) |"
            }
            return lines.joined(separator: "\n")
        }
        return ReferencePage(
            title: "Timeline actions",
            summary: "The actions a `timeline` step can take, one per step, with the keys each action reads.",
            blocks: [steps, switchedOff] + sections
        )
    }

    private static func presence(_ presence: ActionKey.Presence) -> String {
        switch presence {
        case .required: "yes"
        case .optional: "no"
        case .defaulted(let value): "no; default: \(cell(value))"
        }
    }

    /// Text safe in a table cell: a `|` would end the cell.
    private static func cell(_ text: String) -> String {
        text.replacing("|", with: "\\|")
    }
}
