import SimulationKernel
import XCTest

final class StableHashTests: XCTestCase {
    func testFNV1aMatchesPublishedVectors() {
        XCTAssertEqual(StableHash.fnv1a64(""), 0xCBF2_9CE4_8422_2325)
        XCTAssertEqual(StableHash.fnv1a64("a"), 0xAF63_DC4C_8601_EC8C)
        XCTAssertEqual(StableHash.fnv1a64("foobar"), 0x8594_4171_F739_67E8)
    }

    func testFNV1aHashesUTF8BytesNotCharacters() {
        // Precomposed "é" is the UTF-8 bytes C3 A9. The decomposed spelling has other bytes and
        // must hash differently: no Unicode normalisation happens behind the caller's back.
        XCTAssertEqual(StableHash.fnv1a64("\u{E9}"), 0x0AC2_1707_B718_1E01)
        XCTAssertNotEqual(StableHash.fnv1a64("\u{E9}"), StableHash.fnv1a64("e\u{301}"))
    }
}
