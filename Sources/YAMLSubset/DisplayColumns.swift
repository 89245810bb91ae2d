/// How many terminal columns a character takes, so a caret sits under the character at fault
/// even after wide (CJK, emoji) or zero-width (combining, format) characters.
enum DisplayColumns {
    static func width(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        return isWide(scalar.value) ? 2 : 1
    }

    /// East Asian Wide and Fullwidth blocks and the emoji planes.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// A character as the snippet shows it: a control character as its Control Pictures symbol
    /// (NUL as ␀) and any other invisible character as �, so the terminal never receives it raw
    /// and the caret stays aligned.
    static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar == "\t" { return scalar }
        if scalar.value < 0x20 { return Unicode.Scalar(0x2400 + scalar.value)! }
        if scalar.value == 0x7F { return "\u{2421}" }
        return DiagnosticText.isUnprintable(scalar) ? "\u{FFFD}" : scalar
    }
}
