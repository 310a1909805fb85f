import BookMetadata
import ContentRuntime
import Crypto
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

/// Writes (or checks) the output folder one file at a time, as a build makes
/// its bundles, so that no more than one bundle's bytes per thread are held.
///
/// Each file given is compared with the one in the output folder at once (or
/// taken to be the same by its stamp, when the record beside the folder
/// vouches for it: see ``OutputStamps``): the
/// same bytes are remembered and, once something differs, hard-linked into a
/// staging folder beside it; other bytes are written there. Only
/// ``finish()`` replaces the folder, atomically (see ``OutputFolder``), and
/// only when something differs: with nothing changed the folder is not
/// touched and no staging folder is made. ``abandon()`` drops what was staged.
///
/// The thread that writes a file does not wait for the disk: each file
/// written is flushed on a thread of a ``BackgroundFlush``, every staged
/// folder too (from ``flushFolders()`` once every file is given, or from
/// ``finish()``), and ``finish()`` waits for all of them before the swap. The swap is the only step that makes the new files the output
/// folder, so once it is done the folder is complete and on disk: every
/// written file's bytes and every folder's entries were flushed before it,
/// and the linked files are the old folder's, flushed by the build that
/// wrote them.
///
/// Its methods may be called from several threads; each path is given once.
public final class OutputWriter: @unchecked Sendable {
    /// Whether the writer replaces the folder, or only tells what differs (`contentc build --check`).
    public enum Mode: Sendable {
        case write
        case check
    }

    private let mode: Mode
    private let lock = Lock()
    /// The folder to replace, or why it cannot be used (reported by ``finish()``).
    private let location: Result<OutputLocation, OutputError>
    /// The files in the folder when the build started, by path.
    private let existing: [String: OutputFolder.Entry]
    private var changes: [OutputFolder.Change] = []
    private var given: Set<String> = []
    /// Files whose bytes are the folder's, given before the staging folder was made.
    private var unchanged: [String] = []
    private var staging: URL?
    /// The staging folder's path, to which each file's path is joined (no URL is made for a file linked).
    private var stagingPath = ""
    /// The path of the folder to replace, when it can be used.
    private let folderPath: String?
    private var stagedFolders: Set<String> = []
    /// The staged folders already given to be flushed (``flushFolders()``).
    private var flushedFolders: Set<String> = []
    /// Flushes the files written into the staging folder, and its folders before the swap.
    private let flush = BackgroundFlush()
    /// What went wrong while staging; ``finish()`` throws it.
    private var failure: OutputError?
    /// What the last build recorded of the folder's files (see ``OutputStamps``).
    private let stamps: OutputStamps?
    /// The SHA-256 of each file given whose bytes are known, for the next record.
    private var digests: [String: String] = [:]
    /// Whether every file given so far was vouched for by ``stamps``.
    private var isAllVouched = true

    /// A writer of the output folder at `path`. In ``Mode/write``, what an
    /// interrupted earlier write left is cleaned up first; ``Mode/check``
    /// writes nothing at all.
    ///
    /// - Parameter warn: Told of what the write could not clean up, to pass on to the user.
    public init(_ path: URL, mode: Mode, warn: (String) -> Void = { _ in }) {
        self.mode = mode
        do throws(OutputError) {
            let location = try OutputLocation.find(path)
            if mode == .write { OutputFolder.recoverInterruptedWrite(of: location.folder, warn: warn) }
            let exists = try location.exists()
            existing = exists ? Dictionary(OutputFolder.filesInside(location.folder).map { ($0.path, $0) }) { first, _ in first } : [:]
            stamps = exists ? OutputStamps(besideFolder: location.folder) : nil
            self.location = .success(location)
            folderPath = location.folder.path
        } catch {
            location = .failure(error)
            existing = [:]
            stamps = nil
            folderPath = nil
        }
    }

