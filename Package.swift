// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way, top to bottom (see README "Repository organization"):
// Platform → RewardEngine, AntiGaming → FamilyApp → Simulation → Personas → Scenarios → rewardsim.
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
        .target(name: "FamilyApp", dependencies: ["Platform", "RewardEngine", "AntiGaming"]),
        .target(name: "SimulationKernel"),
        .target(
            name: "Simulation",
            dependencies: ["Platform", "RewardEngine", "FamilyApp", "SimulationKernel"]
        ),
        .target(name: "Personas", dependencies: ["Platform", "SimulationKernel", "Simulation"]),
        .target(name: "YAMLSubset"),
        .target(name: "ExpectationLanguage"),
        .target(name: "Reports"),
        .target(
            name: "Scenarios",
            dependencies: [
                "Platform", "RewardEngine", "AntiGaming", "FamilyApp", "Simulation", "SimulationKernel", "Personas",
                "YAMLSubset", "ExpectationLanguage", "Reports",
            ]
        ),
        .executableTarget(name: "rewardsim", dependencies: ["Scenarios", "Reports", "YAMLSubset"]),

        .testTarget(name: "PlatformTests", dependencies: ["Platform"]),
        .testTarget(name: "RewardEngineTests", dependencies: ["RewardEngine", "Platform"]),
        .testTarget(name: "AntiGamingTests", dependencies: ["AntiGaming", "Platform"]),
        .testTarget(name: "FamilyAppTests", dependencies: ["FamilyApp", "RewardEngine", "AntiGaming", "Platform"]),
        .testTarget(name: "PersonasTests", dependencies: ["Personas", "Simulation", "SimulationKernel", "Platform"]),
        .testTarget(name: "SimulationKernelTests", dependencies: ["SimulationKernel"]),
        .testTarget(name: "SimulationTests", dependencies: ["Simulation", "FamilyApp", "RewardEngine", "Platform", "SimulationKernel"]),
        .testTarget(name: "YAMLSubsetTests", dependencies: ["YAMLSubset"]),
        .testTarget(name: "ExpectationLanguageTests", dependencies: ["ExpectationLanguage"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports"]),
        .testTarget(name: "ScenariosTests", dependencies: ["Scenarios", "YAMLSubset"]),
        .testTarget(name: "EndToEndTests", dependencies: []),
        .testTarget(name: "TidyTests", dependencies: []),
    ]
)
