#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Flushes files and folders to disk on threads of its own, as they are
/// given, so that the threads that write them never wait for the disk;
/// ``finish()`` returns once everything given is on disk.
///
/// Flushing one file after another waits for the disk once per file (on
/// ext4, one journal commit each). With a few flushes waiting at once, the
/// file system commits those that arrive together in one go, and the waits
/// overlap the build's own work. No order among the entries is kept, so
/// whatever must come after them (the rename that publishes them) waits for
/// ``finish()``.
///
/// Its methods may be called from several threads. A thread with nothing to
/// flush for a while ends; ``finish()`` and ``cancel()`` end them all.
final class BackgroundFlush: @unchecked Sendable {
    /// What to flush: a file's bytes, or a folder's entries (names created,
    /// renamed or removed in it).
    enum Entry: Sendable {
        case file(URL)
        case folder(URL)
    }

    private let condition = Condition()
    private let maximumThreads: Int
    private var pending: [Entry] = []
    private var threadCount = 0
    private var idleCount = 0
    private var isClosed = false
    private var isCancelled = false
    private var failure: OutputError?

    /// A flusher with at most `threads` flushes waiting for the disk at once.
    init(threads: Int = 4) {
        maximumThreads = max(1, threads)
    }

    /// Flushes `entry` soon, on a thread of the flusher's; after ``cancel()`` it is
    /// dropped, and after ``finish()`` giving one is a programming error.
    func add(_ entry: Entry) {
        condition.lock()
        defer { condition.unlock() }
        guard !isClosed else {
            // After a cancel the files are being thrown away. After a finish,
            // the entry would never be flushed while the build reports success.
            precondition(isCancelled, "a file was given to flush after the flushes were finished")
            return
        }
        pending.append(entry)
        if idleCount == 0 && threadCount < maximumThreads {
            threadCount += 1
            // Without a new thread, the threads running (or finish()) flush it.
            if !DetachedThread.start({ [self] in run() }) { threadCount -= 1 }
        } else {
            condition.signal()
        }
    }

    /// Flushes what is still pending, and returns when every entry given is flushed.
    ///
    /// - Throws: ``OutputError`` for the first entry that could not be opened or flushed.
    func finish() throws(OutputError) {
        condition.lock()
        isClosed = true
        condition.broadcast()
        while threadCount > 0 || !pending.isEmpty {
            if threadCount == 0 {
                // Every thread ended while idle just before this: flush the rest here.
                let entries = pending
                pending = []
                condition.unlock()
                let problems = entries.compactMap(Self.flush)
                condition.lock()
                if failure == nil { failure = problems.first }
            } else {
                condition.wait()
            }
        }
        let failure = failure
        condition.unlock()
        if let failure { throw failure }
    }

    /// Drops what is still pending (what was written is being thrown away),
    /// and returns once no flush is running.
    func cancel() {
        condition.lock()
        isClosed = true
        isCancelled = true
        pending = []
        condition.broadcast()
        while threadCount > 0 { condition.wait() }
        condition.unlock()
    }

    /// A thread's loop: flushes pending entries; ends when the flusher is
    /// closed and nothing is pending, or after a second with nothing to do.
    private func run() {
        condition.lock()
        while true {
            if let entry = pending.popLast() {
                condition.unlock()
                let problem = Self.flush(entry)
                condition.lock()
                if failure == nil { failure = problem }
                continue
            }
            if isClosed { break }
            idleCount += 1
            let woken = condition.wait(timeout: .seconds(1))
            idleCount -= 1
            if !woken && pending.isEmpty && !isClosed { break }
        }
        threadCount -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Flushes one entry; the problem, if it cannot be flushed.
    private static func flush(_ entry: Entry) -> OutputError? {
        do throws(OutputError) {
            switch entry {
            case .file(let url): try Durability.syncFile(url)
            case .folder(let url): try Durability.syncFolder(url)
            }
            return nil
        } catch {
            return error
        }
    }
}
