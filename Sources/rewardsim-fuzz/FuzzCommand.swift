import Foundation
import ScenarioFuzzing

/// `campaign`, `replay`, `check` and `dictionary`: see ``usage``.
struct FuzzCommand {
    static let usage = """
        usage: rewardsim-fuzz campaign [--inputs N] [--seed S] [FILE|FOLDER…]
               rewardsim-fuzz replay --seed S --index N [FILE|FOLDER…]   (writes the input to stdout)
               rewardsim-fuzz check FILE…
               rewardsim-fuzz dictionary                                 (libFuzzer -dict= format)
        Seed files default to Tests/ScenarioFuzzingTests/Regressions and Scenarios.
        """

    let arguments: [String]

    func run() -> Int32 {
        guard let command = arguments.first else { return fail(Self.usage) }
        var options: [String: String] = [:]
        var paths: [String] = []
        var rest = arguments.dropFirst()[...]
        while let word = rest.popFirst() {
            if word.hasPrefix("--") {
                guard let value = rest.popFirst() else { return fail("\(word) needs a value") }
                options[String(word.dropFirst(2))] = value
            } else {
                paths.append(word)
            }
        }
        switch command {
        case "campaign", "replay":
            guard let seed = UInt64(options["seed"] ?? "1"), let inputs = Int(options["inputs"] ?? "100000"),
                inputs >= 0
            else { return fail("--seed and --inputs take whole numbers") }
            let campaign = FuzzCampaign(
                seeds: SeedFiles.read(paths.isEmpty ? SeedFiles.defaultPaths : paths), seed: seed)
            guard !campaign.seeds.isEmpty else { return fail("no seed files found") }
            if command == "replay" {
                guard let index = Int(options["index"] ?? "") else { return fail("replay needs --index N") }
                FileHandle.standardOutput.write(Data(campaign.input(at: index)))
                return 0
            }
            return runCampaign(campaign, inputs: inputs)
        case "check":
            for path in paths {
                guard let data = FileManager.default.contents(atPath: path) else { return fail("cannot read \(path)") }
                print("\(path): \(FuzzTarget.check([UInt8](data))) diagnostic(s)")
            }
            return 0
        case "dictionary":
            print(FuzzDictionary.libFuzzerText, terminator: "")
            return 0
        default:
            return fail(Self.usage)
        }
    }

    private func runCampaign(_ campaign: FuzzCampaign, inputs: Int) -> Int32 {
        CrashReport.install()
        let clock = ContinuousClock()
        let started = clock.now
        let figures = campaign.run(count: inputs) { index, figures in
            CrashReport.currentIndex = index
            if index > 0, index % 100_000 == 0 {
                let slowest = String(format: "%.3f", figures.slowestSeconds)
                let line =
                    "… \(index) inputs, slowest \(slowest) s (index \(figures.slowestIndex)), "
                    + "\(clock.now - started)\n"
                FileHandle.standardError.write(Data(line.utf8))
            }
        }
        let elapsed = clock.now - started
        print(
            """
            inputs: \(figures.inputs) (seed \(campaign.seed), \(campaign.seeds.count) seed files)
            rejected with diagnostics: \(figures.rejected)
            crashes: 0
            slowest input: \(String(format: "%.3f", figures.slowestSeconds)) s \
            (index \(figures.slowestIndex), \(figures.slowestSize) bytes)
            wall time: \(elapsed)
            """)
        return figures.slowestSeconds > 1 ? 1 : 0
    }

    private func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return 2
    }
}
