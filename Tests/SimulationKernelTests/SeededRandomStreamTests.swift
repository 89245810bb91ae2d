import SimulationKernel
import XCTest

final class SeededRandomStreamTests: XCTestCase {
    private func draws(_ count: Int, from stream: SeededRandom) -> [UInt64] {
        var copy = stream
        return (0..<count).map { _ in copy.next() }
    }

    /// Pinned against an independent reference implementation of SplitMix64 + xoshiro256**.
    func testSeedZeroDrawsArePinned() {
        XCTAssertEqual(
            draws(3, from: SeededRandom(seed: 0)),
            [
                0x99EC_5F36_CB75_F2B4, 0xBF6E_1F78_4956_452A, 0x1A5F_849D_4933_E6E0,
            ])
    }

    /// Pinned: a change means every scenario's per-device behaviour changed.
    func testForkIsPinned() {
        let stream = SeededRandom(seed: 42).fork("alex-ipad")
        XCTAssertEqual(
            draws(3, from: stream),
            [
                0x5000_2009_2B75_E28F, 0x7A9D_C560_6F4C_8490, 0xF752_7591_40B5_12CD,
            ])
    }

    func testSameSeedGivesSameDrawsAndDifferentSeedsDiffer() {
        XCTAssertEqual(draws(20, from: SeededRandom(seed: 7)), draws(20, from: SeededRandom(seed: 7)))
        XCTAssertNotEqual(draws(20, from: SeededRandom(seed: 7)), draws(20, from: SeededRandom(seed: 8)))
    }

    func testForkingConsumesNoDrawsAndIgnoresTheParentsPosition() {
        var root = SeededRandom(seed: 99)
        let before = root.fork("usage")
        let rootDrawsAfterFork = draws(5, from: root)
        for _ in 0..<1_000 { _ = root.next() }
        XCTAssertEqual(draws(5, from: SeededRandom(seed: 99)), rootDrawsAfterFork)
        XCTAssertEqual(draws(10, from: root.fork("usage")), draws(10, from: before))
        XCTAssertEqual(root.fork("usage").seed, before.seed)
    }

    func testStreamDrawsDoNotDependOnSiblingDraws() {
        let root = SeededRandom(seed: 5)
        let alone = draws(50, from: root.fork("device:a"))
        var sibling = root.fork("device:b")
        for _ in 0..<777 { _ = sibling.next() }
        XCTAssertEqual(draws(50, from: root.fork("device:a")), alone)
        XCTAssertNotEqual(draws(50, from: root.fork("device:b")), alone)
    }

    func testForkOrderDoesNotChangeAnyStream() {
        let root = SeededRandom(seed: 5)
        let labels = ["device:c", "device:a", "device:b"]
        let forwardDraws = labels.map { draws(20, from: root.fork($0)) }
        let reversedDraws = labels.reversed().map { draws(20, from: root.fork($0)) }
        XCTAssertEqual(forwardDraws, Array(reversedDraws.reversed()))
    }

    func testNestedForksDependOnEveryLabelAndItsPlace() {
        let root = SeededRandom(seed: 1)
        let seeds = [
            root.fork("x").fork("y").seed, root.fork("y").fork("x").seed,
            root.fork("xy").seed, root.fork("x").seed, root.seed,
            SeededRandom(seed: 2).fork("x").fork("y").seed,
        ]
        XCTAssertEqual(Set(seeds).count, seeds.count)
        XCTAssertEqual(root.fork("x").fork("y").seed, SeededRandom(seed: 1).fork("x").fork("y").seed)
    }
}

final class ReseededStreamTests: XCTestCase {
    private func draws(_ stream: SeededRandom) -> [UInt64] {
        var copy = stream
        return (0..<8).map { _ in copy.next() }
    }

    /// A reseeded stream depends on the stream's seed and the salt alone: the same pair draws
    /// the same in every process, another salt or another stream draws otherwise, and so do
    /// its forks.
    func testAReseededStreamIsAFunctionOfSeedAndSalt() {
        let stream = SeededRandom(seed: 42).fork("link:alex-ipad")
        var used = stream
        _ = used.next()
        XCTAssertEqual(draws(stream.reseeded(salt: 3)), draws(used.reseeded(salt: 3)), "draws made do not matter")
        XCTAssertNotEqual(draws(stream.reseeded(salt: 3)), draws(stream.reseeded(salt: 4)))
        XCTAssertNotEqual(draws(stream.reseeded(salt: 3)), draws(stream))
        XCTAssertNotEqual(draws(stream.reseeded(salt: 3)), draws(SeededRandom(seed: 43).reseeded(salt: 3)))
        XCTAssertNotEqual(draws(stream.reseeded(salt: 3).fork("day")), draws(stream.fork("day")))
    }
}
