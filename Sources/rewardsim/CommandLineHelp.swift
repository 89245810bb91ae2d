import Foundation

/// The commands and options as `rewardsim help` prints them and the manual's command-line
/// page lists them: one table for both, so neither can drift from the other. Each entry's text
/// may run over several lines (`\n`), as the usage text wraps it.
struct HelpEntry: Sendable {
    let synopsis: String
    let text: String

    init(_ synopsis: String, _ text: String) {
        self.synopsis = synopsis
        self.text = text
    }
}

enum CommandLineHelp {
    static let commands = [
        HelpEntry("run [PATH…]", "run scenario files or folders (default: Scenarios)"),
        HelpEntry("check [PATH…]", "parse and validate only; nothing is simulated"),
        HelpEntry(
            "merge DIR…",
            "combine the partial results of every shard into the reports of one run\n"
                + "(or an explore campaign's shards into its results)"),
        HelpEntry(
            "explore PATH…",
            "swarm testing: runs drawn from the seed (family, workload, fault mix),\n"
                + "judged by every checker, with a coverage report"),
        HelpEntry(
            "shrink PATH…",
            "reduce a failing explore run (--run-seed N) to a small scenario file in\n"
                + "--out DIR (default Scenarios/regressions)"),
        HelpEntry(
            "diff A B",
            "the first point two runs part: FILE@SEED, or a record written by\n"
                + "diff FILE@SEED --write PATH"),
        HelpEntry(
            "localize FILE@SEED",
            "when a failing run's failure became inevitable: replayed up to moments\n"
                + "across the run, its chance redrawn from each (--moments N, --reseeds N)"),
        HelpEntry("bench kernel", "time the event kernel: 1,000 timers, 10,000,000 events"),
        HelpEntry(
            "bench kernel compare [DIR]",
            "the kernel beside a C timing wheel, a C heap and SimPy\n"
                + "(their sources in DIR, default \(KernelComparison.defaultDirectory)), medians of 5 rounds"),
        HelpEntry("bench fleet", "time a fleet of synced families (--families N, --days D, --jobs N)"),
        HelpEntry("bench family", "time the heavy family over --days D (at most 366)"),
        HelpEntry("bench offline", "time a child's iPad offline for --days D (at most 364; --trace PATH)"),
        HelpEntry(
            "calibrate CSV",
            "fit a persona file from a CSV of real sessions: --base PRESET --out FILE\n"
                + "[--child NAME] [--name NAME]"),
        HelpEntry(
            "mutate [PATH…]",
            "mutation analysis: small faults put into the engines one at a time, each\n"
                + "judged by the gate (--gate scenarios|seeds|explore|tests); reports in\n"
                + "--report-dir (default Reports/mutation)"),
        HelpEntry(
            "attack",
            "search for the strategies that earn the most points for time not really\n"
                + "learned, per level (--honest: the honest habits the rules punish most);\n"
                + "reports in --report-dir (default Reports/attack, Reports/attack-honest)"),
        HelpEntry(
            "plan FILE",
            "size an experiment before it runs: a pilot of a few seeds, then the seeds each\n"
                + "question needs to see the power: block's effect (--effect X%)"),
        HelpEntry(
            "blast-radius --ios VERSION [PATH…]",
            "run the scenarios (default \(BlastRadiusCommand.defaultPath)) as written and\n"
                + "with every child device on the iOS release, same seeds (--seeds A..B, --jobs N),\n"
                + "and print per persona what the release's profile cost"),
        HelpEntry("functions", "list the functions expectations can call"),
        HelpEntry("schema", "print the JSON Schema of scenario files (Scenarios/scenario.schema.json)"),
        HelpEntry(
            "reference [DIR]",
            "write the manual's reference pages from the tool's own tables into DIR\n"
                + "(default \(ReferenceCommand.defaultDirectory)); --check: compare only"),
        HelpEntry("help, version", "this text; the tool's version"),
    ]