    /// Compares one file of the build with the folder's, and stages it when
    /// writing: linked when its bytes are the folder's, written otherwise. A
    /// path given before is not given again.
    ///
    /// - Parameter sha256: The SHA-256 of `data` in hexadecimal, when known:
    ///   the folder's file is then not read when its stamp vouches for it.
    public func add(_ path: String, data: Data, sha256: String? = nil) {
        guard case .success(let location) = location else { return }
        let folder = location.folder
        let isVouched = sha256.map { self.isVouched(path, sha256: $0, byteCount: data.count) } ?? false
        let isSame = isVouched
            || existing[path].map { $0.isRegularFile && Self.holds(folder.appendingPathComponent(path), data) } ?? false
        lock.lock()
        guard given.insert(path).inserted else {
            lock.unlock()
            return
        }
        if let sha256 {
            digests[path] = sha256
            if !isVouched { isAllVouched = false }
        }
        if isSame {
            keepUnchanged(path)
            return
        }
        changes.append(existing[path] == nil ? .added(path) : .changed(path))
        let staging = mode == .write ? makeStaging(for: location) : nil
        lock.unlock()
        if staging != nil { stage(path, data: data, linking: false) }
    }

    /// Gives a file of the build by its SHA-256 and size alone, when the
    /// folder's file has the same (it is kept as it is); otherwise gives
    /// nothing, and the file's bytes must be given with ``add(_:data:)``.
    ///
    /// - Returns: Whether the folder's file holds those bytes.
    func addIfCurrent(_ path: String, sha256: String, byteCount: Int) -> Bool {
        guard case .success(let location) = location, let entry = existing[path], entry.isRegularFile else { return false }
        let isVouched = self.isVouched(path, sha256: sha256, byteCount: byteCount)
        guard isVouched || Self.sha256(of: location.folder.appendingPathComponent(path), byteCount: byteCount) == sha256
        else { return false }
        lock.lock()
        guard given.insert(path).inserted else {
            lock.unlock()
            return true
        }
        digests[path] = sha256
        if !isVouched { isAllVouched = false }
        keepUnchanged(path)
        return true
    }

    /// Whether the folder's file at `path`, as it was listed, holds those
    /// bytes by the last build's record of it.
    private func isVouched(_ path: String, sha256: String, byteCount: Int) -> Bool {
        guard let stamps, let entry = existing[path] else { return false }
        return stamps.vouches(for: path, current: entry.stamp, sha256: sha256, byteCount: byteCount)
    }

    /// Keeps a file whose bytes are the folder's: remembered until the
    /// staging folder is made, linked into it after. Called with the lock held; releases it.
    private func keepUnchanged(_ path: String) {
        guard staging != nil else {
            unchanged.append(path)
            lock.unlock()
            return
        }
        lock.unlock()
        stage(path, data: nil, linking: true)
    }

    /// Adds the files a build made all at once.
    func add(_ files: [BundleOutput.File]) {
        _ = files.parallelMap { file in self.add(file.path, data: file.data) }
    }

    /// Starts flushing the staged folders' entries to disk once every file was
    /// given, so that the wait goes on beside what the build does before
    /// ``finish()``, which flushes only the folders staged since and waits for all.
    func flushFolders() {
        lock.lock()
        defer { lock.unlock() }
        guard mode == .write, staging != nil, failure == nil else { return }
        for folder in stagedFolders.subtracting(flushedFolders).sorted() { flush.add(.folder(URL(fileURLWithPath: folder))) }
        flushedFolders.formUnion(stagedFolders)
    }

    /// What differs from the folder, sorted by path: the files given so far,
    /// and the folder's files none was given for. Call it once every file was given.
    public func differences() throws(OutputError) -> [OutputFolder.Change] {
        _ = try location.get()
        lock.lock()
        defer { lock.unlock() }
        let removed = existing.keys.filter { !given.contains($0) }.map(OutputFolder.Change.removed)
        return (changes + removed).sorted { $0.path < $1.path }
    }

