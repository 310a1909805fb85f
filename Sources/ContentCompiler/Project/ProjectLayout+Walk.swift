import BookMetadata
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

extension ProjectLayout {
    /// Walks a content folder.
    ///
    /// - Parameters:
    ///   - root: The content folder.
    ///   - displayRoot: How diagnostics name it (as the user typed it).
    ///   - configuration: The rule settings, for the layout's own diagnostics.
    ///   - limits: How deep, how many entries and how many bytes of content files the walk accepts.
    ///   - walksInParallel: Whether the book and course folders are walked on
    ///     all cores; the layout is the same either way.
    /// - Throws: ``ProjectError`` when the folder does not exist or cannot be listed.
    static func scan(root: URL, displayRoot: String, configuration: RuleConfiguration,
                     limits: ProjectLimits = .content, walksInParallel: Bool = true) throws(ProjectError) -> ProjectLayout {
        let kind = PathKind(atPath: root.path)
        guard kind != .absent else {
            throw ProjectError(message: "content folder '\(displayRoot)' does not exist; "
                                   + "run contentc in the folder that holds it, or give its path with --content DIR")
        }
        guard kind == .folder else {
            throw ProjectError(message: "'\(displayRoot)' is not a folder; --content names the content folder")
        }
        guard let content = ContentFolder(root: root), let entries = try? Scanner.listing(root.path) else {
            throw ProjectError(message: "content folder '\(displayRoot)' cannot be read")
        }
        var scanner = Scanner(displayRoot: displayRoot, content: content, limits: limits, started: FileStamp.now())
        var layout = ProjectLayout()
        if scanner.count(entries.count, relative: "") {
            // contentc.yaml is read before the walk, for its rule settings.
            for entry in scanner.named(entries, relative: "") where entry.name != "contentc.yaml" {
                let path = joinedPath(content.realPath, entry.name)
                switch entry.name {
                case "books": layout.books = scanner.walk(scanner.folders(path, entry.name), kind: .book, inParallel: walksInParallel)
                case "courses":
                    layout.courses = scanner.walk(scanner.folders(path, entry.name), kind: .course, inParallel: walksInParallel)
                default: scanner.stray(path, name: entry.name, relative: entry.name, depth: 1)
                }
            }
            layout.isOverBudget = scanner.checkBudget(&layout)
        }
        var log = DiagnosticLog(configuration: configuration)
        for report in scanner.reports {
            log.report(report.rule, report.message, file: report.file, at: nil, hint: report.hint)
        }
        layout.diagnostics = log.diagnostics
        return layout
    }

    /// The longest name of a book or course folder, in bytes: its bundle is
    /// written as `<name>.json`, and file systems take names of at most 255 bytes.
    static let maxFolderNameBytes = 250

    /// Whether a name ends in `.yaml`, as `hasSuffix(".yaml")` tells, read on
    /// its UTF-8 bytes: those must end in `.yaml`, and where a character other
    /// than ASCII comes before the dot, whether it joins it is left to `hasSuffix`.
    static func isYAMLName(_ name: String) -> Bool {
        // `true` or `false` when the bytes tell, `nil` when a character before the dot may join it.
        let told = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            let count = bytes.count
            guard count >= 5, bytes[count - 5] == UInt8(ascii: "."), bytes[count - 4] == UInt8(ascii: "y"),
                  bytes[count - 3] == UInt8(ascii: "a"), bytes[count - 2] == UInt8(ascii: "m"),
                  bytes[count - 1] == UInt8(ascii: "l") else { return false }
            return count == 5 || bytes[count - 6] < 0x80 ? true : nil
        }
        if let told, let told { return told }
        return name.hasSuffix(".yaml")
    }
}

