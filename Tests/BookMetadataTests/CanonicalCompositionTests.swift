@testable import BookMetadata
import Foundation
import Testing

/// NFC without Foundation: the standard library's normalizer gives what
/// `precomposedStringWithCanonicalMapping` gave.
@Suite struct CanonicalCompositionTests {
    /// Scalars compared one by one: `==` on `String` treats NFD and NFC as equal.
    private func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    @Test func combiningMarksAreComposed() {
        #expect(scalars("e\u{301}".canonicallyComposed) == [0xE9])
        #expect(scalars("\u{E9}".canonicallyComposed) == [0xE9])
        #expect(scalars("Mu\u{308}nchen".canonicallyComposed) == scalars("M\u{FC}nchen"))
        // Marks in either order: canonical ordering first, then composition.
        #expect(scalars("a\u{323}\u{302}".canonicallyComposed) == [0x1EAD])
        #expect(scalars("a\u{302}\u{323}".canonicallyComposed) == [0x1EAD])
        // A singleton (ANGSTROM SIGN) becomes the letter.
        #expect(scalars("\u{212B}".canonicallyComposed) == [0xC5])
    }

    @Test func hangulJamoBecomeSyllables() {
        #expect(scalars("\u{1100}\u{1161}".canonicallyComposed) == [0xAC00])
        #expect(scalars("\u{1100}\u{1161}\u{11A8}".canonicallyComposed) == [0xAC01])
        #expect(scalars("\u{AC01}".canonicallyComposed) == [0xAC01])
    }

    @Test func asciiIsUnchanged() {
        let text = "Plain title: 42 (2nd ed.)\t\n"
        #expect(text.canonicallyComposed == text)
        #expect(scalars(text.canonicallyComposed) == scalars(text))
        #expect("".canonicallyComposed.isEmpty)
    }

    @Test func scalarsBeyondTheBasicPlaneAreNotTakenForLetters() {
        // Foundation (swift-corelibs, ICU) composed U+10041 (a Linear B
        // syllable) and an acute accent into `Á`, as if it were U+0041, and
        // composed U+1113, which is no leading jamo of a syllable, with a vowel
        // into U+D7A4, which is no syllable. Both are left alone now.
        #expect(scalars("\u{10041}\u{301}".canonicallyComposed) == [0x10041, 0x301])
        #expect(scalars("\u{20061}\u{308}".canonicallyComposed) == [0x20061, 0x308])
        #expect(scalars("\u{1113}\u{1161}".canonicallyComposed) == [0x1113, 0x1161])
        #expect(scalars("\u{1112}\u{1175}\u{11C2}".canonicallyComposed) == [0xD7A3])
    }

    @Test func agreesWithFoundationOnTheBasicPlane() {
        // Where Foundation's answer is wrong: U+1113 (see above), and U+1AEB,
        // a combining mark of Unicode 17 that its tables do not know (the
        // standard library puts it after U+0301, by its combining class).
        let foundationDefects: Set<UInt32> = [0x1113, 0x1AEB]
        var differences: [String] = []
        for value in UInt32(0x80)...0xFFFF where !foundationDefects.contains(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(scalar), "a" + String(scalar), String(scalar) + "\u{301}", String(scalar) + "\u{1161}"] {
                if scalars(text.canonicallyComposed) != scalars(text.precomposedStringWithCanonicalMapping) {
                    differences.append(String(value, radix: 16))
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(20))")
    }
}
