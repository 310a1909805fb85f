@testable import ContentRuntime
import Foundation
import Testing

@Suite struct HashTests {
    /// Known digests (FIPS 180-2 examples), so the tests' own hashing is not
    /// merely checked against itself.
    @Test func sha256MatchesKnownDigests() {
        #expect(BundleDigest.sha256(of: Data())
            == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(BundleDigest.sha256(of: Data("abc".utf8))
            == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    /// Every byte value as its two lowercase digits, in order, and none for no bytes.
    @Test func hexadecimalWritesTwoLowercaseDigitsAByte() {
        let bytes = (0...255).map(UInt8.init)
        #expect(BundleDigest.hexadecimal(bytes) == bytes.map { String(format: "%02x", $0) }.joined())
        #expect(BundleDigest.hexadecimal(bytes.reversed().prefix(3)) == "fffefd")
        #expect(BundleDigest.hexadecimal([UInt8]()) == "")
    }

    /// The index's digest check reads 64 ASCII hexadecimal digits from the
    /// bytes, and tells every other text as `Character.isHexDigit` does.
    @Test func anIndexDigestIsSixtyFourHexadecimalDigits() {
        let digest = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        let stem = String(digest.dropLast())
        let endings: [String] = ["", "0", "00", "\u{FF21}", "g", "G", "0\u{301}", "\r\n", "\u{0}"]
        var texts: [String] = [digest.uppercased(), String(repeating: "\u{FF10}", count: 64)]
        texts += endings.map { ending in stem + ending }
        texts += (UInt8(0x21)...UInt8(0x7E)).map { byte in stem + String(UnicodeScalar(byte)) }
        for text in texts {
            let expected = text.count == 64 && text.allSatisfy { $0.isHexDigit }
            #expect(BundleCheck.isSHA256(text) == expected, "\(text.debugDescription)")
        }
    }

    @Test func uppercaseHashInTheIndexIsAccepted() throws {
        var folder = try OutFolder()
        folder.index.bundles[0].sha256 = folder.index.bundles[0].sha256.uppercased()
        try folder.writeIndex()
        #expect(throws: Never.self) { try folder.load() }
    }
}