/// The walk's state: where it is allowed to go, how far it went, and what
/// it reports about the layout.
private struct Scanner: Sendable {
    let displayRoot: String
    let content: ContentFolder
    let limits: ProjectLimits
    /// What the walk reported, in the order it found it: given to the
    /// layout's ``DiagnosticLog`` at the end, so that walks of several
    /// folders at once, put together in order, report what one walk reports.
    var reports: [Report] = []
    /// Entries listed so far, the content folder's own included.
    var entries = 0
    /// Whether the walk stopped at ``ProjectLimits/maxEntries``.
    var isStopped = false
    /// When the walk started: no stamp it takes is later.
    let started: Int64
    /// The entries counted by all the walks of a ``walk(_:kind:inParallel:)``
    /// on all cores, when this is one of them: it counts there instead of
    /// ``entries``, and only stops (reporting nothing) when they pass the limit.
    var sharedCount: SharedEntryCount?

    /// A diagnostic of the walk, as given to ``DiagnosticLog/report(_:_:file:at:notes:hint:)``.
    struct Report: Sendable {
        var rule: Rule
        var message: String
        var file: String
        var hint: String?
    }

    init(displayRoot: String, content: ContentFolder, limits: ProjectLimits, started: Int64) {
        self.displayRoot = displayRoot
        self.content = content
        self.limits = limits
        self.started = started
    }

    /// A folder that cannot be listed: the system's reason, such as "Permission denied".
    struct ListingError: Error {
        var reason: String
    }

    /// A name in a folder: what the system says it is (`d_type`; `DT_UNKNOWN`
    /// where the file system does not say) and, for a regular file when asked,
    /// what `lstat` says of it. A structure rather than a tuple: arrays of
    /// tuples are copied and freed an element at a time through the
    /// runtime's generic tuple functions, a cost on each of the project's files.
    struct Listed {
        /// The name; where its bytes are not UTF-8, as decoded with each
        /// invalid byte replaced by U+FFFD, for messages only.
        var name: String
        var type: UInt8
        var info: stat?
        /// Whether the name's bytes are UTF-8, so that `name` names this entry.
        /// A name that is not is never made into a path: with its bytes
        /// replaced it names another entry, or nothing.
        var isUTF8 = true
    }

    /// Which regular files of a folder its listing asks `lstat` about.
    enum Examined {
        case none
        case all
        /// Only the file of this name (a book's or course's main file).
        case named(String)
    }

    /// Sorted, non-hidden names in the folder at `folder`, each with what the system says it is.
    ///
    /// - Throws: ``ListingError`` with the system's reason.
    static func listing(_ folder: String) throws(ListingError) -> [Listed] {
        try examinedListing(folder, examining: .none)
    }

    /// ``listing(_:)``, with what `lstat` says of the names listed as regular
    /// files that `examining` asks for, asked relative to the open folder (no
    /// path to resolve again).
    static func examinedListing(_ folder: String, examining: Examined) throws(ListingError) -> [Listed] {
        guard let directory = opendir(folder) else { throw ListingError(reason: String(cString: strerror(errno))) }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        var entries: [Listed] = []
        errno = 0
        while let entry = readdir(directory) {
            let type = entry.pointee.d_type
            let nameBytes = ListedName.bytes(of: entry)
            let validated = String(validUTF8: UnsafeRawBufferPointer(nameBytes))
            let name = validated ?? String(decoding: UnsafeRawBufferPointer(nameBytes), as: UTF8.self)
            guard !name.hasPrefix(".") else { continue }
            guard validated != nil else {
                entries.append(Listed(name: name, type: type, info: nil, isUTF8: false))
                errno = 0
                continue
            }
            var info = stat()
            // Asked with the name as the listing holds it, not made into a C string again.
            let isAsked = switch examining {
            case .none: false
            case .all: true
            case .named(let asked): name == asked
            }
            let examined = isAsked && Int(type) == Int(DT_REG)
                && fstatat(descriptor, nameBytes.baseAddress!, &info, AT_SYMLINK_NOFOLLOW) == 0
                && info.st_mode & S_IFMT == S_IFREG
            entries.append(Listed(name: name, type: type, info: examined ? info : nil))
            // fstatat may set errno; readdir tells its end from an error by it.
            errno = 0
        }
        guard errno == 0 else { throw ListingError(reason: String(cString: strerror(errno))) }
        // Sorted by position, not moving the entries (each holds a `stat`) at every step.
        return entries.indices.sorted { entries[$0].name < entries[$1].name }.map { entries[$0] }
    }

