// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way, top to bottom (the manual's Architecture page):
// Platform → RewardEngine, AntiGaming, SyncEngine → FamilyApp;
// Platform, SimulationKernel, SimulatedCloud → Simulation (the simulated world knows no app) → Personas →
// Checkers (the oracles, anti-gaming scoring among them);
// everything → Scenarios (where the app meets the world) → Exploration → rewardsim;
// SimulatedCloud (the CloudKit service) depends on Platform only and is used by Simulation.
// everything → Scenarios → Adversary (`rewardsim attack`) → rewardsim;
// SimulationKernel, YAMLSubset, ExpectationLanguage, Reports and WorkerPool (the threads between simulations)
// depend on nothing of ours; Mutation (`rewardsim mutate`) on Reports only.

// Release builds of the harness optimise across module boundaries — the simulation and the
// scenarios are separate modules, and their small accessors are called millions of times per
// run — and leave out the run-time exclusivity checks. Debug builds, which run the tests, keep
// every check.
//
// The engines an app links (the library products below) carry no flags: SwiftPM refuses a
// versioned dependency whose products need `unsafeFlags`. They still get the compiler's default
// cross-module optimisation in release builds; the fleet benchmark (20 families, 7 days) runs
// 3.10 G instructions with the flags on the engines and 3.20 G without them (+3 %).
let releaseSpeed: [SwiftSetting] = [
    .unsafeFlags(
        ["-cross-module-optimization", "-enforce-exclusivity=unchecked"], .when(configuration: .release)
    )
]

