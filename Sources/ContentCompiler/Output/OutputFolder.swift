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
import ContentRuntime

/// The output folder is written or left alone, never half-written, and never with others' files lost.
public struct OutputError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, naming the folder or file.
    public var message: String
    public var description: String { message }
}

/// The output folder (`out/`): compared with a build's bundles, and replaced as a whole.
///
/// A write builds the complete new folder beside the old one, then exchanges
/// the two in one atomic step and deletes the old one. A build that fails or
/// is killed at any point leaves either the old folder or the new one, never a
/// mix. A folder whose files already match is not touched at all, and in a
/// folder that changed, the files that did not are hard links to the old ones
/// (same inode, same modification time), not copies.
///
/// The output path must be a folder, nothing yet, or a symbolic link to a
/// folder; a link is followed and the folder it points to is replaced, so the
/// link stays a link. Anything else there is refused, never replaced.
public enum OutputFolder {
    /// How one file of the folder differs from the build.
    public enum Change: Sendable, Hashable, CustomStringConvertible {
        /// The build has a file the folder lacks.
        case added(String)
        /// The file's bytes differ.
        case changed(String)
        /// The folder has a file the build does not produce.
        case removed(String)

        /// The file's path inside the folder.
        public var path: String {
            switch self {
            case .added(let path), .changed(let path), .removed(let path): path
            }
        }

        public var description: String {
            switch self {
            case .added(let path): "missing: \(path)"
            case .changed(let path): "out of date: \(path)"
            case .removed(let path): "no longer produced: \(path)"
            }
        }
    }

    /// What differs between the folder on disk and the build, sorted by path.
    /// A missing folder differs by every file. Writes nothing, not even to
    /// clean up after an interrupted write.
    ///
    /// - Throws: ``OutputError`` when something other than a folder, or a
    ///   symbolic link to one, is at the path.
    public static func changes(from folder: URL, to output: BundleOutput) throws(OutputError) -> [Change] {
        let writer = OutputWriter(folder, mode: .check)
        writer.add(output.files)
        return try writer.differences()
    }

    /// Replaces the folder with the build's files, atomically; does nothing when they already match.
    ///
    /// Every new file and folder is flushed to disk before the swap, and the
    /// folder holding the output folder after it, so a power cut after the
    /// build reports success cannot lose the build. Hold the folder's
    /// ``OutputLock`` from the version check to here. ``OutputWriter`` does
    /// the same a file at a time.
    ///
    /// - Parameter warn: Told of what the write could not clean up (the old
    ///   folder, or an earlier build's leftovers, that cannot be removed), to
    ///   pass on to the user; the write itself succeeded.
    /// - Returns: What changed (empty when the folder was already current).
    /// - Throws: ``OutputError`` when the path is not a folder or a symbolic
    ///   link to one, when the folder holds files contentc did not write (they
    ///   would be lost), when it is read-only (its old copy could not be
    ///   removed), or when it cannot be written; the old folder, or whatever is
    ///   at the path, is then left exactly as it was.
    @discardableResult
    public static func write(_ output: BundleOutput, to path: URL,
                             warn: (String) -> Void = { _ in }) throws(OutputError) -> [Change] {
        let writer = OutputWriter(path, mode: .write, warn: warn)
        writer.add(output.files)
        return try writer.finish(warn: warn)
    }