    /// How diagnostics name an entry of the content folder; `""` is the folder itself.
    func display(_ relative: String) -> String {
        guard !relative.isEmpty else { return displayRoot.isEmpty ? "." : displayRoot }
        return SourceFile.displayPath(root: displayRoot, relative: relative)
    }

    mutating func report(_ rule: Rule, _ message: String, file: String, hint: String?) {
        reports.append(Report(rule: rule, message: message, file: file, hint: hint))
    }

    mutating func refuse(_ relative: String, _ reason: String, hint: String? = nil) {
        report(.unreadableFile, reason, file: display(relative), hint: hint)
    }

    /// The names in the folder at `folder`, `depth` levels below the content
    /// folder, with what the system says each is (and what `lstat` says of
    /// the regular files `examining` asks for), or `nil` (reported) when it
    /// cannot be listed or a limit of the walk is crossed.
    mutating func list(_ folder: String, relative: String, depth: Int, examining: Examined = .none) -> [Listed]? {
        guard !isStopped else { return nil }
        guard depth <= limits.maxDepth else {
            refuse(relative, "folders nest more than \(limits.maxDepth) deep here; contentc looks no deeper",
                   hint: "content files sit at most 3 folders deep; move or remove these folders")
            return nil
        }
        let entries: [Listed]
        do {
            entries = try Self.examinedListing(folder, examining: examining)
        } catch {
            refuse(relative, "cannot list this folder: \(error.reason)",
                   hint: "fix its permissions: a folder contentc cannot list is never taken as empty")
            return nil
        }
        return count(entries.count, relative: relative) ? named(entries, relative: relative) : nil
    }

    /// The entries of a listing whose names are UTF-8; each other one is
    /// reported and left out. Its name with U+FFFD for its invalid bytes would
    /// name another entry (`b1i9\u{FFFD}.yaml`, perhaps a link out of the
    /// content folder that the walk refuses) or nothing, so it is never read.
    mutating func named(_ entries: [Listed], relative: String) -> [Listed] {
        guard entries.contains(where: { !$0.isUTF8 }) else { return entries }
        for entry in entries where !entry.isUTF8 {
            refuse(relative.isEmpty ? entry.name : "\(relative)/\(entry.name)",
                   "this name is not valid UTF-8 (each '\u{FFFD}' stands for a byte that is not), so contentc does not read it",
                   hint: "rename it in UTF-8")
        }
        return entries.filter(\.isUTF8)
    }

    /// Counts the entries of a folder; reports and stops the walk when they
    /// take it past ``ProjectLimits/maxEntries``.
    ///
    /// - Returns: Whether the walk goes on.
    mutating func count(_ names: Int, relative: String) -> Bool {
        if let sharedCount {
            // One of several walks at once: the walk of the folders one after another
            // finds where the limit is crossed, and reports it (see walk(_:kind:inParallel:)).
            guard sharedCount.add(names) > limits.maxEntries else { return true }
            isStopped = true
            return false
        }
        entries += names
        guard entries > limits.maxEntries else { return true }
        isStopped = true
        report(.unreadableFile,
               "the content folder holds more than \(limits.maxEntries) files and folders; contentc stops the walk here",
               file: display(relative), hint: "move what is not content out of the content folder")
        return false
    }

    /// The book or course folders `found`, walked as ``folder(_:slug:kind:)``
    /// walks them one after another, with the same reports in the same
    /// order, but on all cores when `inParallel` is set and there are several.
    ///
    /// Each walk at once reports into its own list, put after this walk's in
    /// the folders' order; they count their entries together, so that a
    /// hostile tree stops them all soon after the limit. When the entries
    /// pass ``ProjectLimits/maxEntries``, what they found is dropped and the
    /// folders are walked again one after another, which stops at the same
    /// folder as a walk that was never parallel, and reports it there.
    mutating func walk(_ found: [(name: String, path: String)], kind: ProjectLayout.FolderKind,
                       inParallel: Bool) -> [ProjectLayout.Folder] {
        if inParallel, found.count > 1, !isStopped {
            let sharedCount = SharedEntryCount(entries)
            var walker = self
            walker.reports = []
            walker.sharedCount = sharedCount
            let template = walker
            let walked = found.parallelMap { found in
                var scanner = template
                let folder = scanner.folder(found.path, slug: found.name, kind: kind)
                return (folder: folder, reports: scanner.reports)
            }
            let total = sharedCount.value
            if total <= limits.maxEntries {
                entries = total
                for walk in walked { reports += walk.reports }
                return walked.map(\.folder)
            }
        }
        return found.map { folder($0.path, slug: $0.name, kind: kind) }
    }

