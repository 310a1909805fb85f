import BookMetadata
import ContentRuntime
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The index of the earlier build a version check compares with, read at
/// most once and only when a bundle needs it: a bundle compiled in this
/// build, read from the cache or carried to another version is compared as
/// it is delivered; a bundle the cache gave, whose bytes were not needed, is
/// compared once the new index is made, which a build that changed nothing
/// finds byte for byte in the earlier build's `index.json` without decoding
/// it. Its methods may be called from several threads.
///
/// An earlier bundle the comparison will likely need (``loadAhead(_:)``)
/// is loaded on another thread while the build goes on.
final class PreviousIndexLoader: @unchecked Sendable {
    /// The earlier build.
    let build: PreviousBuild
    private let lock = Lock()
    private var loaded: Result<PreviousIndex, ReleaseReadError>?
    private var ahead: [BundleKey: BundleLoad] = [:]
    /// What the build that wrote the earlier build's folder recorded of its
    /// files, read when a bundle is first loaded: a file it vouches for is
    /// not hashed again (``load(_:of:)``).
    private let stamps: OnDemand<OutputStamps?>

    init(_ build: PreviousBuild) {
        self.build = build
        stamps = OnDemand { OutputStamps(besideFolder: build.directory) }
    }

    /// Loads an earlier bundle as ``ContentLibrary/loadBundle(_:of:in:)``
    /// does, with the same result and errors; but a file whose stamp the
    /// record beside the earlier build's folder (``OutputStamps``) vouches
    /// for, as holding the bytes the index lists, is not checked for them again.
    func load(_ entry: BundleIndex.Entry, of index: PreviousIndex) -> Result<LoadedBundle, ContentLoadError> {
        Result { () throws(ContentLoadError) in
            try PreviousBuild.refuseLinks(in: index.folder, relative: entry.file)
            return try ContentLibrary.loadBundle(entry, of: index.index, in: index.folder) { path in vouches(for: entry, atPath: path) }
        }
    }

    /// Whether the record beside the earlier build's folder vouches that the
    /// file at `path` (the entry's, once read) holds, as it is now, the bytes
    /// `entry` lists.
    func vouches(for entry: BundleIndex.Entry, atPath path: String) -> Bool {
        guard let stamps = stamps.value else { return false }
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return stamps.vouches(for: entry.file, current: FileStamp(info, taken: 0), sha256: entry.sha256.lowercased(),
                              byteCount: entry.bytes)
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

    /// Starts loading, on another thread, the earlier build's bundle of the
    /// kind and id of `bundle`, when its index lists it with the SHA-256 of
    /// `bundle`: a bundle an earlier build made of a folder whose files have
    /// changed since, which the comparison will need unless the folder gives
    /// the same bytes again. It reads the earlier index first, if no bundle
    /// did before. ``ChangedBundles`` takes the result (``loadedAhead(_:)``);
    /// one not asked for is let go with the loader.
    ///
    /// - Parameter queue: Where the load runs.
    func loadAhead(_ bundle: EncodedBundle, on queue: DispatchQueue = .global()) {
        let key = BundleKey(bundle.kind, bundle.id)
        let load: BundleLoad? = lock.withLock {
            guard ahead[key] == nil else { return nil }
            let load = BundleLoad()
            ahead[key] = load
            return load
        }
        guard let load else { return }
        queue.async {
            guard load.claim() else { return }
            guard case .success(let index) = self.index(), let entry = index.entry(listing: bundle) else {
                load.finish(nil)
                return
            }
            load.finish((entry, self.load(entry, of: index)))
        }
    }

    /// The result of loading an entry of the earlier index ahead, once it is
    /// done; `nil` when it was not loaded ahead, or its loading had not
    /// started (it then never does, and the caller loads the entry itself).
    func loadedAhead(_ entry: BundleIndex.Entry) -> Result<LoadedBundle, ContentLoadError>? {
        guard let load = lock.withLock({ ahead[BundleKey(entry)] }), let (loadedEntry, result) = load.outcome(),
              loadedEntry == entry else { return nil }
        return result
    }
}

/// An earlier bundle loaded on another thread, for the version check. The
/// thread that claims it first loads it: the one it was started on, or the
/// version check, which then loads it itself rather than wait for a thread.
private final class BundleLoad: @unchecked Sendable {
    private let lock = Lock()
    private var isClaimed = false
    private let done = DispatchSemaphore(value: 0)
    private var loaded: (entry: BundleIndex.Entry, result: Result<LoadedBundle, ContentLoadError>)?

    /// Whether the calling thread is the first to claim the load.
    func claim() -> Bool {
        lock.withLock {
            defer { isClaimed = true }
            return !isClaimed
        }
    }

    /// Records what loading gave (`nil`: the entry was not loaded) and wakes whoever waits.
    func finish(_ loaded: (entry: BundleIndex.Entry, result: Result<LoadedBundle, ContentLoadError>)?) {
        self.loaded = loaded
        done.signal()
    }

    /// What loading gave, waited for; `nil`, at once, when no thread had claimed it.
    func outcome() -> (entry: BundleIndex.Entry, result: Result<LoadedBundle, ContentLoadError>)? {
        guard !claim() else { return nil }
        done.wait()
        done.signal()
        return loaded
    }
}
