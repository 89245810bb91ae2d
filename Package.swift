// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way, top to bottom (see README "Repository organization"):
// Platform → RewardEngine, AntiGaming, SyncEngine → FamilyApp → Simulation → Personas → Scenarios → rewardsim;
// SimulatedCloud (the CloudKit service) depends on Platform only and is used by Simulation.
// SimulationKernel, YAMLSubset, ExpectationLanguage and Reports depend on nothing of ours.
let package = Package(
    name: "RewardSim",
    products: [
        .executable(name: "rewardsim", targets: ["rewardsim"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "Platform"),
        .target(name: "RewardEngine", dependencies: ["Platform"]),
        .target(name: "AntiGaming", dependencies: ["Platform"]),
        .target(name: "SyncEngine", dependencies: ["Platform"]),
        .target(name: "FamilyApp", dependencies: ["Platform", "RewardEngine", "AntiGaming", "SyncEngine"]),
        .target(name: "SimulatedCloud", dependencies: ["Platform"]),
        .target(name: "SimulationKernel"),
        .target(
            name: "Simulation",
            dependencies: ["Platform", "RewardEngine", "FamilyApp", "SimulationKernel", "SimulatedCloud"]
        ),
        .target(name: "Personas", dependencies: ["Platform", "SimulationKernel", "Simulation"]),
        .target(name: "YAMLSubset"),
        .target(name: "ExpectationLanguage"),
        .target(name: "Reports"),
        .target(
            name: "Scenarios",
            dependencies: [
                "Platform", "RewardEngine", "AntiGaming", "SyncEngine", "FamilyApp", "Simulation", "SimulationKernel",
                "SimulatedCloud", "Personas",
                "YAMLSubset", "ExpectationLanguage", "Reports",
            ]
        ),
        .executableTarget(name: "rewardsim", dependencies: ["Scenarios", "Reports", "YAMLSubset", "SimulationKernel"]),

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
        .testTarget(name: "YAMLSubsetTests", dependencies: ["YAMLSubset"]),
        .testTarget(name: "ExpectationLanguageTests", dependencies: ["ExpectationLanguage"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports"]),
        .testTarget(name: "ScenariosTests", dependencies: ["Scenarios", "YAMLSubset"]),
        .testTarget(name: "EndToEndTests", dependencies: []),
        .testTarget(name: "TidyTests", dependencies: []),
    ]
)