    /// The book or course folders in `books/` or `courses/`, each with a slug name;
    /// other entries reported if they are YAML or cannot be read.
    mutating func folders(_ path: String, _ name: String) -> [(name: String, path: String)] {
        let entry = content.entry(atPath: path)
        guard case .folder(let folder) = entry else {
            // Never taken as an empty folder: every book or course would drop out of the build without a word.
            switch entry {
            case .file: refuse(name, "'\(name)' is a file; it must be the folder that holds the \(name)' folders")
            case .missing: break
            default: refuse(name, entry.refusal ?? "cannot read it")
            }
            return []
        }
        var result: [(name: String, path: String)] = []
        for listed in list(folder, relative: name, depth: 1) ?? [] {
            let entry = listed.name, type = listed.type
            let relative = "\(name)/\(entry)"
            let found = content.entry(named: entry, inFolderAt: folder, listedAs: type)
            if case .dangling = found, FieldFormats.isSlug(entry) {
                // Where a book or course folder would be, a link to nothing is a folder gone
                // missing: its book or course would drop out of the build without a word.
                refuse(relative, found.refusal ?? "cannot read it")
                continue
            }
            guard case .folder(let entryPath) = found else {
                stray(joinedPath(folder, entry), name: entry, relative: relative, depth: 2)
                continue
            }
            guard FieldFormats.isSlug(entry) else {
                let suggestion = FieldFormats.slugSuggestion(for: entry).map { ", such as '\($0)'" } ?? ""
                report(.idFormat, "folder name '\(entry)' must be lowercase words joined by hyphens",
                       file: display(relative), hint: "rename the folder\(suggestion); its name is the id apps use")
                continue
            }
            guard entry.utf8.count <= ProjectLayout.maxFolderNameBytes else {
                // Lint would pass it, and the build then fail writing `<name>.json` (ENAMETOOLONG).
                report(.idFormat, "folder name '\(entry)' is \(entry.utf8.count) bytes long, more than "
                           + "\(ProjectLayout.maxFolderNameBytes): its bundle's file, \(entry.utf8.count + 5) bytes "
                           + "with '.json', would be longer than file systems allow (255)",
                       file: display(relative), hint: "rename the folder to a shorter name; its name is the id apps use")
                continue
            }
            result.append((entry, entryPath))
        }
        return result
    }

