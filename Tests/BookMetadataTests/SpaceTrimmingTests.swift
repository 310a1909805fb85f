import Foundation
import Testing
@testable import BookMetadata

/// The scalar trimming of metadata text against Foundation's
/// `trimmingCharacters(in:)`, which it replaces: the same sets, scalar by scalar.
@Suite struct SpaceTrimmingTests {
    /// Every scalar of the Basic Multilingual Plane and a few above it, at
    /// both ends of a word and alone: trimmed exactly when Foundation trims it.
    @Test func everyScalarIsTrimmedAsFoundationTrimsIt() {
        let values = Array(0...0xFFFF) + [0x1F600, 0xE0020, 0x10FFFD]
        for value in values {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            let mark = String(scalar)
            for text in [mark + "a b" + mark, mark + mark, mark] {
                #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces),
                        "U+\(String(value, radix: 16)) in \(Array(text.unicodeScalars))")
                #expect(text.trimmingSpacesAndLineBreaks() == text.trimmingCharacters(in: .whitespacesAndNewlines),
                        "U+\(String(value, radix: 16)) in \(Array(text.unicodeScalars))")
            }
        }
    }

    /// Line breaks, combining marks after a space, CR LF, and substrings.
    @Test func theEndsAreCutScalarByScalar() {
        #expect(" \t\u{A0}Title\u{3000} ".trimmingSpaces() == "Title")
        #expect("\nTitle \n".trimmingSpaces() == "\nTitle \n")
        #expect("\r\n Title\r\n".trimmingSpacesAndLineBreaks() == "Title")
        #expect(" \u{301}é ".trimmingSpaces() == "\u{301}é")
        #expect(" \u{301}é ".trimmingSpaces() == " \u{301}é ".trimmingCharacters(in: .whitespaces))
        #expect("a  b".trimmingSpaces() == "a  b")
        #expect("".trimmingSpaces() == "")
        #expect("\u{2028}".trimmingSpacesAndLineBreaks() == "")
        #expect("\u{2028}".trimmingSpaces() == "\u{2028}")
        #expect("\u{200B}Title\u{200B}".trimmingSpaces() == "Title")
        let name = "Smith , John"
        let parts = name.split(separator: ",").map { $0.trimmingSpaces() }
        #expect(parts == ["Smith", "John"])
    }
}