    /// Refuses a folder the build could swap out but not delete afterwards: a
    /// read-only output folder, or one of its folders (their files are removed
    /// with the old copy). Checked before anything is written.
    static func requireWritable(_ folder: URL) throws(OutputError) {
        guard FileManager.default.fileExists(atPath: folder.path) else { return }
        // The folder, then every folder in it (and every link in it to a folder), by path.
        var folders: [(path: String, onDisk: [CChar])] = []
        walk(folder) { onDisk, _, examined in
            let type = examined.st_mode & S_IFMT
            var info = stat()
            if type == S_IFDIR || (type == S_IFLNK && stat(onDisk, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR) {
                folders.append((Self.decoded(onDisk), onDisk))
            }
        }
        let root = (path: folder.path, onDisk: Array(folder.path.utf8CString))
        for (path, onDisk) in [root] + folders.sorted(by: { $0.path < $1.path }) where access(onDisk, W_OK) != 0 {
            let reason = String(cString: strerror(errno))
            let which = path == folder.path ? "" : " (\(path) cannot be changed)"
            throw OutputError(message: "the output folder \(folder.path) is read-only\(which): \(reason); contentc replaces it as a whole and must delete the old copy, so nothing was written; make it writable (chmod -R u+w) and build again")
        }
    }

    // MARK: Installing

    /// Puts the staged folder in place of the output folder, atomically where
    /// the system allows, then flushes the folder that holds both to disk.
    ///
    /// The folder is checked again first: only a folder is ever exchanged or
    /// moved aside, never a file or link that appeared meanwhile.
    static func install(_ staging: URL, at location: OutputLocation, warn: (String) -> Void) throws(OutputError) {
        let fileManager = FileManager.default
        let folder = location.folder
        let parent = folder.deletingLastPathComponent()
        let exists: Bool
        do {
            exists = try location.exists()
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
        guard exists else {
            do {
                try fileManager.moveItem(at: staging, to: folder)
                try Durability.syncFolder(parent)
                return
            } catch {
                try? fileManager.removeItem(at: staging)
                throw OutputError(message: "cannot create the output folder \(folder.path): \(SystemErrorText.describing(error, besides: folder.path))")
            }
        }
        if DirectorySwap.exchange(staging, folder) {
            // `staging` now holds the old folder.
            try? Durability.syncFolder(parent)  // The new folder is in place either way.
            remove(staging, what: "the old output folder", warn: warn)
            return
        }
        // No atomic exchange here: move the old folder aside, then the new one in.
        // If the process dies in between, the next run moves the old one back.
        let aside = oldFolderURL(for: folder)
        do {
            try fileManager.moveItem(at: folder, to: aside)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw OutputError(message: "cannot replace the output folder \(folder.path): \(SystemErrorText.describing(error, besides: folder.path))")
        }
        do {
            try fileManager.moveItem(at: staging, to: folder)
        } catch {
            try? fileManager.moveItem(at: aside, to: folder)
            try? fileManager.removeItem(at: staging)
            throw OutputError(message: "cannot replace the output folder \(folder.path): \(SystemErrorText.describing(error, besides: folder.path))")
        }
        try? Durability.syncFolder(parent)
        remove(aside, what: "the old output folder", warn: warn)
    }

    /// Removes a folder the write is done with, telling `warn` when it cannot.
    private static func remove(_ url: URL, what: String, warn: (String) -> Void) {
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            warn("cannot remove \(what), kept at \(url.path): \(SystemErrorText.describing(error, besides: url.path)); delete it by hand")
        }
    }

    /// Where a write without atomic exchange keeps the old folder for a moment.
    private static func oldFolderURL(for folder: URL) -> URL {
        folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).contentc-old")
    }

    /// Restores the old folder if a write without atomic exchange was interrupted
    /// between its two moves, and removes leftovers of interrupted writes,
    /// telling `warn` of each that cannot be removed.
    static func recoverInterruptedWrite(of folder: URL, warn: (String) -> Void) {
        let fileManager = FileManager.default
        let aside = oldFolderURL(for: folder)
        if fileManager.fileExists(atPath: aside.path) {
            if fileManager.fileExists(atPath: folder.path) {
                remove(aside, what: "the output folder an interrupted build moved aside", warn: warn)
            } else {
                try? fileManager.moveItem(at: aside, to: folder)
            }
        }
        let parent = folder.deletingLastPathComponent()
        let prefix = ".\(folder.lastPathComponent).contentc-new-"
        for name in (try? fileManager.contentsOfDirectory(atPath: parent.path)) ?? [] where name.hasPrefix(prefix) {
            let pid = Int32(name.dropFirst(prefix.count)) ?? 0
            if pid == ProcessInfo.processInfo.processIdentifier || !isRunning(pid) {
                remove(parent.appendingPathComponent(name), what: "what an interrupted build left", warn: warn)
            }
        }
    }