    /// A book or course folder: its main file and member files; anything else
    /// is reported if it is YAML or cannot be read.
    mutating func folder(_ folderPath: String, slug: String, kind: ProjectLayout.FolderKind) -> ProjectLayout.Folder {
        let relative = "\(kind.parent)/\(slug)"
        var folder = ProjectLayout.Folder(slug: slug, url: URL(fileURLWithPath: folderPath, isDirectory: true),
                                          mainFile: nil, memberFiles: [])
        // The main file's stamp is taken with the listing, relative to the open folder.
        guard let listing = list(folderPath, relative: relative, depth: 2, examining: .named(kind.mainFile)) else { return folder }
        var mainFileReported = false
        for listed in listing {
            let entry = listed.name, type = listed.type, info = listed.info
            let entryRelative = "\(relative)/\(entry)"
            switch entry {
            case kind.mainFile:
                switch content.entry(named: entry, inFolderAt: folderPath, listedAs: type) {
                case .file(let real):
                    var file = SourceFile(path: real, displayPath: display(entryRelative))
                    if let info { file.stamp = FileStamp(info, taken: started) }
                    folder.mainFile = file
                case .folder:
                    refuse(entryRelative, "\(kind.mainFile) is a folder, not a file",
                           hint: "the \(kind.noun)'s \(kind.mainFile) is a YAML file with \(kind.mainFields)")
                    mainFileReported = true
                case let other:
                    refuse(entryRelative, other.refusal ?? "cannot read it")
                    mainFileReported = true
                }
            case kind.members:
                switch content.entry(named: entry, inFolderAt: folderPath, listedAs: type) {
                case .folder(let real):
                    folder.memberFiles = memberFiles(in: real, relative: entryRelative, kind: kind)
                case .file:
                    refuse(entryRelative, "'\(entry)' must be a folder of .yaml files")
                case let other:
                    refuse(entryRelative, other.refusal ?? "cannot read it")
                }
            default:
                // `Book.yaml` for book.yaml: one error, at it, rather than it and the main file missing.
                if entry.lowercased() == kind.mainFile, case .file = content.entry(named: entry, inFolderAt: folderPath, listedAs: type) {
                    report(.strayFile, "'\(entry)' is not read: the \(kind.noun)'s file is \(kind.mainFile), in lowercase",
                           file: display(entryRelative), hint: "rename it to \(kind.mainFile)")
                    mainFileReported = true
                    continue
                }
                stray(joinedPath(folderPath, entry), name: entry, relative: entryRelative, depth: 3)
            }
        }
        if folder.mainFile == nil && !mainFileReported {
            report(.missingFile, "\(kind.noun) folder '\(slug)' has no \(kind.mainFile)", file: display(relative),
                   hint: "create \(relative)/\(kind.mainFile) with \(kind.mainFields)")
        }
        return folder
    }

    /// The `.yaml` files of a folder of ideas or sections.
    mutating func memberFiles(in folderPath: String, relative: String, kind: ProjectLayout.FolderKind) -> [SourceFile] {
        var files: [SourceFile] = []
        let listed = list(folderPath, relative: relative, depth: 3, examining: .all) ?? []
        files.reserveCapacity(listed.count)
        // Most entries are regular files named *.yaml: their paths are the folder's with the name added,
        // each made in one piece (the names listed hold no '/', and none is '.' or '..').
        let realPrefix = folderPath.hasSuffix("/") ? folderPath : folderPath + "/"
        let displayPrefix = display(relative) + "/"
        for item in listed {
            let entry = item.name, type = item.type, info = item.info
            guard ProjectLayout.isYAMLName(entry) else {
                stray(joinedPath(folderPath, entry), name: entry, relative: "\(relative)/\(entry)", depth: 4)
                continue
            }
            if Int(type) == Int(DT_REG) {
                var file = SourceFile(path: concatenated(realPrefix, entry), displayPath: concatenated(displayPrefix, entry))
                if let info { file.stamp = FileStamp(info, taken: started) }
                files.append(file)
                continue
            }
            let entryRelative = "\(relative)/\(entry)"
            switch content.entry(named: entry, inFolderAt: folderPath, listedAs: type) {
            case .file(let real):
                var file = SourceFile(path: real, displayPath: display(entryRelative))
                if let info { file.stamp = FileStamp(info, taken: started) }
                files.append(file)
            case .folder:
                refuse(entryRelative, "'\(entry)' is a folder named like a content file, so it is not read",
                       hint: "each \(kind.memberNoun) is a .yaml file in \(kind.members)/; rename the folder or move its files")
            case let other:
                refuse(entryRelative, other.refusal ?? "cannot read it")
            }
        }
        return files
    }


    /// The folder a YAML file where nothing is read likely belongs in: a
    /// book's `ideas` for `books/<slug>/idea/b1i1.yaml`, a course's `sections`
    /// for a folder named like it; `nil` for any other place.
    static func likelyFolder(ofStray relative: String) -> String? {
        let parts = relative.split(separator: "/")
        guard parts.count == 4 else { return nil }
        guard let kind = [ProjectLayout.FolderKind.book, .course].first(where: { $0.parent == parts[0] }),
              Suggestion.closest(to: String(parts[2]), in: [kind.members]) != nil else { return nil }
        return "\(parts[0])/\(parts[1])/\(kind.members)"
    }

