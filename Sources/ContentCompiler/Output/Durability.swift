import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes that survive a power cut once they are reported done: a file's
/// bytes are flushed before it is renamed into place, and a folder is
/// flushed after entries are created or renamed in it (the rename itself
/// lives in the folder, not in the file).
enum Durability {
    /// Creates a file with `data` without waiting for the disk: the system is
    /// asked to start writing it out at once (on Linux), and ``flush(files:folders:)``
    /// waits for it later, before anything relies on the file.
    ///
    /// - Throws: ``OutputError`` when it cannot be created or written.
    static func writeFlushingLater(_ data: Data, to url: URL) throws(OutputError) {
        try create(url, with: data, flushed: false, startingWriteback: true)
    }

    /// Creates (or empties) the file at `url`, not following a symbolic link
    /// there, and writes `bytes` into it with the system's calls, flushing it
    /// to disk when asked.
    ///
    /// - Parameter startingWriteback: Whether the system is asked to start
    ///   writing the bytes out without waiting for them (Linux only).
    /// - Throws: ``OutputError`` when it cannot be created, written or flushed.
    static func create(_ url: URL, with bytes: some ContiguousBytes, flushed: Bool,
                       startingWriteback: Bool = false) throws(OutputError) {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o666)
        guard descriptor >= 0 else {
            throw OutputError(message: "cannot create \(url.path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        let written = bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
        guard written, !flushed || fsync(descriptor) == 0 else {
            throw OutputError(message: "cannot write \(url.path): \(String(cString: strerror(errno)))")
        }
        if startingWriteback { startWriteback(descriptor) }
    }

    /// Flushes files and folders to disk, several at once, and returns when
    /// all are: every file's bytes, and the entries (names created, renamed
    /// or removed) of every folder.
    ///
    /// Flushing one file after another waits for the disk once per file (on
    /// ext4, one journal commit each); flushed together, the file system
    /// commits them in a few batches. No order among them is needed: what
    /// must come after all of them (the rename that publishes them) waits for this call.
    ///
    /// - Throws: ``OutputError`` for the first one that cannot be opened or flushed.
    static func flush(files: [URL], folders: [URL]) throws(OutputError) {
        let work = FlushWork(files.map { ($0, false) } + folders.map { ($0, true) })
        let threadCount = min(work.count, flushThreadCount)
        guard threadCount > 1 else {
            work.run()
            if let failure = work.failure { throw failure }
            return
        }
        // Threads of their own, not the cores' pool: each mostly waits for the disk.
        let group = DispatchGroup()
        for _ in 0..<threadCount {
            group.enter()
            Thread {
                work.run()
                group.leave()
            }.start()
        }
        group.wait()
        if let failure = work.failure { throw failure }
    }

    /// How many flushes wait for the disk at once.
    private static let flushThreadCount = 8

    /// Flushes one file's bytes to disk.
    ///
    /// - Throws: ``OutputError`` when it cannot be opened or flushed.
    static func syncFile(_ url: URL) throws(OutputError) {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else {
            throw OutputError(message: "cannot open \(url.path) to flush it: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else {
            throw OutputError(message: "cannot flush \(url.path) to disk: \(String(cString: strerror(errno)))")
        }
    }

    /// Flushes a folder's entries (names created, renamed or removed in it) to disk.
    ///
    /// - Throws: ``OutputError`` when the folder cannot be opened or flushed;
    ///   a file system that cannot flush folders at all (`EINVAL`) is not an error.
    static func syncFolder(_ url: URL) throws(OutputError) {
        let descriptor = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw OutputError(message: "cannot open \(url.path) to flush it: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 || errno == EINVAL else {
            throw OutputError(message: "cannot flush \(url.path) to disk: \(String(cString: strerror(errno)))")
        }
    }
}

/// Writes every byte of `buffer` to `descriptor`, again after an interruption.
///
/// - Returns: Whether all were written.
private func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
    }
    return true
}

extension Durability {
    /// Asks the system to start writing a file's bytes to disk without
    /// waiting (Linux's `sync_file_range(…, SYNC_FILE_RANGE_WRITE)`, resolved
    /// at run time: the C library declares it only for GNU builds), so that a
    /// later flush finds little left to write. Elsewhere, and when it fails,
    /// nothing happens: the flush writes everything then.
    fileprivate static func startWriteback(_ descriptor: Int32) {
        #if os(Linux)
        guard let syncFileRange = linuxSyncFileRange else { return }
        let writeFlag: UInt32 = 2  // SYNC_FILE_RANGE_WRITE
        _ = syncFileRange(descriptor, 0, 0, writeFlag)
        #endif
    }

    #if os(Linux)
    private typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32

    private static let linuxSyncFileRange: SyncFileRange? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "sync_file_range") else { return nil }
        return unsafeBitCast(symbol, to: SyncFileRange.self)
    }()
    #endif
}

/// The files and folders one ``Durability/flush(files:folders:)`` flushes,
/// taken one at a time by its threads, and the first failure.
private final class FlushWork: @unchecked Sendable {
    private let lock = NSLock()
    private let entries: [(url: URL, isFolder: Bool)]
    private var next = 0
    private var firstFailure: OutputError?

    init(_ entries: [(url: URL, isFolder: Bool)]) {
        self.entries = entries
    }

    var count: Int { entries.count }

    var failure: OutputError? {
        lock.lock()
        defer { lock.unlock() }
        return firstFailure
    }

    /// Flushes entries until none is left.
    func run() {
        while let entry = take() {
            do throws(OutputError) {
                if entry.isFolder { try Durability.syncFolder(entry.url) } else { try Durability.syncFile(entry.url) }
            } catch {
                lock.lock()
                if firstFailure == nil { firstFailure = error }
                lock.unlock()
            }
        }
    }

    private func take() -> (url: URL, isFolder: Bool)? {
        lock.lock()
        defer { lock.unlock() }
        guard next < entries.count else { return nil }
        next += 1
        return entries[next - 1]
    }
}