let package = Package(
    name: "RewardSim",
    // The engines run on the app's devices; the harness (rewardsim) on Linux and macOS.
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .executable(name: "rewardsim", targets: ["rewardsim"]),
        .library(name: "Platform", targets: ["Platform"]),
        .library(name: "RewardEngine", targets: ["RewardEngine"]),
        .library(name: "AntiGaming", targets: ["AntiGaming"]),
        .library(name: "SyncEngine", targets: ["SyncEngine"]),
        .library(name: "FamilyApp", targets: ["FamilyApp"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "Platform"),
        .target(name: "RewardEngine", dependencies: ["Platform"]),
        .target(name: "AntiGaming", dependencies: ["Platform"]),
        .target(name: "SyncEngine", dependencies: ["Platform"]),
        .target(name: "FamilyApp", dependencies: ["Platform", "RewardEngine", "AntiGaming", "SyncEngine"]),
        .target(name: "SimulatedCloud", dependencies: ["Platform"], swiftSettings: releaseSpeed),
        .target(name: "SimulationKernel", swiftSettings: releaseSpeed),
        .target(
            name: "Simulation",
            dependencies: ["Platform", "SimulationKernel", "SimulatedCloud"],
            swiftSettings: releaseSpeed
        ),
        .target(
            name: "Personas", dependencies: ["Platform", "SimulationKernel", "Simulation"],
            swiftSettings: releaseSpeed
        ),
        .target(
            name: "Checkers",
            dependencies: [
                "Platform", "RewardEngine", "AntiGaming", "SyncEngine", "FamilyApp", "SimulatedCloud", "Simulation",
                "Personas",
            ],
            swiftSettings: releaseSpeed
        ),
        .target(name: "YAMLSubset", swiftSettings: releaseSpeed),
        .target(name: "ExpectationLanguage", swiftSettings: releaseSpeed),
        .target(name: "Reports", swiftSettings: releaseSpeed),
        .target(name: "WorkerPool"),
        // Mutation analysis of the engines (`rewardsim mutate`): reads their sources as text and
        // builds a scratch copy; it links none of them.
        .target(name: "Mutation", dependencies: ["Reports"]),
        .target(
            name: "Scenarios",
            dependencies: [
                "Platform", "RewardEngine", "AntiGaming", "SyncEngine", "FamilyApp", "Simulation", "SimulationKernel",
                "SimulatedCloud", "Personas", "Checkers",
                "YAMLSubset", "ExpectationLanguage", "Reports",
            ],
            swiftSettings: releaseSpeed
        ),
        .target(
            name: "Exploration",
            dependencies: [
                "Scenarios", "Simulation", "SimulationKernel", "Platform", "RewardEngine", "YAMLSubset", "Reports",
                "WorkerPool",
            ],
            swiftSettings: releaseSpeed
        ),
        // The adversary and the honest stress search (`rewardsim attack`): points of a space of
        // behaviours rendered to persona files, run as scenarios, climbed on their figures.
        .target(
            name: "Adversary",
            dependencies: [
                "Scenarios", "Checkers", "Personas", "AntiGaming", "Simulation", "SimulationKernel", "Platform",
                "Reports", "WorkerPool", "YAMLSubset",
            ],
            swiftSettings: releaseSpeed
        ),
        .executableTarget(
            name: "rewardsim",
            dependencies: [
                "Scenarios", "Exploration", "Reports", "YAMLSubset", "SimulationKernel", "WorkerPool", "Mutation",
                "Adversary", "AntiGaming",
            ],
            // The benchmarks' families and reference programs, read by `rewardsim bench`.
            exclude: ["Benchmarks"],
            swiftSettings: releaseSpeed
        ),

        .testTarget(name: "PlatformTests", dependencies: ["Platform"]),
        .testTarget(name: "RewardEngineTests", dependencies: ["RewardEngine", "Platform"]),
        .testTarget(name: "AntiGamingTests", dependencies: ["AntiGaming", "Platform"]),
        .testTarget(name: "SyncEngineTests", dependencies: ["SyncEngine", "Platform"]),
        .testTarget(name: "SimulatedCloudTests", dependencies: ["SimulatedCloud", "Platform"]),
        .testTarget(name: "FamilyAppTests", dependencies: ["FamilyApp", "RewardEngine", "AntiGaming", "Platform"]),
        .testTarget(name: "PersonasTests", dependencies: ["Personas", "Simulation", "SimulationKernel", "Platform"]),
        .testTarget(name: "SimulationKernelTests", dependencies: ["SimulationKernel"]),
        .testTarget(
            name: "SimulationTests",
            dependencies: ["Simulation", "FamilyApp", "RewardEngine", "Platform", "SimulationKernel", "SimulatedCloud"]
        ),
        .testTarget(
            name: "CheckersTests",
            dependencies: [
                "Checkers", "Simulation", "FamilyApp", "AntiGaming", "SyncEngine", "SimulatedCloud", "Platform",
            ]
        ),
        .testTarget(name: "YAMLSubsetTests", dependencies: ["YAMLSubset"]),
        .testTarget(name: "ExpectationLanguageTests", dependencies: ["ExpectationLanguage"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports"]),
        // Fixture/ is a small package of its own that the end-to-end test mutates; not compiled here.
        .testTarget(name: "MutationTests", dependencies: ["Mutation"], exclude: ["Fixture"]),
        .testTarget(
            name: "ScenariosTests",
            dependencies: ["Scenarios", "Checkers", "Personas", "Platform", "SimulationKernel", "YAMLSubset"]
        ),
        .testTarget(name: "ExplorationTests", dependencies: ["Exploration", "Scenarios", "YAMLSubset"]),
        .testTarget(
            name: "AdversaryTests", dependencies: ["Adversary", "Scenarios", "AntiGaming", "SimulationKernel"]
        ),
        .testTarget(name: "EndToEndTests", dependencies: []),
        .testTarget(name: "TidyTests", dependencies: []),

        // Fuzzing (README "Fuzzing"): the mutator and campaign, the command that runs them (and, built
        // with -sanitize=fuzzer -D LIBFUZZER, drives libFuzzer), and the regression and campaign tests.
        .target(name: "ScenarioFuzzing", dependencies: ["Scenarios", "YAMLSubset", "SimulationKernel"]),
        .executableTarget(name: "rewardsim-fuzz", dependencies: ["ScenarioFuzzing"]),
        .testTarget(
            name: "ScenarioFuzzingTests", dependencies: ["ScenarioFuzzing", "Scenarios", "YAMLSubset"],
            // The inputs that once crashed or exhausted a run, read by the tests and rewardsim-fuzz.
            exclude: ["Regressions"]
        ),
    ]
)
