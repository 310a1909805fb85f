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

    @Test func uppercaseHashInTheIndexIsAccepted() throws {
        var folder = try OutFolder()
        folder.index.bundles[0].sha256 = folder.index.bundles[0].sha256.uppercased()
        try folder.writeIndex()
        #expect(throws: Never.self) { try folder.load() }
    }
}
