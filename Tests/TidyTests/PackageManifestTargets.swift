/// Reads the source targets of a `Package.swift` from its text: each `.target(…)` and
/// `.executableTarget(…)` entry's `name:` and the names in its `dependencies: […]`. Test targets
/// are left out, and so are `//` comments. It reads the manifest this package writes —
/// string literals for names, no variables in a target's name or dependency list — and no
/// more of Swift than that.
enum PackageManifestTargets {
    static func parse(_ manifest: String) -> [String: Set<String>] {
        let code = withoutComments(manifest)
        var targets: [String: Set<String>] = [:]
        for opening in [".target(", ".executableTarget("] {
            var searchStart = code.startIndex
            while let range = code.range(of: opening, range: searchStart..<code.endIndex) {
                let arguments = balancedArguments(in: code, from: range.upperBound)
                searchStart = arguments.endIndex
                guard let name = stringLiterals(in: arguments, after: "name:").first else {
                    preconditionFailure("a target entry names itself with a string literal: \(arguments)")
                }
                targets[name] = Set(stringLiterals(in: arguments, after: "dependencies:"))
            }
        }
        return targets
    }

    /// Each line cut at `//` outside a string literal.
    private static func withoutComments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var isInString = false
            var previous: Character?
            for index in line.indices {
                let character = line[index]
                if character == "\"" { isInString.toggle() }
                if !isInString, character == "/", previous == "/" {
                    return String(line[..<line.index(before: index)])
                }
                previous = character
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// The text from `start` up to the parenthesis that closes the one just before it.
    private static func balancedArguments(in code: String, from start: String.Index) -> Substring {
        var depth = 1
        var isInString = false
        var index = start
        while index < code.endIndex {
            let character = code[index]
            if character == "\"" { isInString.toggle() }
            if !isInString {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if depth == 0 { return code[start..<index] }
            }
            index = code.index(after: index)
        }
        preconditionFailure("a target entry is closed")
    }

    /// The string literals of the value after `label`: one for a name, a bracketed list's for
    /// dependencies; none when the label is absent.
    private static func stringLiterals(in arguments: Substring, after label: String) -> [String] {
        guard let labelRange = arguments.range(of: label) else { return [] }
        let value = arguments[labelRange.upperBound...].drop { $0 == " " || $0 == "\n" }
        let extent: Substring
        if value.first == "[" {
            guard let close = value.firstIndex(of: "]") else { preconditionFailure("a list is closed") }
            extent = value[..<close]
        } else {
            extent = value.prefix { $0 != "," && $0 != ")" }
        }
        return extent.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
