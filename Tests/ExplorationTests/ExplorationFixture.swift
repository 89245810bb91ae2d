import Scenarios
import XCTest
import YAMLSubset

@testable import Exploration

/// A base family like the bundled sync ones: two parents, one child with two devices.
enum ExplorationFixture {
    static let baseText = """
        version: 1
        name: base
        start: 2026-03-02 07:00 +01:00
        duration: 1d
        family:
          parents:
            - name: sam
              device: sam-phone
            - name: jo
              device: jo-phone
          children:
            - name: alex
              devices: [alex-ipad, alex-phone]
        sync: on
        apps:
          - id: duolingo
            category: learning
          - id: minecraft
            category: reward

        """

    /// The base family, or the same family under other names (`["sam": "kim"]` renames sam and
    /// sam-phone), as another bundled scenario's would be.
    static func base(renaming names: [(String, String)] = []) -> BaseFamily {
        let text = names.reduce(baseText) {
            $0.replacingOccurrences(of: " \($1.0)", with: " \($1.1)")
                .replacingOccurrences(of: "[\($1.0)", with: "[\($1.1)")
        }
        let (scenario, diagnostics) = ScenarioLoader.decode(SourceFile(path: "base.yaml", text: text))
        precondition(diagnostics.isEmpty, "the fixture is valid")
        return BaseFamily(scenario!)
    }

    static func drawer(_ space: ExploreSpace = ExploreSpace(), renaming names: [(String, String)] = [])
        -> ScenarioDrawer
    {
        ScenarioDrawer(space: space, bases: [base(renaming: names)])
    }
}
