import Exploration
import Foundation
import Scenarios
import YAMLSubset

/// What `explore` and `shrink` draw from: at most one explore file (`*.explore`) and any scenario
/// files or folders, whose families, apps and starts are the bases.
struct ExploreSetup {
    let drawer: ScenarioDrawer

    static let fileExtension = ".explore"

    /// The drawer, or a message already printed and the exit code.
    static func load(_ paths: [String], console: Console) -> ExploreSetup? {
        guard !paths.isEmpty else {
            console.error("rewardsim: error: name an explore file or the scenarios to draw families from")
            console.error("help: rewardsim explore Scenarios/sync --runs 1000")
            return nil
        }
        let exploreFiles = paths.filter { $0.hasSuffix(fileExtension) }
        guard exploreFiles.count <= 1 else {
            console.error("rewardsim: error: one explore file at a time, not \(exploreFiles.count)")
            return nil
        }
        var space = ExploreSpace()
        var basePaths = paths.filter { !$0.hasSuffix(fileExtension) }
        if let path = exploreFiles.first {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                console.error("rewardsim: error: cannot read '\(path)'")
                return nil
            }
            let source = SourceFile(path: path, text: text)
            let (file, diagnostics) = ExploreFileDecoder.decode(source)
            guard let file else {
                for diagnostic in diagnostics {
                    console.error(diagnostic.rendered(source: source, colour: console.colour) + "\n")
                }
                return nil
            }
            space = file.space
            basePaths += file.bases
        }
        let (files, missing) = ScenarioLoader.discover(basePaths)
        for path in missing { console.error("rewardsim: error: no such file or folder '\(path)'") }
        guard missing.isEmpty else { return nil }
        let loaded = ScenarioLoader.load(files)
        guard loaded.diagnostics.isEmpty else {
            for diagnostic in loaded.diagnostics {
                console.error(
                    diagnostic.rendered(source: loaded.sources[diagnostic.path], colour: console.colour) + "\n")
            }
            return nil
        }
        let bases = loaded.scenarios.map(BaseFamily.init).filter(\.isUsable)
        guard !bases.isEmpty else {
            console.error(
                "rewardsim: error: no scenario to draw families from under \(basePaths.joined(separator: ", "))")
            console.error("help: a base has a parent, a child, a learning app and a reward app")
            return nil
        }
        return ExploreSetup(drawer: ScenarioDrawer(space: space, bases: bases))
    }

    /// The paths as a command line repeats them.
    static func quoted(_ paths: [String]) -> String {
        paths.map(RunCommand.shellQuoted).joined(separator: " ")
    }
}