    private static func isRunning(_ pid: Int32) -> Bool {
        pid > 0 && kill(pid, 0) == 0
    }

    // MARK: Files

    /// One entry of the output folder that is not a folder.
    struct Entry {
        /// The path inside the output folder, with `/`.
        var path: String
        /// A regular file, not a symbolic link, pipe or device (which contentc never writes).
        var isRegularFile: Bool
        /// What the system said of a regular file when the folder was listed.
        var stamp: FileStamp?
    }

    /// Everything under `folder` but folders, sorted by path; empty when it does not exist.
    /// Symbolic links are listed, not followed. macOS Finder's `.DS_Store` files are not counted.
    /// A folder inside that cannot be listed is left out, as the file manager's enumerator leaves it.
    static func filesInside(_ folder: URL) -> [Entry] {
        var entries: [Entry] = []
        walk(folder) { _, relative, info in
            let type = info.st_mode & S_IFMT
            guard type != S_IFDIR, relative != ".DS_Store", !relative.hasSuffix("/.DS_Store") else { return }
            entries.append(Entry(path: relative, isRegularFile: type == S_IFREG,
                                 stamp: type == S_IFREG ? FileStamp(info, taken: 0) : nil))
        }
        return entries.sorted { $0.path < $1.path }
    }

    /// Calls `visit` with everything under `folder` (not `folder` itself): its
    /// path on disk as the file system spells it (NUL-terminated bytes), its
    /// path inside `folder` with `/`, and what `lstat` says of it (all zero
    /// when it cannot be examined). A name that is not valid UTF-8 is looked
    /// up and listed by its own bytes, and only its path inside `folder`
    /// reads U+FFFD for them, as the file manager's enumerator spelled it.
    /// Symbolic links are not followed, and a folder inside that cannot be
    /// listed is left out, as the file manager's enumerator leaves it.
    private static func walk(_ folder: URL, _ visit: (_ onDisk: [CChar], _ relative: String, _ info: stat) -> Void) {
        // Folders still to list: their path on disk and inside `folder` ("" for `folder` itself).
        var pending = [(onDisk: Array(folder.path.utf8CString.dropLast()), relative: "")]
        while let (path, relative) = pending.popLast() {
            guard let directory = opendir(path + [0]) else { continue }
            defer { closedir(directory) }
            let descriptor = dirfd(directory)
            while let entry = readdir(directory) {
                let nameBytes = Array(ListedName.bytes(of: entry))
                guard nameBytes != [0x2E], nameBytes != [0x2E, 0x2E] else { continue }
                let name = decoded(nameBytes)
                let entryPath = path.last == 0x2F ? path + nameBytes : path + [0x2F] + nameBytes
                let inside = relative.isEmpty ? name : relative + "/" + name
                // lstat, not the file manager's attributes, which look up the owner's name for every file.
                var info = stat()
                if fstatat(descriptor, nameBytes + [0], &info, AT_SYMLINK_NOFOLLOW) != 0 { info = stat() }
                visit(entryPath + [0], inside, info)
                if info.st_mode & S_IFMT == S_IFDIR { pending.append((entryPath, inside)) }
            }
        }
    }

    /// File system bytes as text, a NUL at the end dropped and each sequence
    /// that is not valid UTF-8 read as U+FFFD.
    private static func decoded(_ bytes: [CChar]) -> String {
        let bytes = bytes.last == 0 ? bytes.dropLast() : bytes[...]
        return String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `index.json`, `books/<id>.json` or `courses/<id>.json`.
    static func isBundlePath(_ path: String) -> Bool {
        if path == "index.json" { return true }
        let parts = path.split(separator: "/")
        return parts.count == 2 && (parts[0] == "books" || parts[0] == "courses") && parts[1].hasSuffix(".json")
    }
}
