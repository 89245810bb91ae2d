import Foundation

/// The errors of a failed schemata build, as the compiler prints them:
/// `/path/Sources/M/File.swift:12:5: error: message`.
enum CompilerErrors {
    struct Entry: Equatable {
        /// The file's path from the package root.
        let path: String
        let line: Int
        let column: Int
        let message: String
    }

    static func parse(_ output: String, scratchRoot: String) -> [Entry] {
        var entries: [Entry] = []
        for line in output.split(separator: "\n") {
            guard let marker = line.range(of: ": error: ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":")
            guard location.count >= 3, let number = Int(location[location.count - 2]),
                let column = Int(location[location.count - 1])
            else { continue }
            var path = location[..<(location.count - 2)].joined(separator: ":")
            if path.hasPrefix(scratchRoot + "/") {
                path = String(path.dropFirst(scratchRoot.count + 1))
            } else if let sources = path.range(of: "/Sources/", options: .backwards) {
                path = "Sources/" + path[sources.upperBound...]
            }
            let entry = Entry(path: path, line: number, column: column, message: String(line[marker.upperBound...]))
            if !entries.contains(entry) { entries.append(entry) }
        }
        return entries
    }

    /// The UTF-8 offset of a 1-based line and column in `text`.
    static func offset(line: Int, column: Int, in text: String) -> Int {
        var currentLine = 1
        var offset = 0
        for byte in text.utf8 {
            if currentLine == line { break }
            if byte == 0x0A { currentLine += 1 }
            offset += 1
        }
        return offset + column - 1
    }
}
