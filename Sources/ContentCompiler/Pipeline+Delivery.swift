import ContentRuntime
import Foundation

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
    var previous: PreviousIndex?
    /// How bundles name the compiler.
    var compiler: String

    /// Whether a bundle the cache gave, at `contentVersion`, must be read
    /// from the cache: to be kept, carried to another version, written
    /// (`out/` does not hold it already) or compared by its bytes with the
    /// earlier build's. When `out/` holds it, it is given to the writer here.
    func needsBytes(_ bundle: EncodedBundle, contentVersion: String) -> Bool {
        guard !keepsBundles, bundle.contentVersion == contentVersion else { return true }
        if let writer, !writer.addIfCurrent(bundle.path, sha256: bundle.sha256, byteCount: bundle.byteCount) { return true }
        if let previous, !previous.listsSameDigest(as: bundle) { return true }
        return false
    }

    /// Passes a folder's bundle on, and lets go of what is not needed any more.
    func deliver(_ result: inout FolderResult) {
        guard let bundle = result.bundle else {
            result.model = nil
            return
        }
        if bundle.hasBytes { writer?.add(bundle.path, data: bundle.data, sha256: bundle.sha256) }
        if let previous {
            let model = result.model
            let isSame = previous.holds(bundle, compiler: compiler) { model ?? Self.decode(bundle) }
            result.isSameAsPrevious = isSame
            if !isSame && result.model == nil { result.model = Self.decode(bundle) }
            if isSame && !keepsBundles { result.model = nil }
        } else if !keepsBundles {
            result.model = nil
        }
        if !keepsBundles { result.bundle = bundle.withoutBytes() }
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