    static let options = [
        HelpEntry("--seed N", "run every scenario with seed N instead of its own"),
        HelpEntry(
            "--seeds A..B",
            "run every scenario once per seed from A to B (at most 10,000 seeds);\n"
                + "a scenario tagged pinned runs once, at its own seed"),
        HelpEntry("--filter TEXT", "only scenarios whose name or path contains TEXT (case-insensitive)"),
        HelpEntry("--tags A,B", "only scenarios with at least one of these tags"),
        HelpEntry(
            "--list",
            "print the selected scenarios and how many runs each makes; run nothing;\n"
                + "with --shard (explore too), the split of the estimated events"),
        HelpEntry(
            "--report-dir DIR",
            "where reports are written (default: Reports); a run replaces the\n"
                + "whole set there: results.json, junit.xml, summary.md, report.html,\nresults.csv"),
        HelpEntry("--junit PATH", "JUnit XML file (default: <report-dir>/junit.xml)"),
        HelpEntry("--trace PATH", "write the sync trace of every scenario with a sync block as JSON Lines"),
        HelpEntry("--detail", "results.json keeps each child's days and ledger and each device's usage"),
        HelpEntry("-j, --jobs N", "run N simulations at a time (default 1); the reports are the same for every N"),
        HelpEntry(
            "--shard I/N",
            "run shard I of N of the simulations, cut by their estimated events, and\n"
                + "write <report-dir>/partial-I-of-N.json\n"
                + "--shard auto: I and N from a Kubernetes Indexed Job, a Slurm array, GitLab,\n"
                + "Buildkite or CircleCI parallelism, or REWARDSIM_SHARD=I/N"),
        HelpEntry(
            "--recheck-share F",
            "run, explore: run this share of the runs again after the campaign and\n"
                + "compare trace hashes, exit 3 on a difference (default 0.05; 0: none)"),
        HelpEntry(
            "--variant LABEL",
            "run only the sweep variant with this label (as reports print it): a\n"
                + "partial experiment, whose conclusions are not checked"),
        HelpEntry("--fail-fast", "stop at the first failed simulation (explore: run); the reports hold the runs done"),
        HelpEntry(
            "-q, --quiet",
            "leave out passing runs: print failures, the anti-gaming matrix, experiments,\n"
                + "expectations over seeds and the verdict"),
        HelpEntry("--runs N", "explore: how many runs (default 100)"),
        HelpEntry(
            "--time-budget S",
            "explore: start no run after S seconds; mutate: start no mutant's gate\n"
                + "run after S seconds of judging (those left are reported as not run)"),
        HelpEntry("--run-seed N", "explore, shrink: the one run of this seed (as a failure prints it)"),
        HelpEntry(
            "--out DIR",
            "shrink: where the reduced scenario goes (default Scenarios/regressions);\n"
                + "calibrate: the persona file to write"),
        HelpEntry("--child NAME", "calibrate: fit only this child's rows (default: every child together)"),
        HelpEntry("--base PRESET", "calibrate: the preset the persona file builds on"),
        HelpEntry("--name NAME", "calibrate: the persona's name (default: the --out file's name without .persona)"),
        HelpEntry("--ios VERSION", "blast-radius: the iOS release whose profile is measured (e.g. 26.2)"),
        HelpEntry(
            "--until MOMENT",
            "run one scenario up to MOMENT (as a timeline's 'at') and print every\n"
                + "device's state and the service's as JSON"),
        HelpEntry("--write PATH", "diff: write one run's record (FILE@SEED) for a later diff"),
        HelpEntry(
            "--moments N",
            "localize: moments spread over the run, then over each narrower gap\n"
                + "round the jump (default 24)"),
        HelpEntry("--reseeds N", "localize: reseeded runs per moment (default 20)"),
        HelpEntry(
            "--sessions CHILD",
            "run one scenario and print the child's judged sessions (device, app,\n"
                + "times, minutes real and credited, verdict, truth, minutes withheld by rule)"),
        HelpEntry(
            "--modules A,B", "mutate: the modules to mutate (default RewardEngine,AntiGaming,SyncEngine,FamilyApp)"),
        HelpEntry("--since REF", "mutate: only lines changed since the git revision REF"),
        HelpEntry("--sample N", "mutate: a sample of N mutants, drawn with --seed (default 1)"),
        HelpEntry(
            "--gate KIND",
            "mutate: scenarios (default: at their own seeds), seeds (--seeds A..B),\n"
                + "explore (PATH… --runs N) or tests (swift test, --filter F)"),
        HelpEntry(
            "--equivalents PATH",
            "mutate: the list of equivalent mutants\n"
                + "(default Tests/MutationTests/equivalent-mutants.txt)"),
        HelpEntry(
            "--fail-on-survivor",
            "mutate: exit 1 when a mutant not listed as equivalent survives or is\n"
                + "not reached"),
        HelpEntry(
            "--ledger FILE",
            "explore, run, merge: record the failures' causes in this findings ledger\n"
                + "and lead with the build's findings (New, Ongoing, Rare, Resolved), also in\n"
                + "<report-dir>/findings.md, with an issue-SIGNATURE.md for each New one;\n"
                + "merge A.ledger.json B.ledger.json …: the ledgers as one"),
        HelpEntry("--build-id ID", "explore, run, merge: the build the ledger records (e.g. the commit)"),
        HelpEntry("--honest", "attack: search the honest habits instead of the gaming strategies"),
        HelpEntry("--budget N", "attack: the simulations the search may spend (default 3,000)"),
        HelpEntry("--level L,L", "attack: the strictness levels to search (default lenient,moderate,strict)"),
        HelpEntry("--from DIR", "attack: start from the best points of an earlier search's report folder"),
        HelpEntry(
            "--keep DIR",
            "attack: write each level's best as a regression scenario (bounds met on\n"
                + "seeds 1..50) into DIR, e.g. Scenarios/anti-gaming/adversary"),
        HelpEntry(
            "--families N, --days D", "a benchmark's size (default 100 families, 7 days); attack: days a run lasts"),
        HelpEntry("--effect X%", "plan: the effect to detect, in percent of the baseline's mean (default: power:'s)"),
        HelpEntry("--check", "reference: compare the pages with what the code generates; write nothing"),
        HelpEntry(
            "--color, --no-color",
            "force colour on or off (default: on a terminal, unless NO_COLOR is set;\n"
                + "NO_COLOR removes colour only, never the progress line)"),
        HelpEntry("-h, --help", "show this help"),
        HelpEntry("--version", "show the version"),
    ]

