import Foundation

/// The manual as its readers see it: README.md and every Markdown page of the DocC catalog,
/// each with its fenced blocks. Pages that do not exist yet are simply not there.
struct ManualPage {
    /// Relative to the package root, as a failure names it.
    let path: String
    let blocks: [FencedBlock]
}

/// A fenced block: its info string (`yaml`, `sh`, or empty) and its lines.
struct FencedBlock {
    let info: String
    let lines: [String]
    /// The line of the page the block's first line is on, counted from 1.
    let firstLine: Int
}

enum Manual {
    static let catalog = "Sources/rewardsim/RewardSim.docc"

    static func pages() throws -> [ManualPage] {
        let root = RewardSimTool.packageRoot
        var paths = ["README.md"]
        let catalogURL = root.appendingPathComponent(catalog)
        if let walker = FileManager.default.enumerator(atPath: catalogURL.path) {
            let pagePaths = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted()
            paths += pagePaths.map { catalog + "/" + $0 }
        }
        return try paths.compactMap { path in
            let url = root.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            return ManualPage(path: path, blocks: blocks(in: try String(contentsOf: url, encoding: .utf8)))
        }
    }

    /// The fenced blocks of a Markdown text, fences of three or more backticks at the line start.
    static func blocks(in text: String) -> [FencedBlock] {
        var blocks: [FencedBlock] = []
        var open: (fence: String, info: String, lines: [String], firstLine: Int)?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let fence = String(trimmed.prefix { $0 == "`" })
            if let current = open {
                if fence.count >= current.fence.count, trimmed.allSatisfy({ $0 == "`" }) {
                    blocks.append(FencedBlock(info: current.info, lines: current.lines, firstLine: current.firstLine))
                    open = nil
                } else {
                    open?.lines.append(line)
                }
            } else if fence.count >= 3 {
                let info = String(trimmed.dropFirst(fence.count)).trimmingCharacters(in: .whitespaces)
                open = (fence, info, [], index + 2)
            }
        }
        return blocks
    }
}
