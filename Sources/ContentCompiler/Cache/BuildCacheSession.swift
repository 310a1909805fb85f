import BookMetadata
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import YAML

/// The build cache during one compilation: looks up each folder's result,
/// stores each folder compiled as soon as it is, then forgets what the
/// project no longer has. Its methods may be called from several threads.
final class BuildCacheSession: @unchecked Sendable {
    let cache: BuildCache
    let context: CacheContext
    /// When the build started: a metadata file changed after it is not vouched for.
    let started = Date()
    private let lock = Lock()
    /// The cache folder's path, to which each file's name is added.
    private let folderPath: String
    /// The fence this build took before it examined any content file.
    private let fence: StampFence?
    /// The digests of the project's files as the cache holds them, read when
    /// first needed (``loadedDigests``): not in a build whose every folder's
    /// entry vouches for its files by their stamps, and stores nothing.
    private var digests: FileDigests?
    /// Whether the cache folder is there to store entries in: `nil` until the first is stored.
    private var isReady: Bool?
    /// Whether an entry was stored in this build.
    private var hasStored = false

    /// A session, or `nil` when something other than a folder is where the
    /// cache belongs (it is then neither read nor replaced).
    ///
    /// - Parameter fence: Taken in the cache folder before any content file
    ///   of this build was examined (``StampFence``), or `nil`.
    init?(_ cache: BuildCache, context: CacheContext, fence: StampFence? = nil) {
        guard cache.isFolder != false else { return nil }
        self.cache = cache
        self.context = context
        folderPath = cache.folder.path
        self.fence = fence
    }

    /// Whether this session read the digests of the project's files.
    var hasReadDigests: Bool { lock.withLock { digests != nil } }

    /// The digests of the project's files as the cache holds them, read now
    /// if they were not yet; called with the lock held.
    private var loadedDigests: FileDigests {
        _read {
            loadDigests()
            yield digests!
        }
        _modify {
            loadDigests()
            yield &digests!
        }
    }

    private func loadDigests() {
        guard digests == nil else { return }
        var read = CacheFile.contents(of: cache.folder.appendingPathComponent(BuildCache.digestsName), maxBytes: FileDigests.maxBytes)
            .flatMap(FileDigests.init(decoding:)) ?? FileDigests()
        read.fence = fence
        digests = read
    }

    /// The cached result of a folder, when every input it was compiled from is
    /// unchanged, with its bundle's bytes not read yet (``bundle(of:for:)``),
    /// and the source lines its diagnostics point at, by location as printed.
    /// Each file's stamp is the one the walk took (``SourceFile/stamp``), or taken now.
    ///
    /// - Parameter readingPrinted: Whether the folder's diagnostics are
    ///   wanted as printed text when the entry has it (``FolderResult/printed``).
    func result(for unit: FolderUnit, stage: FolderStage, readingPrinted: Bool = false)
        -> (result: FolderResult, excerpts: [(location: SourceLocation, excerpt: SourceExcerpts.Excerpt)])? {
        guard let entry = entry(of: unit, readingPrinted: readingPrinted) else { return nil }
        let files = unit.files
        guard entry.key == CacheEntry.key(context: context, unit: unit) else { return nil }
        // Files unchanged since the entry was made, as their stamps show, have the digests it
        // holds; otherwise each file's digest is looked up (or the file read and hashed).
        var found: (digests: [ArraySlice<UInt8>], stamps: [FileStamp])?
        if !entry.vouches(for: files) {
            guard let looked = lock.withLock({ Self.digests(of: files, in: &loadedDigests) }),
                  entry.holds(files, digests: looked.digests)
            else { return nil }
            found = looked
        }
        guard entry.dependencies.map(\.path) == entry.result.dependencies,
              entry.dependencies.allSatisfy({ dependency in
                  dependency.fingerprint == CacheEntry.fingerprint(ofDependency: dependency.path, in: unit.folder.url,
                                                                   content: stage.content)
              })
        else { return nil }
        var result = entry.result
        if let found, stores(stage), let sealedHead = restamp(entry, of: unit, digests: found.digests, stamps: found.stamps) {
            // Diagnostics left in the entry's file are read from the file as it is now.
            result.printed?.unreadDetail?.sealedHead = sealedHead
        }
        return (result, entry.excerpts)
    }