    /// What stderr shows while scenarios run.
    static let progressNote = "on a terminal, stderr shows runs done, time elapsed and an estimate"

    /// The option names an entry documents: `-j, --jobs N` → `-j`, `--jobs`.
    static func names(of entry: HelpEntry) -> [String] {
        entry.synopsis.split(separator: ",").compactMap { part in
            part.split(separator: " ").first.map(String.init)
        }
    }

    /// Whether the entry's options take a value: a placeholder follows a name (`--jobs N`).
    static func takesValue(_ entry: HelpEntry) -> Bool {
        entry.synopsis.split(separator: ",").contains { $0.split(separator: " ").count > 1 }
    }

    /// The usage text: each entry's synopsis in a column, its text beside it.
    static var usage: String {
        var lines = ["USAGE: rewardsim <command> [PATH…] [options]", "", "COMMANDS:"]
        lines += commands.flatMap { column($0, width: 17) }
        lines += ["", "OPTIONS:"]
        lines += options.flatMap { column($0, width: 19) }
        lines += ["", "PROGRESS: " + progressNote, ""]
        let codes = ExitCode.all.map { "\($0.code) \($0.summary)" }.joined(separator: " · ")
        lines.append("EXIT CODES: " + codes)
        return lines.joined(separator: "\n")
    }

    static func column(_ entry: HelpEntry, width: Int) -> [String] {
        let indent = String(repeating: " ", count: width + 2)
        let textLines = entry.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first =
            entry.synopsis.count < width
            ? entry.synopsis.padding(toLength: width, withPad: " ", startingAt: 0)
            : entry.synopsis + "  "
        return ["  " + first + textLines[0]] + textLines.dropFirst().map { indent + $0 }
    }
}
