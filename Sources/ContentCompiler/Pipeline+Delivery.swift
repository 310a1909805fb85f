import ContentRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a build does with each folder's bundle once it is encoded or taken
/// from the cache: writes it to the output folder and lets its bytes and
/// lowered model go, so that the build holds no more than the bundles being
/// made at once; or keeps them all, for a build whose bundles are returned
/// (``Compilation/output``).
struct BundleDelivery: Sendable {
    /// Whether each bundle's bytes and lowered model are kept in its folder's result.
    var keepsBundles: Bool
    /// Where bundles are written (or compared with) as they are made.
    var writer: OutputWriter?
    /// The earlier build the version check compares with: a bundle that
    /// differs from its earlier one keeps its book or course for the comparison.
    var previous: PreviousIndexLoader?
    /// How bundles name the compiler.
    var compiler: String

    /// Whether a bundle the cache gave, at `contentVersion`, must be read
    /// from the cache: to be kept, carried to another version or written
    /// (`out/` does not hold it already). When `out/` holds it, it is given to
    /// the writer here. One not read is compared with the earlier build's
    /// once the new index is made (``settle(_:with:bytes:)``).
    func needsBytes(_ bundle: EncodedBundle, contentVersion: String) -> Bool {
        guard !keepsBundles, bundle.contentVersion == contentVersion else { return true }
        if let writer, !writer.addIfCurrent(bundle.path, sha256: bundle.sha256, byteCount: bundle.byteCount) { return true }
        return false
    }

    /// Passes a folder's bundle on, and lets go of what is not needed any
    /// more. A bundle with its bytes at hand is compared with the earlier
    /// build's here, which reads the earlier index if no bundle did before.
    /// One the cache gave without its bytes keeps where its version is, so
    /// that, read later (``settle(_:with:bytes:)``), it is carried to the
    /// earlier build's version as one read now would be.
    func deliver(_ result: inout FolderResult) {
        guard let bundle = result.bundle else {
            result.model = nil
            return
        }
        if bundle.hasBytes { writer?.add(bundle.path, data: bundle.data, sha256: bundle.sha256) }
        if bundle.hasBytes, let previous, case .success(let index) = previous.index() {
            compare(&result, bundle, with: index)
        } else if !keepsBundles {
            result.model = nil
        }
        if !keepsBundles, bundle.hasBytes { result.bundle = bundle.withoutBytes() }
    }

    /// Compares a bundle delivered without its bytes with the earlier
    /// build's, once the earlier index is read: it holds the same when that
    /// index lists it with the same SHA-256 (and its file is there);
    /// otherwise its bytes and, when at hand, its book or course are taken
    /// from `bytes` (the cache, or its folder compiled again) and compared,
    /// and the result keeps its book or course when it differs. A result
    /// compared already, or without a bundle, is left as it is.
    func settle(_ result: inout FolderResult, with index: PreviousIndex,
                bytes: (EncodedBundle) -> (bundle: EncodedBundle, model: LoweredModel?)?) {
        guard result.isSameAsPrevious == nil, let bundle = result.bundle else { return }
        if index.listsSameDigest(as: bundle) {
            result.isSameAsPrevious = true
            return
        }
        guard let read = bytes(bundle) else {
            result.isSameAsPrevious = false
            return
        }
        var full = result
        full.bundle = read.bundle
        full.model = read.model
        compare(&full, read.bundle, with: index)
        result.isSameAsPrevious = full.isSameAsPrevious
        result.model = full.model
    }

    /// Whether `bundle`, with its bytes, holds what the earlier build's
    /// does; the result keeps its book or course only when it does not (or
    /// when all bundles are kept).
    private func compare(_ result: inout FolderResult, _ bundle: EncodedBundle, with index: PreviousIndex) {
        let model = result.model
        let isSame = index.holds(bundle, compiler: compiler) { model ?? Self.decode(bundle) }
        result.isSameAsPrevious = isSame
        if !isSame && result.model == nil { result.model = Self.decode(bundle) }
        if isSame && !keepsBundles { result.model = nil }
    }

    /// The book or course of a bundle the cache gave, decoded from its bytes.
    private static func decode(_ bundle: EncodedBundle) -> LoweredModel? {
        let decoder = BundleCoding.makeDecoder()
        switch bundle.kind {
        case .book: return (try? decoder.decode(BookBundle.self, from: bundle.data)).map { .book($0.book) }
        case .course: return (try? decoder.decode(CourseBundle.self, from: bundle.data)).map { .course($0.course) }
        }
    }
}
