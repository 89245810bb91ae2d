/// Keeps what a diagnostic quotes from the input readable and small: a message never carries
/// a raw control character, an invisible character or a megabyte-long name.
public enum DiagnosticText {
    /// Quoted text longer than this many characters is cut, with `…` marking the cut.
    public static let quotedCharactersMax = 40

    /// `text` cut to ``quotedCharactersMax`` characters, with every unprintable character spelt
    /// as its code point (`<U+0000>`), so a NUL or an escape sequence never reaches the terminal.
    public static func shortened(_ text: some StringProtocol) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < quotedCharactersMax else {
                result += "…"
                break
            }
            result += isUnprintable(scalar) ? "<\(codePoint(scalar))>" : String(scalar)
            count += 1
        }
        return result
    }

    /// A whole message with every `'…'` quotation shortened and unprintable characters spelt out.
    public static func sanitised(_ message: String) -> String {
        let needsWork =
            message.unicodeScalars.count > quotedCharactersMax * 2
            || message.unicodeScalars.contains { isUnprintable($0) && $0 != "\n" }
        guard needsWork else { return message }
        var result = ""
        var quoted = ""
        var isInQuote = false
        let scalars = Array(message.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            // An apostrophe inside a word (child's) neither opens nor closes a quotation.
            let before = index > 0 ? scalars[index - 1] : " "
            let after = index + 1 < scalars.count ? scalars[index + 1] : " "
            if scalar == "'", isInQuote ? !isWordCharacter(after) : !isWordCharacter(before) {
                if isInQuote { result += shortened(quoted) }
                result += "'"
                quoted = ""
                isInQuote.toggle()
            } else if isInQuote {
                // Collecting stops past the limit, so a huge quotation costs no more than a short one.
                if quoted.unicodeScalars.count <= quotedCharactersMax { quoted.unicodeScalars.append(scalar) }
            } else {
                // Line ends stay: help texts show multi-line fixes.
                result += isUnprintable(scalar) && scalar != "\n" ? "<\(codePoint(scalar))>" : String(scalar)
            }
        }
        if isInQuote { result += shortened(quoted) }
        return result
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }

    /// Control characters, and format characters such as a zero-width space or a byte-order
    /// mark that print as nothing.
    public static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// `U+0430`.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Names the characters of `word` a reader cannot tell apart from ASCII or cannot see —
    /// a Cyrillic `а` in `durаtion`, a zero-width space — or nil when it has none. Without this,
    /// "did you mean 'duration'?" would show two words that look the same.
    public static func unusualCharacters(in word: some StringProtocol) -> String? {
        var named: [String] = []
        for scalar in word.unicodeScalars where !scalar.isASCII || isUnprintable(scalar) {
            let name = scalar.properties.name ?? scalar.properties.nameAlias ?? "an unnamed character"
            let description =
                isUnprintable(scalar)
                ? "an invisible \(codePoint(scalar)) \(name)"
                : "'\(scalar)' (\(codePoint(scalar)) \(name))"
            if !named.contains(description) { named.append(description) }
            if named.count == 3 { break }
        }
        guard !named.isEmpty else { return nil }
        return "it contains " + named.joined(separator: ", ") + ", not plain ASCII"
    }
}
