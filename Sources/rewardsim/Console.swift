import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where output goes: results on stdout, progress on stderr only when it is a terminal,
/// colour only on a terminal and never under `NO_COLOR` (which takes colour away, nothing else).
struct Console {
    let colour: Bool
    let showsProgress: Bool

    init(colourOverride: Bool?) {
        let environment = ProcessInfo.processInfo.environment
        let noColour = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        colour = colourOverride ?? (isatty(STDOUT_FILENO) == 1 && !noColour)
        showsProgress = isatty(STDERR_FILENO) == 1 && environment["TERM"] != "dumb"
    }

    func out(_ text: String, terminator: String = "\n") {
        print(text, terminator: terminator)
    }

    func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// A progress line is padded to this width, so that the next one, or blanks, cover it
    /// with a carriage return alone — no terminal escape, so `NO_COLOR` output has none.
    static let progressWidth = 79

    /// A progress line that the next one overwrites; nothing when stderr is not a terminal.
    func progress(_ text: String) {
        guard showsProgress else { return }
        let padding = String(repeating: " ", count: max(0, Self.progressWidth - text.count))
        FileHandle.standardError.write(Data("\r\(text)\(padding)".utf8))
    }

    func clearProgress() {
        guard showsProgress else { return }
        FileHandle.standardError.write(Data("\r\(String(repeating: " ", count: Self.progressWidth))\r".utf8))
    }

    func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func green(_ text: String) -> String { paint(text, "1;32") }
    func red(_ text: String) -> String { paint(text, "1;31") }
    func dim(_ text: String) -> String { paint(text, "2") }
}
