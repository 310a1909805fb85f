import ContentRuntime
import Foundation

/// The index of the earlier build a version check compares with, read at
/// most once and only when a bundle needs it: a bundle compiled in this
/// build, read from the cache or carried to another version is compared as
/// it is delivered; a bundle the cache gave, whose bytes were not needed, is
/// compared once the new index is made, which a build that changed nothing
/// finds byte for byte in the earlier build's `index.json` without decoding
/// it. Its methods may be called from several threads.
final class PreviousIndexLoader: @unchecked Sendable {
    /// The earlier build.
    let build: PreviousBuild
    private let lock = NSLock()
    private var loaded: Result<PreviousIndex, ReleaseReadError>?

    init(_ build: PreviousBuild) {
        self.build = build
    }

    /// The earlier index, read the first time it is asked for.
    ///
    /// - Parameter expected: The new build's index and its bytes, when made
    ///   (``PreviousIndex/init(_:expecting:)``); an index read before is returned as it was.
    func index(expecting expected: (index: BundleIndex, data: Data)? = nil) -> Result<PreviousIndex, ReleaseReadError> {
        lock.withLock {
            if let loaded { return loaded }
            let result = Result { () throws(ReleaseReadError) in try PreviousIndex(build, expecting: expected) }
            loaded = result
            return result
        }
    }
}
