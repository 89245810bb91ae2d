/// The names one run gave its people, devices and apps, each with the role it plays. Two runs of
/// one bug draw different families (a base's `jo` in one, its `kim` in the other), so a cause is
/// told by roles, not names: `jo-phone` and `kim-phone` are both `<phone>`.
public struct RunIdentities: Sendable {
    public enum Role: String, Sendable {
        case parent, phone, child, device, app
    }

    /// Longest name first, so that `sam-phone` is one phone and not a parent followed by `-phone`.
    public let names: [(name: String, role: Role)]

    public init(_ names: [(name: String, role: Role)]) {
        self.names = names.filter { !$0.name.isEmpty }
            .sorted { ($0.name.count, $0.name) > ($1.name.count, $1.name) }
    }

    /// A run's parents, their phones, its children, their devices and its apps.
    public init(_ scenario: DrawnScenario) {
        self.init(
            scenario.parents.flatMap { [($0.name, Role.parent), ($0.device, Role.phone)] }
                + scenario.children.flatMap { child in
                    [(child.name, Role.child)] + child.devices.map { ($0, Role.device) }
                }
                + scenario.apps.map { ($0.id, Role.app) })
    }

    public static let none = RunIdentities([])

    /// `text` with every whole name (not inside a longer word: `sam` is not in `same`, but is in
    /// `parent-sam` and `cmd.sam-phone.3`) replaced by `<role>`.
    public func anonymized(_ text: String) -> String {
        guard !names.isEmpty else { return text }
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            let atBoundary = index == 0 || !Self.isWordCharacter(characters[index - 1])
            if atBoundary, let (length, role) = match(characters, at: index) {
                result += "<\(role.rawValue)>"
                index += length
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }

    private func match(_ characters: [Character], at index: Int) -> (Int, Role)? {
        for (name, role) in names {
            let end = index + name.count
            guard end <= characters.count, String(characters[index..<end]) == name,
                end == characters.count || !Self.isWordCharacter(characters[end])
            else { continue }
            return (name.count, role)
        }
        return nil
    }

    /// Letters, digits and `_`: a hyphen or a dot ends a name (`parent-sam`, `entry.alex.4`).
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
