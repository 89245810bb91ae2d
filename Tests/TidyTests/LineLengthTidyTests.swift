import Foundation
import XCTest

/// Holds every Swift line of the package to 120 columns, the limit the checked-in `.swift-format`
/// sets. The formatter rewraps code but leaves a long string literal or comment alone, so this
/// test catches what `swift format lint` lets through.
final class LineLengthTidyTests: XCTestCase {
    static let lineLengthMax = 120
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testNoSwiftLineIsLongerThanTheFormattersLimit() throws {
        var tooLong: [String] = []
        for folder in ["Sources", "Tests"] {
            let url = Self.root.appendingPathComponent(folder)
            let names = try FileManager.default.subpathsOfDirectory(atPath: url.path)
                .filter { $0.hasSuffix(".swift") }
                .sorted()
            for name in names {
                let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.count > Self.lineLengthMax {
                    tooLong.append("\(folder)/\(name):\(index + 1): \(line.count) columns")
                }
            }
        }
        XCTAssertEqual(tooLong, [], "lines over \(Self.lineLengthMax) columns: wrap them (comments and strings too)")
    }
}
