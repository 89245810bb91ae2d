import Mutation
import Reports
import Scenarios

/// The reference page of `rewardsim mutate`, written from the mutation module's own tables: the
/// operators it applies and the verdicts it gives, so the page cannot list an operator the site
/// finder does not apply or miss a verdict a report can carry.
enum MutateReference {
    static var page: ReferencePage {
        let operators = MarkdownTable.render(
            header: ["operator", "replaces", "example", "mutant"],
            rows: MutationOperator.allCases.map { kind in
                ["`\(kind.rawValue)`", kind.replaces, "`\(kind.example.original)`", "`\(kind.example.mutated)`"]
            }
        )
        let statuses = MarkdownTable.render(
            header: ["verdict", "in mutation.json", "meaning"],
            rows: MutantStatus.allCases.map { status in
                ["`\(status.rawValue)`", "`\(status.strykerStatus)`", status.meaning]
            }
        )
        return ReferencePage(
            title: "Mutation analysis",
            summary: "The faults `rewardsim mutate` puts into the engines, one at a time, and the verdicts it "
                + "gives each; its options are on <doc:ReferenceCommandLine>.",
            blocks: [
                "## Operators",
                "Sites inside strings, comments, `#if` lines, attributes, operator declarations, `case` patterns "
                    + "and generic brackets are never mutated.",
                operators,
                "## Verdicts",
                "With `--fail-on-survivor`, a mutant that survived or was not reached and is not listed as "
                    + "equivalent makes the command exit 1.",
                statuses,
            ]
        )
    }
}
