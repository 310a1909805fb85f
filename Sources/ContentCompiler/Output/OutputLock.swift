import ContentRuntime
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

/// A lock on an output folder, held from the moment a build first reads the
/// folder (the version check, P106) until its new folder is swapped in, so
/// two builds never race: the second waits, then compares with what the
/// first wrote.
///
/// The lock is `flock` on a file beside the folder, `.<name>.contentc-lock`,
/// which holds the pid of the build that has it. The system releases it when
/// the process ends, however it ends; the file itself stays, with the pid of
/// the last build that held it, and is harmless. Builds take it exclusively;
/// readers (`lint`, `build --check`) take it shared, and only when the file
/// exists, so they never write. Who waits names who holds it as the system
/// tells (``LockHolder``), not by the pid in the file alone, which is the
/// last build's even while a reader or another program holds the lock.
/// It owns an open file descriptor, hence a class.
public final class OutputLock {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Whether a lock keeps others out, or only keeps writers out.
    public enum Mode: Sendable {
        /// For a build: no one else holds the lock meanwhile.
        case exclusive
        /// For a reader: other readers may hold it too, a build may not.
        case shared
    }

    /// Takes the lock of the output folder at `path`, waiting for whoever holds it.
    ///
    /// - Parameters:
    ///   - path: The output folder (or a link to it) as given; its lock sits beside the folder itself.
    ///   - mode: Exclusive for a build, shared for a reader.
    ///   - seconds: How long to wait for another holder before giving up.
    ///   - waiting: Called once, when the lock is taken by another process, with who it is if known.
    /// - Returns: The lock, released when it is deinitialized; `nil` for a
    ///   shared lock when no build ever locked the folder (nothing to wait for).
    /// - Throws: ``OutputError`` naming the holder when the wait runs out, or
    ///   when the lock file cannot be created.
    public static func acquire(_ path: URL, mode: Mode, waitingUpTo seconds: Double,
                               waiting: (LockHolder?) -> Void = { _ in }) throws(OutputError) -> OutputLock? {
        let folder: URL
        do {
            folder = try OutputLocation.find(path).folder
        } catch {
            // A reader of something that is not an output folder has nothing to wait for.
            guard mode == .exclusive else { return nil }
            throw error
        }
        let file = lockFile(for: folder)
        // Never through a link (a build would write its pid into whatever file the link
        // names, cut to that length), and without waiting for a writer of a named pipe.
        let flags = O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY
        let descriptor: Int32
        switch mode {
        case .exclusive:
            try? FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
            descriptor = open(file.path, O_RDWR | O_CREAT | flags, 0o644)
            guard descriptor >= 0 else {
                throw OutputError(message: "cannot create the lock file \(file.path) beside the output folder: \(lockFileProblem(errno))")
            }
        case .shared:
            descriptor = open(file.path, O_RDONLY | flags)
            guard descriptor >= 0 else {
                guard errno == ELOOP else { return nil }
                throw OutputError(message: "cannot use the lock file \(file.path) beside the output folder: \(lockFileProblem(errno))")
            }
        }
        let lock = OutputLock(descriptor: descriptor)
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw OutputError(message: "cannot use the lock file \(file.path) beside the output folder: it is "
                + "\(FileKind.name(info.st_mode) ?? "not a regular file"), not a regular file; remove it")
        }
        let operation = mode == .exclusive ? LOCK_EX : LOCK_SH
        let deadline = Date().addingTimeInterval(seconds)
        var announced = false
        while flock(descriptor, operation | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw OutputError(message: "cannot lock \(file.path): \(String(cString: strerror(errno)))")
            }
            if !announced {
                waiting(LockHolder.of(lockFileAt: descriptor))
                announced = true
            }
            guard Date() < deadline else {
                let holder = LockHolder.of(lockFileAt: descriptor)
                throw OutputError(message: "\(holder?.who ?? "another process") is \(holder?.activity ?? "using") the output folder "
                    + "\(folder.path), and still was after \(Self.describe(seconds)); try again when it is done "
                    + "(its lock is \(file.lastPathComponent))")
            }
            usleep(50_000)
        }
        if mode == .exclusive { writePid(descriptor) }
        return lock
    }

    /// Why the lock file could not be opened, in words: a symbolic link there
    /// is named as one (`open` tells it only as "too many levels of symbolic links").
    private static func lockFileProblem(_ number: Int32) -> String {
        number == ELOOP ? "it is a symbolic link, which contentc does not follow; remove it" : String(cString: strerror(number))
    }

    /// The lock file of an output folder: `.<name>.contentc-lock` beside it.
    public static func lockFile(for folder: URL) -> URL {
        folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).contentc-lock")
    }

    /// Writes this process's pid over the lock file's, cutting the file to
    /// its length only when the one there was longer.
    ///
    /// Never cut to nothing first: ext4 flushes a file cut to nothing and
    /// written again when it is closed (its guard against files left empty
    /// by a crash), and the next build's cut then waits for that flush, up
    /// to the disk's latency (0.2 ms a build, and 7–8 ms one build in three
    /// on this machine's virtual disk while other processes write).
    private static func writePid(_ descriptor: Int32) {
        let pid = Array("\(getpid())\n".utf8)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        var info = stat()
        if fstat(descriptor, &info) != 0 || info.st_size != off_t(pid.count) {
            _ = ftruncate(descriptor, off_t(pid.count))
        }
    }

    private static func describe(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