    /// The digests of `files`, in order, with the stamps they were found
    /// under, or `nil` when one cannot be read.
    private static func digests(of files: [SourceFile], in digests: inout FileDigests)
        -> (digests: [ArraySlice<UInt8>], stamps: [FileStamp])? {
        var fileDigests: [ArraySlice<UInt8>] = []
        var stamps: [FileStamp] = []
        fileDigests.reserveCapacity(files.count)
        stamps.reserveCapacity(files.count)
        // By index: the fields are read in place, without copying each file out.
        for index in files.indices {
            guard let stamp = files[index].stamp ?? FileStamp(atPath: files[index].path),
                  let digest = digests.digest(ofFileAt: files[index].path, path: files[index].displayPath,
                                              maxBytes: ParserLimits.content.maxInputBytes, stamp: stamp)
            else { return nil }
            fileDigests.append(digest)
            stamps.append(stamp)
        }
        return (fileDigests, stamps)
    }

    /// Gives the entry of a folder, found by its files' digests, the stamps
    /// this build found those digests under, when every one of them is
    /// trusted (settled by this build's fence, or taken long enough after its
    /// file's last change, as ``FileDigests/record(_:for:)`` settles them):
    /// the next builds then find the folder by its files' stamps, without
    /// reading the digests of the project. Any later change to a file moves
    /// its stamp, which then vouches for nothing.
    ///
    /// The entry's file is written again only when it is still the entry
    /// read (its key and files as they were, and its whole first part when
    /// its diagnostics were left unread behind it, as they are then read
    /// from the file written), with its diagnostics carried as they are; a
    /// file that cannot be written is left as it is.
    ///
    /// - Returns: The new file's bytes up to its first part's checksum, or
    ///   `nil` when it was not written.
    private func restamp(_ entry: CacheEntry, of unit: FolderUnit, digests: [ArraySlice<UInt8>], stamps: [FileStamp])
        -> ArraySlice<UInt8>? {
        var records: [FileDigests.Record] = []
        records.reserveCapacity(stamps.count)
        for (stamp, digest) in zip(stamps, digests) {
            let record = FileDigests.Record(stamp: stamp, digest: Array(digest), isSettled: fence?.settles(stamp) ?? false)
            // A stamp that does not vouch for itself would not let the next build find the entry either.
            guard record.vouches(for: stamp) else { return nil }
            records.append(record)
        }
        let name = BuildCache.entryName(of: unit)
        guard let bytes = CacheFile.contents(atPath: path(of: name)),
              entry.result.printed?.unreadDetail.map({ bytes.starts(with: $0.sealedHead) }) ?? true,
              let restamped = CacheEntry.restamped(bytes, key: entry.key, from: entry.files,
                                                   to: CacheEntry.files(of: unit.files, records: records)),
              (try? CacheFile.write(restamped.bytes, to: cache.folder.appendingPathComponent(name))) != nil
        else { return nil }
        return Array(restamped.bytes[..<restamped.sealedHeadEnd])[...]
    }

    /// The entry of a folder, its diagnostics read only when they are not
    /// wanted as printed text or it keeps none (see ``CacheEntry/init(readingPrintedAt:)``).
    private func entry(of unit: FolderUnit, readingPrinted: Bool) -> CacheEntry? {
        let path = path(of: BuildCache.entryName(of: unit))
        if readingPrinted, let entry = CacheEntry(readingPrintedAt: path) { return entry }
        return CacheFile.contents(atPath: path).flatMap { CacheEntry(decoding: $0, readingPrinted: readingPrinted) }
    }

