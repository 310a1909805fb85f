import ContentRuntime
import Foundation
import Testing

/// A bundle whose file the caller vouches for (a build that recorded the
/// files it wrote) loads as it loads unvouched; bytes that do not decode are
/// reported as they are when nothing vouches for them.
@Suite struct VouchedBundleTests {
    /// What loading `file` of `folder` gives, with its bytes vouched for or not.
    func load(_ folder: OutFolder, _ file: String, vouched: Bool) throws -> Result<LoadedBundle, ContentLoadError> {
        let entry = try #require(folder.index.bundles.first { $0.file == file })
        return Result { () throws(ContentLoadError) in
            guard vouched else { return try ContentLibrary.loadBundle(entry, of: folder.index, in: folder.url) }
            return try ContentLibrary.loadBundle(entry, of: folder.index, in: folder.url) { path in
                #expect(path == folder.path(file))
                return true
            }
        }
    }

    @Test func aVouchedBundleLoadsAsAnUnvouchedOne() throws {
        let folder = try OutFolder()
        for entry in folder.index.bundles {
            let vouched = try load(folder, entry.file, vouched: true)
            #expect(throws: Never.self) { try vouched.get() }
            #expect(vouched == (try load(folder, entry.file, vouched: false)))
        }
    }

    /// Each damage keeps the file's size, so that the vouching is asked; the
    /// bytes do not decode, so the checks it spared are made after all.
    @Test(arguments: ["cut short, padded to its size", "first byte changed", "blank"])
    func vouchedBytesThatDoNotDecodeAreReportedAsUnvouchedOnesAre(damage: String) throws {
        var folder = try OutFolder()
        let file = "books/meditations.json"
        let data = try folder.read(file)
        let damaged = switch damage {
        case "cut short, padded to its size": data.prefix(data.count - 40) + Data(repeating: 0x20, count: 40)
        case "first byte changed": Data("[".utf8) + data.dropFirst()
        default: Data(repeating: 0x20, count: data.count)
        }
        #expect(damaged.count == data.count)
        try folder.replace(file, with: damaged, updatingIndex: false)
        let plain = try load(folder, file, vouched: false)
        #expect(throws: ContentLoadError.self) { try plain.get() }
        #expect(try load(folder, file, vouched: true) == plain)
    }

    @Test func aFileOfAnotherSizeIsNotAskedAbout() throws {
        var folder = try OutFolder()
        let file = "books/meditations.json"
        let entry = try #require(folder.index.bundles.first { $0.file == file })
        try folder.replace(file, with: try folder.read(file).dropLast(), updatingIndex: false)
        var asked = false
        let error = #expect(throws: ContentLoadError.self) {
            try ContentLibrary.loadBundle(entry, of: folder.index, in: folder.url) { _ in
                asked = true
                return true
            }
        }
        #expect(!asked)
        #expect(error == #expect(throws: ContentLoadError.self) { try ContentLibrary.loadBundle(entry, of: folder.index, in: folder.url) })
    }
}
