@testable import ContentRuntime
import ContentTestSupport
import Foundation
import Testing

/// The reader of `index.json` as contentc writes it, given an index anyone
/// may have edited: thousands of seeded mutations of real indexes (bytes
/// changed, cut, inserted or removed; quotes, backslashes, escapes, digits,
/// huge numbers, deep nesting, NUL and bytes that are not UTF-8). On every
/// one it returns without trapping, and either declines or gives exactly
/// what `JSONDecoder` gives.
@Suite struct CanonicalIndexReaderMutationTests {
    /// What `JSONDecoder` makes of `data`, through the document's envelope check.
    func decoded(_ data: Data) -> BundleIndex? {
        try? JSONDecoder().decode(IndexDocument.self, from: data).index
    }

    /// The indexes mutated: the repository's own `out/index.json`, and one
    /// whose texts need every escape the writer makes.
    static func originals() throws -> [Data] {
        let shipped = try Data(contentsOf: ContentFixtures.packageRoot.appendingPathComponent("out/index.json"))
        let escaped = try BundleCoding.encode(BundleIndex(
            name: "sample-library", contentVersion: "2.0.0-rc.1", compiler: "contentc 0.1.0", bundles: [
                BundleIndex.Entry(id: "b1", kind: .book, title: "Quote \" backslash \\ tab \t newline \n unit \u{1F} Zürich 🌍",
                                  file: "books/b1.json", contentVersion: "2.0.0-rc.1",
                                  sha256: String(repeating: "ab", count: 32), bytes: 123_456),
                BundleIndex.Entry(id: "c-1", kind: .course, title: "Plain", file: "courses/c-1.json", contentVersion: "2.0.0-rc.1",
                                  sha256: String(repeating: "0f", count: 32), bytes: 0),
            ]))
        return [shipped, escaped]
    }

    /// Byte strings inserted: what a hand edit or a hostile file might put anywhere.
    static let insertions: [[UInt8]] = [
        "\"", "\\", "\\\"", "\\\\", "\\u", "\\u00", "\\u0000", "\\u001f", "\\u00ff", "\\ud83d", "\\uD83D\\uDE00", "\\/",
        "0", "7", "-", "-0", "00", "1e5", "0.5", "9223372036854775807", "9223372036854775808", "99999999999999999999999",
        "-9223372036854775808", ",", ":", "{", "}", "[", "]", " ", "\n", "\r", "\t", "null", "true", "é", "\u{2028}",
        String(repeating: "[", count: 600), String(repeating: "{\"a\":", count: 300),
    ].map { Array($0.utf8) } + [[0x00], [0xFF], [0xC2, 0x85], [0xE2, 0x80], [0xC0, 0xA2], [0xED, 0xA0, 0x80]]

    /// One mutation of `bytes`, picked by `random`.
    static func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
        guard !bytes.isEmpty else {
            bytes = insertions.randomElement(using: &random)!
            return
        }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<8, using: &random) {
        case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes[at] ^= 1 << UInt8.random(in: 0..<8, using: &random)
        case 2: bytes.removeSubrange(at...)
        case 3: bytes.insert(contentsOf: insertions.randomElement(using: &random)!, at: at)
        case 4: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &random)))
        case 5:
            // A digit for another, or a letter for another: bytes that often stay as contentc writes them.
            if (0x30...0x39).contains(bytes[at]) {
                bytes[at] = UInt8.random(in: 0x30...0x39, using: &random)
            } else if (0x61...0x7A).contains(bytes[at]) {
                bytes[at] = UInt8.random(in: 0x61...0x7A, using: &random)
            }
        case 6:
            // A run of digits made huge.
            if let digit = bytes[at...].firstIndex(where: { (0x30...0x39).contains($0) }) {
                bytes.insert(contentsOf: Array(String(repeating: "9", count: Int.random(in: 1...30, using: &random)).utf8),
                             at: digit)
            }
        default:
            // A slice repeated, as a bundle entry pasted twice.
            let end = min(bytes.count, at + Int.random(in: 1...300, using: &random))
            bytes.insert(contentsOf: bytes[at..<end], at: end)
        }
    }

    @Test func everyMutationIsDeclinedOrReadAsTheDecoderReadsIt() throws {
        var random = SplitMix64(seed: 0x1D3E_7A11)
        var taken = 0
        var declined = 0
        for original in try Self.originals() {
            #expect(CanonicalIndexReader.index(in: original) != nil)
            for _ in 0..<2_500 {
                var bytes = Array(original)
                for _ in 0..<Int.random(in: 1...3, using: &random) { Self.mutate(&bytes, &random) }
                let data = Data(bytes)
                guard let read = CanonicalIndexReader.index(in: data) else {
                    declined += 1
                    continue
                }
                taken += 1
                #expect(read == decoded(data), "\(String(decoding: data, as: UTF8.self))")
                #expect(JSONCompleteness.truncation(in: data) == nil)
            }
        }
        // Both ways are exercised: edits that keep the writer's layout, and the rest.
        #expect(taken > 100)
        #expect(declined > 1_000)
    }
}