    /// The path of the file named `name` in the cache folder.
    private func path(of name: String) -> String {
        folderPath.hasSuffix("/") ? folderPath + name : folderPath + "/" + name
    }

    /// The bundle, without its bytes, that the entry of a folder names,
    /// whether its inputs are unchanged or not: what an earlier build made of the folder.
    func storedBundle(for unit: FolderUnit) -> EncodedBundle? {
        // Its diagnostics are not wanted: when the entry keeps them printed, they are not read.
        entry(of: unit, readingPrinted: true)?.result.bundle
    }

    /// A cached bundle with its bytes, read from the cache; `nil` when they
    /// are missing or are not the bytes its entry names.
    func bundle(of bundle: EncodedBundle, for unit: FolderUnit) -> EncodedBundle? {
        CacheFile.contents(atPath: path(of: BuildCache.bundleName(of: unit)), maxBytes: bundle.byteCount)
            .flatMap { bundle.reading(Data($0)) }
    }

    /// Whether this build stores what it compiles: only a cache that is
    /// written, by a build that makes bundles (lint makes none). Files' digests
    /// are taken only for such a build.
    func stores(_ stage: FolderStage) -> Bool { cache.isWritable && stage.lowers }

    /// Stores the result of a folder compiled in this build with the excerpts
    /// of its diagnostics, and the digests of the files read. Does nothing for
    /// a cache that is only read; a cache that cannot be written is left as it
    /// is (the build does not depend on it).
    func store(_ compiled: CompiledFolder, for unit: FolderUnit, stage: FolderStage) {
        // Folders compiled without their bundles (lint) are no results to keep.
        guard stores(stage) else { return }
        let isReady = lock.withLock { () -> Bool in
            for (path, record) in compiled.digests { loadedDigests.recordRead(record, for: path) }
            hasStored = true
            if self.isReady == nil {
                self.isReady = cache.isFolder != nil
                    || (try? FileManager.default.createDirectory(at: cache.folder, withIntermediateDirectories: false)) != nil
            }
            return self.isReady ?? false
        }
        guard isReady, var entry = entry(for: unit, result: compiled.result, stage: stage, digests: compiled.digests) else { return }
        entry.excerpts = compiled.excerpts.kept(for: compiled.result.diagnostics)
        entry.printed = PrintedFolder(diagnostics: compiled.result.diagnostics, excerpts: compiled.excerpts, files: unit.files)
        // The bytes first: an entry is never read before them (and they are checked against its digest).
        if let bundle = compiled.result.bundle {
            guard (try? CacheFile.write(Array(bundle.data), to: cache.folder.appendingPathComponent(BuildCache.bundleName(of: unit)))) != nil
            else { return }
        }
        try? CacheFile.write(entry.encoded(), to: cache.folder.appendingPathComponent(BuildCache.entryName(of: unit)))
    }

    /// Stores `carried`, a cached folder's bundle carried to this build's
    /// version with its bytes, in place of `stored`, the bundle its entry
    /// names (see ``CacheEntry/carried(_:key:from:to:)``): the next build
    /// finds it at this version. The bytes first, as ``store(_:for:stage:)``
    /// writes them: until the entry names them, they do not match its digest
    /// and are not read. Does nothing for a cache that is only read.
    ///
    /// - Parameter result: The folder's result as the cache gave it. When it
    ///   left its diagnostics in the entry's file (``PrintedFolder/UnreadDetail``),
    ///   the file is rewritten only if its first part is still the one they
    ///   are to be read against.
    /// - Returns: The entry file's bytes up to its first part's checksum, as
    ///   written, for the result's ``PrintedFolder/UnreadDetail/sealedHead``;
    ///   `nil` when it was not written.
    func storeCarried(_ carried: EncodedBundle, from stored: EncodedBundle, of result: FolderResult, for unit: FolderUnit,
                      stage: FolderStage) -> ArraySlice<UInt8>? {
        guard stores(stage), carried.hasBytes, carried.contentVersion != stored.contentVersion else { return nil }
        let name = BuildCache.entryName(of: unit)
        guard let bytes = CacheFile.contents(atPath: path(of: name)),
              result.printed?.unreadDetail.map({ bytes.starts(with: $0.sealedHead) }) ?? true,
              let entry = CacheEntry.carried(bytes, key: CacheEntry.key(context: context, unit: unit), from: stored, to: carried),
              (try? CacheFile.write(Array(carried.data), to: cache.folder.appendingPathComponent(BuildCache.bundleName(of: unit)))) != nil,
              (try? CacheFile.write(entry.bytes, to: cache.folder.appendingPathComponent(name))) != nil
        else { return nil }
        return Array(entry.bytes[..<entry.sealedHeadEnd])[...]
    }

