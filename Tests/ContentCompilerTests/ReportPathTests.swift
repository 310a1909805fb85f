@testable import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// The paths code-scanning formats print, made on bytes, agree with the
/// general string operations they stand for.
@Suite struct ReportPathTests {
    /// Path pieces: ASCII, `.`, empty parts, and characters that join a `/`
    /// into one character with them (a combining mark after it, a prepended
    /// mark before it), which only the general split keeps whole.
    static let pieces = ["/", "//", "a", "books", ".", "..", "b1i2.yaml", "caf\u{E9}", "e\u{301}", "\u{301}", "\u{600}",
                         " ", "%", "#", "?", "\u{1F600}", "\r\n", "\u{1B}"]

    @Test func pathsAreSplitAsSplitSplitsThem() {
        var random = SplitMix64(seed: 15)
        for _ in 0..<3_000 {
            let path = (0..<Int.random(in: 0...8, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            for omitting in [true, false] {
                #expect(path.pathSegments(omittingEmpty: omitting) == path.split(separator: "/", omittingEmptySubsequences: omitting),
                        "\(Array(path.unicodeScalars))")
                let inside = path.dropFirst()
                #expect(inside.pathSegments(omittingEmpty: omitting) == inside.split(separator: "/", omittingEmptySubsequences: omitting))
            }
        }
    }

    /// Every character up to U+2FFF, and some beyond, is encoded as Foundation encodes it.
    @Test func segmentsArePercentEncodedAsFoundationEncodesThem() {
        let allowed = CharacterSet(charactersIn: SARIFReporter.uriSegmentCharacters)
        let scalars = (0...0x2FFF).compactMap(Unicode.Scalar.init) + ["\u{FFFD}", "\u{1F600}", "\u{10FFFF}"]
        for scalar in scalars {
            let segment = "a\(scalar)~"
            var uri: [UInt8] = []
            SARIFReporter.percentEncode(Substring(segment), into: &uri)
            #expect(String(decoding: uri, as: UTF8.self) == segment.addingPercentEncoding(withAllowedCharacters: allowed),
                    "U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test func relativeURIsKeepTheirSlashes() {
        #expect(SARIFReporter.relativeURI("content/books/caf\u{E9} x/b1i1.yaml") == "content/books/caf%C3%A9%20x/b1i1.yaml")
        #expect(SARIFReporter.relativeURI("/a//b/") == "/a//b/")
    }
}
