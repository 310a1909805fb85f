/// How many columns of a terminal a character takes, so that a caret printed
/// under a source line stands under its character when the line holds wide
/// characters (Chinese, Japanese, Korean, emoji) or combining marks.
///
/// The widths follow Unicode's East Asian Width (Wide and Fullwidth take two
/// columns) and emoji presentation, as terminals draw them; combining and
/// zero-width characters take none; everything else takes one. Columns in
/// diagnostics still count Unicode scalars (SPEC §4): only the padding before
/// the caret counts terminal columns.
enum TerminalColumns {
    /// The columns `scalar` takes: 0, 1 or 2.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        if isZeroWidth(scalar) { return 0 }
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// The columns `scalars` take together.
    static func width(of scalars: some Sequence<Unicode.Scalar>) -> Int {
        scalars.reduce(0) { $0 + width(of: $1) }
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: break
        }
        switch scalar.value {
        case 0x200B...0x200F, 0x2060...0x2064, 0xFEFF, 0x1160...0x11FF: return true
        default: return false
        }
    }

    /// The Wide and Fullwidth blocks of East Asian Width.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
             0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x18AFF, 0x1B000...0x1B2FF,
             0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