    /// Reports an entry where nothing is read: a YAML file (or `.yml`), every
    /// YAML file of a folder (its links to folders are not followed), and what
    /// cannot be examined or leads outside the content folder.
    ///
    /// - Parameters:
    ///   - path: Where the entry is (through the links on the way).
    ///   - name: Its name in its folder.
    mutating func stray(_ path: String, name: String, relative: String, depth: Int) {
        let lowercased = name.lowercased()
        let looksLikeYAML = lowercased.hasSuffix(".yaml") || lowercased.hasSuffix(".yml")
        let entry = content.entry(atPath: path)
        switch entry {
        case .folder(let real):
            guard !ContentFolder.isLink(path) else { return }
            for listed in list(real, relative: relative, depth: depth) ?? [] {
                let entry = listed.name
                stray(joinedPath(real, entry), name: entry, relative: "\(relative)/\(entry)", depth: depth + 1)
            }
        case .file:
            if lowercased.hasSuffix(".yml") || (lowercased.hasSuffix(".yaml") && !name.hasSuffix(".yaml")) {
                report(.strayFile, "'\(name)' is not read: content files end in .yaml, in lowercase",
                       file: display(relative), hint: "rename it to end in .yaml")
            } else if name.hasSuffix(".yaml") {
                report(.strayFile, "'\(name)' is not read: no content file belongs here",
                       file: display(relative),
                       hint: Self.likelyFolder(ofStray: relative).map { "move it into \($0)/, the folder contentc reads" }
                           ?? "content files are books/<slug>/book.yaml, books/<slug>/ideas/<id>.yaml, courses/<slug>/course.yaml and courses/<slug>/sections/<id>.yaml")
            }
        case .missing:
            break
        case .outside, .unreadable:
            refuse(relative, entry.refusal ?? "cannot read it")
        case .special, .dangling:
            if looksLikeYAML { refuse(relative, entry.refusal ?? "cannot read it") }
        }
    }

    /// Adds the size of each file of `folders` to `total`, from the stamp the
    /// walk took or measured now, keeping the stamp of a regular file measured.
    private static func measure(_ folders: inout [ProjectLayout.Folder], total: inout Int, taken: Int64) {
        func measure(_ file: inout SourceFile) {
            if let stamp = file.stamp {
                total += Int(stamp.size)
                return
            }
            var info = stat()
            guard stat(file.path, &info) == 0 else { return }
            total += Int(info.st_size)
            if info.st_mode & S_IFMT == S_IFREG { file.stamp = FileStamp(info, taken: taken) }
        }
        for index in folders.indices {
            if folders[index].mainFile != nil { measure(&folders[index].mainFile!) }
            for member in folders[index].memberFiles.indices { measure(&folders[index].memberFiles[member]) }
        }
    }

    /// Reports content files that hold more bytes in all than a run reads,
    /// keeping the stamp of each regular file measured in the layout's file.
    ///
    /// - Returns: Whether the budget is exceeded (then no file is read).
    mutating func checkBudget(_ layout: inout ProjectLayout) -> Bool {
        var total = 0
        // Before the first file is examined: a stamp is never taken to be later than it was.
        let taken = FileStamp.now()
        // In the order of the layout's files: books, then courses; each folder's main file, then its members.
        Self.measure(&layout.books, total: &total, taken: taken)
        Self.measure(&layout.courses, total: &total, taken: taken)
        guard total > limits.maxTotalBytes else { return false }
        report(.unreadableFile,
               "the content files hold \(total) bytes in all, more than one run reads (\(limits.maxTotalBytes) bytes); none was read",
               file: display(""),
               hint: "split the content into several content folders, or remove files that are not content")
        return true
    }
}

/// The entries counted by several walks at once.
private final class SharedEntryCount: @unchecked Sendable {
    private let lock = Lock()
    private var total: Int

    init(_ total: Int) {
        self.total = total
    }

    /// Adds `names` entries; returns the total.
    func add(_ names: Int) -> Int {
        lock.withLock {
            total += names
            return total
        }
    }

    var value: Int { lock.withLock { total } }
}