    /// Replaces the folder with the files given, atomically, when any differs
    /// (``Mode/write``; in ``Mode/check`` nothing is written).
    ///
    /// - Returns: What changed (empty when the folder was already current).
    /// - Throws: ``OutputError`` as ``OutputFolder/write(_:to:warn:)`` does;
    ///   the folder is then left exactly as it was.
    @discardableResult
    public func finish(warn: (String) -> Void = { _ in }) throws(OutputError) -> [OutputFolder.Change] {
        let location = try location.get()
        let changes = try differences()
        guard mode == .write else { return changes }
        guard !changes.isEmpty else {
            recordStamps(of: location.folder, isRewritten: false)
            return changes
        }
        lock.lock()
        let staging = makeStaging(for: location)
        let failure = failure
        let folders = stagedFolders.subtracting(flushedFolders)
        lock.unlock()
        guard let staging, failure == nil else {
            abandon()
            throw failure ?? OutputError(message: "cannot write the output folder \(location.folder.path)")
        }
        do {
            for folder in folders.sorted() { flush.add(.folder(URL(fileURLWithPath: folder))) }
            try flush.finish()
        } catch {
            abandon()
            throw OutputError(message: "cannot write the output folder \(location.folder.path): \(error.message)")
        }
        try OutputFolder.install(staging, at: location, warn: warn)
        lock.lock()
        self.staging = nil
        lock.unlock()
        recordStamps(of: location.folder, isRewritten: true)
        return changes
    }

    /// Starts ``finish(warn:)`` on another thread, so that the caller goes on
    /// while the write waits for the disk; nothing else of the writer is
    /// called until its outcome is taken. The outcome holds what the write
    /// warned of, in order, for the caller to tell after what it printed
    /// meanwhile, and what changed (as `finish` returns it) or why it failed.
    public func finishInBackground() -> BackgroundValue<(warnings: [String], changes: Result<[OutputFolder.Change], OutputError>)> {
        BackgroundValue {
            var warnings: [String] = []
            let changes = Result { () throws(OutputError) in try self.finish { warnings.append($0) } }
            return (warnings, changes)
        }
    }

