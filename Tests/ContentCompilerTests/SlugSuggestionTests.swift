@testable import ContentCompiler
import Foundation
import Testing

/// Slug suggestions fold accented Latin letters to their ASCII letter, as
/// decomposing the text (NFD) and dropping its marks did.
@Suite struct SlugSuggestionTests {
    @Test func accentsAreFoldedComposedOrNot() {
        #expect(FieldFormats.slugSuggestion(for: "Café Crème") == "cafe-creme")
        #expect(FieldFormats.slugSuggestion(for: "Cafe\u{301} Cre\u{300}me") == "cafe-creme")
        #expect(FieldFormats.slugSuggestion(for: "Über Größe") == "uber-gro-e")
        #expect(FieldFormats.slugSuggestion(for: "Ærø Łódź") == "r-odz")
    }

    @Test func asciiAndOtherScriptsAreAsBefore() {
        #expect(FieldFormats.slugSuggestion(for: "Europe & Asia") == "europe-asia")
        #expect(FieldFormats.slugSuggestion(for: "europe-asia") == nil)
        #expect(FieldFormats.slugSuggestion(for: "한국어 101") == "101")
        #expect(FieldFormats.slugSuggestion(for: "한국어") == nil)
        #expect(FieldFormats.slugSuggestion(for: "Ａｂｃ") == nil, "full-width letters have no canonical decomposition")
    }

    /// The suggestion as it was made with Foundation's NFD.
    private static func decomposedSuggestion(for text: String) -> String? {
        FieldFormats.slugSuggestion(for: text, letters: text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars
            .filter { $0.properties.generalCategory != .nonspacingMark })
    }

    @Test func agreesWithDecompositionOnEveryScalar() {
        var differences: [String] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(scalar) + "b"
            if FieldFormats.slugSuggestion(for: text) != Self.decomposedSuggestion(for: text) {
                differences.append(String(value, radix: 16))
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(20))")
    }
}
