@testable import ContentRuntime
import Foundation
import Testing

/// The reader of `index.json` as contentc writes it gives what the decoder
/// gives, and nothing for any other bytes, which the decoder then reads.
@Suite struct CanonicalIndexReaderTests {
    /// What `JSONDecoder` makes of `data`, through the document's envelope check.
    func decoded(_ data: Data) -> BundleIndex? {
        try? JSONDecoder().decode(IndexDocument.self, from: data).index
    }

    /// Indexes with texts that need every escape the writer makes, and none.
    static let indexes: [BundleIndex] = [
        BundleIndex(name: "empty", contentVersion: "1.0.0", compiler: "contentc 0.1.0", bundles: []),
        BundleIndex(name: "sample-library", contentVersion: "2.0.0-rc.1+build.5", compiler: "contentc 0.1.0", bundles: [
            BundleIndex.Entry(id: "b1", kind: .book, title: "Plain", file: "books/b1.json", contentVersion: "2.0.0-rc.1+build.5",
                              sha256: String(repeating: "ab", count: 32), bytes: 123_456),
            BundleIndex.Entry(id: "c-1", kind: .course, title: "Quote \" backslash \\ tab \t newline \n bell \u{7} unit \u{1F}",
                              file: "courses/c-1.json", contentVersion: "x", sha256: "", bytes: 0),
            BundleIndex.Entry(id: "b2", kind: .book, title: "Zürich — 東京 🌍 \u{8}\u{C}\r/", file: "books/b2.json",
                              contentVersion: "", sha256: "F00", bytes: -7),
        ]),
    ]

    @Test(arguments: indexes)
    func anIndexAsContentcWritesItIsReadAsTheDecoderReadsIt(_ index: BundleIndex) throws {
        let data = try BundleCoding.encode(index)
        #expect(CanonicalIndexReader.index(in: data) == index)
        #expect(decoded(data) == index)
    }

    @Test func otherBytesAreLeftToTheDecoder() throws {
        let index = Self.indexes[1]
        let data = try BundleCoding.encode(index)
        let text = try #require(String(data: data, encoding: .utf8))
        var others: [String: Data] = [
            "compact": try JSONSerialization.data(withJSONObject: JSONSerialization.jsonObject(with: data)),
            "no final newline": data.dropLast(),
            "cut short": data.prefix(data.count / 2),
            "empty": Data(),
            "unknown key": Data(text.replacingOccurrences(of: "\"name\"", with: "\"extra\": 1,\n  \"name\"").utf8),
            "escaped slash": Data(text.replacingOccurrences(of: "books/b1.json", with: "books\\/b1.json").utf8),
            "escape in capitals": Data(text.replacingOccurrences(of: "\\u001f", with: "\\u001F").utf8),
            "older format version": Data(text.replacingOccurrences(of: "\"1.1\"", with: "\"1.0\"").utf8),
            "another format": Data(text.replacingOccurrences(of: "contentc.index", with: "contentc.bundle").utf8),
            "unknown kind": Data(text.replacingOccurrences(of: "\"course\"", with: "\"lesson\"").utf8),
            "number as text": Data(text.replacingOccurrences(of: "123456", with: "\"123456\"").utf8),
            "huge number": Data(text.replacingOccurrences(of: "123456", with: "12345678901234567890").utf8),
        ]
        var invalidUTF8 = data
        invalidUTF8[try #require(data.firstIndex(of: UInt8(ascii: "P")))] = 0xFF
        others["not UTF-8"] = invalidUTF8
        for (name, other) in others {
            #expect(other != data, "\(name)")
            #expect(CanonicalIndexReader.index(in: other) == nil, "\(name)")
        }
    }

    /// A library reads a reformatted index, and reports a damaged one, as before.
    @Test func aLibraryReadsEveryIndexAsTheDecoderDoes() throws {
        var folder = try OutFolder()
        let canonical = try ContentLibrary.loadIndex(directory: folder.url)
        #expect(canonical == folder.index)
        let data = try folder.read(ContentLibrary.indexFileName)
        try folder.write(try JSONSerialization.data(withJSONObject: JSONSerialization.jsonObject(with: data), options: [.prettyPrinted]),
                         to: ContentLibrary.indexFileName)
        #expect(try ContentLibrary.loadIndex(directory: folder.url) == canonical)
        try folder.write(data.prefix(data.count - 3), to: ContentLibrary.indexFileName)
        #expect(throws: ContentLoadError.self) { try ContentLibrary.loadIndex(directory: folder.url) }
        folder.index.bundles[0].title = "Retitled \"in\" place"
        try folder.writeIndex()
        #expect(try ContentLibrary.loadIndex(directory: folder.url) == folder.index)
    }
}