    /// Records the stamps of the folder's files whose bytes are known (see
    /// ``OutputStamps``), once the folder is what this build leaves: each
    /// file is examined again now. A file of a folder left untouched is
    /// recorded only if it is still as it was listed, before its bytes were
    /// read; nothing is written when the last record vouched for every file.
    private func recordStamps(of folder: URL, isRewritten: Bool) {
        lock.lock()
        let digests = digests
        let isCurrent = !isRewritten && isAllVouched && stamps?.records.count == digests.count
        lock.unlock()
        guard !isCurrent else { return }
        let folderPath = folderPath ?? folder.path
        OutputStamps.write(besideFolder: folder) {
            var records: [String: OutputStamps.Record] = [:]
            records.reserveCapacity(digests.count)
            for (path, sha256) in digests {
                var info = stat()
                guard lstat(Self.joined(folderPath, path), &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                let stamp = FileStamp(info, taken: 0)
                if !isRewritten, existing[path]?.stamp.map(stamp.isSameState) != true { continue }
                records[path] = OutputStamps.Record(stamp: stamp, sha256: sha256)
            }
            return records
        }
    }

    /// Removes what was staged; the folder is left as it was.
    public func abandon() {
        lock.lock()
        let staging = staging
        self.staging = nil
        lock.unlock()
        flush.cancel()
        if let staging { try? FileManager.default.removeItem(at: staging) }
    }

    // MARK: Staging

    /// The staging folder, made at the first difference, with the unchanged
    /// files given before it linked in; `nil` once staging failed. Called with the lock held.
    private func makeStaging(for location: OutputLocation) -> URL? {
        guard failure == nil else { return nil }
        if let staging { return staging }
        let folder = location.folder
        // The first by path of the files contentc does not write, without sorting the others.
        if let foreign = existing.values.filter({ !$0.isRegularFile || !OutputFolder.isBundlePath($0.path) })
            .min(by: { $0.path < $1.path }) {
            failure = OutputError(message: "\(folder.path)/\(foreign.path) was not written by contentc; move it out of the output folder, which contentc replaces as a whole")
            return nil
        }
        do {
            try OutputFolder.requireWritable(folder)
        } catch {
            failure = error
            return nil
        }
        let parent = folder.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(folder.lastPathComponent).contentc-new-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: staging)
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            failure = OutputError(message: "cannot write the output folder \(folder.path): \(SystemErrorText.describing(error))")
            return nil
        }
        stagingPath = staging.path
        stagedFolders.insert(stagingPath)
        self.staging = staging
        for path in unchanged {
            guard let target = stagedFile(path) else { return nil }
            keep(path, at: target, data: nil)
        }
        unchanged = []
        return failure == nil ? staging : nil
    }

    /// Puts one file into the staging folder, once it is made: a hard link
    /// to the folder's file when `linking` (it keeps its inode and
    /// modification time), else `data` written (and flushed by ``finish()``).
    private func stage(_ path: String, data: Data?, linking: Bool) {
        lock.lock()
        let target = stagedFile(path)
        lock.unlock()
        guard let target else { return }
        if linking {
            keep(path, at: target, data: data)
        } else if let data {
            write(data, to: URL(fileURLWithPath: target))
        }
    }

    /// Links the folder's file at `path` at `target`, or writes `data` (else
    /// the folder's file's bytes) there when it cannot be linked.
    private func keep(_ path: String, at target: String, data: Data?) {
        guard let folderPath else { return }
        let source = Self.joined(folderPath, path)
        guard link(source, target) != 0 else { return }
        let bytes = data ?? (try? Data(contentsOf: URL(fileURLWithPath: source)))
        guard let bytes else {
            fail(OutputError(message: "cannot read \(source) to keep it"))
            return
        }
        write(bytes, to: URL(fileURLWithPath: target))
    }

    private func write(_ data: Data, to url: URL) {
        do {
            try Durability.create(url, with: data, flushed: false)
        } catch {
            fail(OutputError(message: "cannot write the output folder: \(SystemErrorText.describing(error))"))
            return
        }
        flush.add(.file(url))
    }

    private func fail(_ error: OutputError) {
        lock.lock()
        if failure == nil { failure = error }
        lock.unlock()
    }

    /// Where a file goes in the staging folder, its folder made first; `nil`
    /// when that fails. Called with the lock held.
    private func stagedFile(_ path: String) -> String? {
        let target = Self.joined(stagingPath, path)
        // A bundle's path is `index.json` or `<kind>s/<id>.json` (``OutputFolder/isBundlePath(_:)``).
        let parent = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { Self.joined(stagingPath, String(path[..<$0])) } ?? stagingPath
        if !stagedFolders.contains(parent) {
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                if failure == nil { failure = OutputError(message: "cannot write the output folder: \(SystemErrorText.describing(error))") }
                return nil
            }
            stagedFolders.insert(parent)
        }
        return target
    }

    /// `path` inside the folder at `folder`.
    private static func joined(_ folder: String, _ path: String) -> String {
        folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }

    /// Whether the regular file at `url` holds exactly `data`, read a piece at a time.
    private static func holds(_ url: URL, _ data: Data) -> Bool {
        var offset = 0
        let matched = readPieces(of: url, byteCount: data.count) { piece in
            let same = data.withUnsafeBytes { built in memcmp(built.baseAddress! + offset, piece.baseAddress!, piece.count) == 0 }
            offset += piece.count
            return same
        }
        return matched && offset == data.count
    }

    /// The SHA-256 of the regular file at `url` as the index writes it, when
    /// it has `byteCount` bytes; `nil` otherwise.
    private static func sha256(of url: URL, byteCount: Int) -> String? {
        var hasher = SHA256()
        guard readPieces(of: url, byteCount: byteCount, { piece in
            hasher.update(bufferPointer: UnsafeRawBufferPointer(piece))
            return true
        }) else { return nil }
        return BundleDigest.hexadecimal(hasher.finalize())
    }

    /// Reads the regular file at `url` (not following a symbolic link) a
    /// piece at a time into one small buffer, when it has exactly `byteCount`
    /// bytes, while `body` returns `true`.
    ///
    /// - Returns: Whether every byte was read and passed.
    private static func readPieces(of url: URL, byteCount: Int, _ body: (UnsafeMutableRawBufferPointer) -> Bool) -> Bool {
        // Without waiting for a writer, should a named pipe be there: it is examined, and refused, below.
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == byteCount else { return false }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        defer { buffer.deallocate() }
        var total = 0
        while true {
            let got = read(descriptor, buffer.baseAddress!, buffer.count)
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { return false }
            if got == 0 { return total == byteCount }
            total += got
            guard total <= byteCount, body(UnsafeMutableRawBufferPointer(rebasing: buffer[..<got])) else { return false }
        }
    }
}
