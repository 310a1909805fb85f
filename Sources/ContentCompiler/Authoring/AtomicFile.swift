#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ContentRuntime

/// Writes a file in one step: the bytes go to a temporary file beside it,
/// flushed to disk, which then takes the file's name, and the folder is
/// flushed after: a reader, a crash or a power cut never sees a half-written
/// or empty file where the author's was (`ext4` may keep a rename made before
/// the renamed file's bytes reach the disk).
public enum AtomicFile {
    /// Replaces an existing file's contents, keeping its permissions. A symbolic
    /// link stays a link: the file it points to is replaced, beside itself.
    ///
    /// - Throws: ``AuthoringError`` (`.io`) when the file cannot be written.
    public static func replace(_ link: URL, with bytes: [UInt8], displayPath: String) throws(AuthoringError) {
        let url = link.resolvingSymlinksInPath()
        let temporary = try writeTemporary(bytes, beside: url, displayPath: displayPath)
        if let permissions = try? FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] {
            try? FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw AuthoringError(.io, "cannot replace the file: \(reason)", file: displayPath)
        }
        flushFolder(of: url)
    }

    /// Creates a new file; never replaces one that exists, even one created a
    /// moment ago by someone else.
    ///
    /// - Throws: ``AuthoringError`` (`.refused`) when the file exists, `.io`
    ///   when it cannot be written.
    public static func create(_ url: URL, with bytes: [UInt8], displayPath: String) throws(AuthoringError) {
        let temporary = try writeTemporary(bytes, beside: url, displayPath: displayPath)
        defer { try? FileManager.default.removeItem(at: temporary) }
        // A hard link takes the name only if it is free: create-or-fail in one step.
        guard link(temporary.path, url.path) != 0 else {
            flushFolder(of: url)
            return
        }
        let error = errno
        if error == EEXIST {
            throw AuthoringError(.refused, "the file already exists; it was left as it is", file: displayPath)
        }
        // A file system without hard links: check, then rename.
        guard !FileManager.default.fileExists(atPath: url.path) else {
            throw AuthoringError(.refused, "the file already exists; it was left as it is", file: displayPath)
        }
        guard rename(temporary.path, url.path) == 0 else {
            throw AuthoringError(.io, "cannot create the file: \(String(cString: strerror(errno)))", file: displayPath)
        }
        flushFolder(of: url)
    }

    /// Flushes the folder that holds `url`, so that the name it took survives
    /// a power cut; the file is written by then, so a folder that cannot be
    /// flushed is not an error.
    private static func flushFolder(of url: URL) {
        try? Durability.syncFolder(url.deletingLastPathComponent())
    }

    /// The bytes in a new hidden file in the same folder (so the rename stays on one file system).
    private static func writeTemporary(_ bytes: [UInt8], beside url: URL, displayPath: String) throws(AuthoringError) -> URL {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).contentc-\(UUID().uuidString).tmp")
        do {
            try Data(bytes).write(to: temporary, options: .withoutOverwriting)
        } catch {
            throw AuthoringError(.io, "cannot write the file: \(SystemErrorText.reason(of: error))", file: displayPath)
        }
        // Flushed before it takes the file's name.
        do {
            try Durability.syncFile(temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw AuthoringError(.io, error.message, file: displayPath)
        }
        return temporary
    }
}
