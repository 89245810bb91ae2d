// swift-tools-version:6.0
// A package small enough to build in seconds, for the end-to-end test of `rewardsim mutate`:
// one engine module (Bonus), a gate that runs like `rewardsim run --fail-fast`, and unit tests
// for `--gate tests`.
import PackageDescription

let package = Package(
    name: "MutationFixture",
    targets: [
        .target(name: "Bonus"),
        .executableTarget(name: "rewardsim", dependencies: ["Bonus"]),
        .testTarget(name: "BonusTests", dependencies: ["Bonus"]),
    ]
)
