// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way, top to bottom (see README "Repository organization"):
// Platform → RewardEngine, AntiGaming, SyncEngine → FamilyApp → Simulation → Personas, Checkers → Scenarios → rewardsim;
// SimulatedCloud (the CloudKit service) depends on Platform only and is used by Simulation.
// SimulationKernel, YAMLSubset, ExpectationLanguage and Reports depend on nothing of ours.

// Release builds optimise across module boundaries — the engines, the simulation and the
// scenarios are separate modules, and their small accessors are called millions of times per
// run — and leave out the run-time exclusivity checks. Debug builds, which run the tests, keep
// every check.
let releaseSpeed: [SwiftSetting] = [
    .unsafeFlags(
        ["-cross-module-optimization", "-enforce-exclusivity=unchecked"], .when(configuration: .release)
    ),
]

let package = Package(
    name: "RewardSim",
    products: [
        .executable(name: "rewardsim", targets: ["rewardsim"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "Platform", swiftSettings: releaseSpeed),
        .target(name: "RewardEngine", dependencies: ["Platform"], swiftSettings: releaseSpeed),
        .target(name: "AntiGaming", dependencies: ["Platform"], swiftSettings: releaseSpeed),
        .target(name: "SyncEngine", dependencies: ["Platform"], swiftSettings: releaseSpeed),
        .target(
            name: "FamilyApp", dependencies: ["Platform", "RewardEngine", "AntiGaming", "SyncEngine"],
            swiftSettings: releaseSpeed
        ),
        .target(name: "SimulatedCloud", dependencies: ["Platform"], swiftSettings: releaseSpeed),
        .target(name: "SimulationKernel", swiftSettings: releaseSpeed),
        .target(
            name: "Simulation",
            dependencies: ["Platform", "RewardEngine", "FamilyApp", "SimulationKernel", "SimulatedCloud"],
            swiftSettings: releaseSpeed
        ),
        .target(
            name: "Personas", dependencies: ["Platform", "SimulationKernel", "Simulation"],
            swiftSettings: releaseSpeed
        ),
        .target(
            name: "Checkers",
            dependencies: ["Platform", "RewardEngine", "SyncEngine", "FamilyApp", "SimulatedCloud", "Simulation"],
            swiftSettings: releaseSpeed
        ),
        .target(name: "YAMLSubset", swiftSettings: releaseSpeed),
        .target(name: "ExpectationLanguage", swiftSettings: releaseSpeed),
        .target(name: "Reports", swiftSettings: releaseSpeed),
        .target(
            name: "Scenarios",
            dependencies: [
                "Platform", "RewardEngine", "AntiGaming", "SyncEngine", "FamilyApp", "Simulation", "SimulationKernel",
                "SimulatedCloud", "Personas", "Checkers",
                "YAMLSubset", "ExpectationLanguage", "Reports",
            ],
            swiftSettings: releaseSpeed
        ),
        .executableTarget(
            name: "rewardsim", dependencies: ["Scenarios", "Reports", "YAMLSubset", "SimulationKernel"],
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
            dependencies: ["Checkers", "Simulation", "FamilyApp", "SyncEngine", "SimulatedCloud", "Platform"]
        ),
        .testTarget(name: "YAMLSubsetTests", dependencies: ["YAMLSubset"]),
        .testTarget(name: "ExpectationLanguageTests", dependencies: ["ExpectationLanguage"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports"]),
        .testTarget(name: "ScenariosTests", dependencies: ["Scenarios", "YAMLSubset"]),
        .testTarget(name: "EndToEndTests", dependencies: []),
        .testTarget(name: "TidyTests", dependencies: []),

        // Fuzzing (README "Fuzzing"): the mutator and campaign, the command that runs them (and, built
        // with -sanitize=fuzzer -D LIBFUZZER, drives libFuzzer), and the regression and campaign tests.
        .target(name: "ScenarioFuzzing", dependencies: ["Scenarios", "YAMLSubset", "SimulationKernel"]),
        .executableTarget(name: "rewardsim-fuzz", dependencies: ["ScenarioFuzzing"]),
        .testTarget(name: "ScenarioFuzzingTests", dependencies: ["ScenarioFuzzing", "Scenarios", "YAMLSubset"]),
    ]
)
