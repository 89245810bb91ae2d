import Scenarios

/// `rewardsim blast-radius --ios VERSION [PATH…] [--seeds A..B] [--jobs N]`: runs every scenario
/// as written and again with every child device on the release, on the same seeds, and prints
/// per scenario what the release's profile cost each persona (`BlastRadius`).
struct BlastRadiusCommand {
    static let defaultPath = "Scenarios/anti-gaming/evaluation"

    let invocation: Invocation
    let console: Console

    func execute() -> Int32 {
        guard let version = checkedVersion() else { return ExitCode.usageOrScenarioError }
        let paths = invocation.paths.isEmpty ? [Self.defaultPath] : invocation.paths
        let (files, missing) = ScenarioLoader.discover(paths)
        for path in missing { console.error("rewardsim: error: no such file or folder '\(path)'") }
        guard missing.isEmpty, !files.isEmpty else {
            if missing.isEmpty {
                console.error("rewardsim: error: no scenario files under \(paths.joined(separator: ", "))")
            }
            return ExitCode.usageOrScenarioError
        }
        let loaded = ScenarioLoader.load(files)
        for diagnostic in loaded.diagnostics {
            console.error(diagnostic.rendered(source: loaded.sources[diagnostic.path], colour: console.colour) + "\n")
        }
        guard loaded.diagnostics.isEmpty else { return ExitCode.usageOrScenarioError }
        for scenario in loaded.scenarios { report(scenario, on: version) }
        return ExitCode.success
    }

    /// The scenario's runs both ways, each seed on one thread, summed in seed order.
    private func report(_ scenario: Scenario, on version: String) {
        let seeds = invocation.seedRange.map(Array.init) ?? [invocation.seed ?? scenario.seed]
        let onRelease = scenario.onIOS(version)
        let figures = ParallelMap.map(count: seeds.count * 2, threads: invocation.jobs) { index in
            ScenarioRunner.run(index % 2 == 0 ? scenario : onRelease, seed: seeds[index / 2]).antiGaming
        }
        let radius = BlastRadius(
            version: version, seedPairs: seeds.indices.map { (figures[2 * $0], figures[2 * $0 + 1]) },
            level: scenario.validationStrictness)
        let seedText = seeds.count == 1 ? "seed \(seeds[0])" : "seeds \(seeds[0])..\(seeds[seeds.count - 1])"
        console.out(
            "iOS \(version) on \(scenario.file) (\(scenario.name)): \(seedText), judged at "
                + "\(scenario.validationStrictness.rawValue); with the profile minus without\n")
        console.out(radius.markdown)
    }

    private func checkedVersion() -> String? {
        let versions = BlastRadius.profiledVersions
        guard let version = invocation.iosVersion else {
            console.error("rewardsim: error: blast-radius needs --ios VERSION")
            console.error("help: releases with a profile: \(versions.joined(separator: ", "))")
            return nil
        }
        guard versions.contains(version) else {
            console.error("rewardsim: error: iOS \(version) has no profile")
            console.error("help: releases with a profile: \(versions.joined(separator: ", "))")
            return nil
        }
        return version
    }
}