    /// Writes the digests of the files read, and removes the entries of
    /// folders the project no longer has. Does nothing for a cache that is
    /// only read.
    ///
    /// Digests are forgotten, and the cache folder is listed for entries to
    /// remove, only when this build stored an entry (a file that left the
    /// project changed its folder's list); the digests are written when one
    /// was recorded or forgotten. A build that stored nothing leaves the
    /// digests and entries of a folder that left the project, which are never
    /// read for another folder, as an entry's name and key are its own
    /// folder's: the next build that stores removes them, as it does an entry
    /// left behind otherwise (a build killed before this, a folder without files).
    func finish(stage: FolderStage, layout: ProjectLayout) {
        guard stores(stage) else { return }
        lock.withLock {
            guard hasStored || digests?.hasChanges == true else { return }
            if hasStored { loadedDigests.keep { layout.files.map(\.displayPath) } }
            if cache.isFolder == nil {
                guard (try? FileManager.default.createDirectory(at: cache.folder, withIntermediateDirectories: false)) != nil
                else { return }
            }
            if loadedDigests.hasChanges {
                try? CacheFile.write(loadedDigests.encoded(), to: cache.folder.appendingPathComponent(BuildCache.digestsName))
            }
            guard hasStored else { return }
            var kept: Set = [BuildCache.digestsName]
            for unit in FolderUnit.all(in: layout) {
                let name = BuildCache.entryName(of: unit)
                kept.insert(name)
                kept.insert(BuildCache.bundleName(ofEntryNamed: name))
            }
            for name in (try? FileManager.default.contentsOfDirectory(atPath: cache.folder.path)) ?? [] where !kept.contains(name) {
                try? FileManager.default.removeItem(at: cache.folder.appendingPathComponent(name))
            }
        }
    }

    /// The entry of a folder compiled in this build, or `nil` when one of its
    /// inputs cannot be vouched for: a file that could not be read, or a
    /// metadata file changed since the build started (it may have changed
    /// between being read and being fingerprinted).
    private func entry(for unit: FolderUnit, result: FolderResult, stage: FolderStage,
                       digests: [String: FileDigests.Record]) -> CacheEntry? {
        let files = unit.files
        var records: [FileDigests.Record] = []
        for file in files {
            // Settled as the digests of the cache settle it, so that the entry vouches for the file as they would.
            guard var record = digests[file.displayPath] else { return nil }
            record.isSettled = fence?.settles(record.stamp) ?? false
            records.append(record)
        }
        var dependencies: [CacheEntry.Dependency] = []
        let settled = Int64(started.timeIntervalSince1970 * 1e9) - FileStamp.settlingTime
        for path in result.dependencies {
            if let stamp = FileStamp(of: unit.folder.url.appendingPathComponent(path)),
               max(stamp.modified, stamp.changed) >= settled {
                return nil
            }
            dependencies.append(CacheEntry.Dependency(
                path: path, fingerprint: CacheEntry.fingerprint(ofDependency: path, in: unit.folder.url, content: stage.content)))
        }
        var stored = result
        stored.model = nil
        return CacheEntry(key: CacheEntry.key(context: context, unit: unit),
                          files: CacheEntry.files(of: files, records: records), dependencies: dependencies, result: stored, excerpts: [])
    }
}
