import ContentRuntime
import Crypto
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import YAML

/// What the cache keeps of one book or course folder: the key of everything
/// its result was compiled from, the files outside its list it read, and the
/// result itself (diagnostics, the book's number, the encoded bundle).
struct CacheEntry: Sendable {
    /// A file outside the folder's list that compiling it read (a book's
    /// metadata file), with the fingerprint of what was there.
    struct Dependency: Sendable, Hashable {
        /// As book.yaml names it, relative to the book's folder.
        var path: String
        var fingerprint: [UInt8]
    }

    /// See ``key(context:unit:)``.
    var key: [UInt8]
    /// See ``files(of:records:)``.
    var files: [UInt8]
    var dependencies: [Dependency]
    /// The result, without a lowered model.
    var result: FolderResult
    /// The source lines its diagnostics point at, as printed under them.
    var excerpts: [(location: SourceLocation, excerpt: SourceExcerpts.Excerpt)]
    /// Its diagnostics as printed, when they point only into its own files.
    var printed: PrintedFolder? {
        get { result.printed }
        set { result.printed = newValue }
    }

    init(key: [UInt8], files: [UInt8], dependencies: [Dependency], result: FolderResult,
         excerpts: [(location: SourceLocation, excerpt: SourceExcerpts.Excerpt)]) {
        self.key = key
        self.files = files
        self.dependencies = dependencies
        self.result = result
        self.excerpts = excerpts
    }

    /// What a folder's result is compiled from besides its files: the
    /// context's digest, and the folder's kind and name, compared byte for byte.
    static func key(context: CacheContext, unit: FolderUnit) -> [UInt8] {
        var writer = CacheByteWriter()
        writer.run(context.digest)
        writer.string(unit.kind.rawValue)
        writer.string(unit.folder.slug)
        return writer.bytes
    }

    /// The folder's files as the entry keeps them: each one's path, the
    /// digest of its content, and the stamp that digest was taken under,
    /// compared byte for byte (hashing them again on every lookup would
    /// cost more than comparing them).
    static func files(of files: [SourceFile], records: [FileDigests.Record]) -> [UInt8] {
        var writer = CacheByteWriter()
        writer.reserveCapacity(files.reduce(8) { $0 + $1.displayPath.utf8.count + 105 })
        writer.integer(files.count)
        for (file, record) in zip(files, records) {
            writer.string(file.displayPath)
            writer.run(record.digest)
            writer.stamp(record.stamp)
            writer.flag(record.isSettled)
        }
        return writer.bytes
    }

    /// Whether the entry's files are `files` with these digests, as
    /// ``files(of:records:)`` would write them, compared without writing
    /// them (the stamps they were taken under are not compared).
    func holds(_ files: [SourceFile], digests: [ArraySlice<UInt8>]) -> Bool {
        var reader = CacheByteReader(self.files, range: self.files.indices)
        do throws(CacheByteReader.Damaged) {
            guard try reader.integer() == files.count, digests.count == files.count else { return false }
            for index in files.indices {
                guard try reader.matches(files[index].displayPath.utf8), try reader.matches(digests[index]) else { return false }
                _ = try reader.stamp()
                _ = try reader.flag()
            }
            return reader.isAtEnd
        } catch {
            return false
        }
    }

    /// Whether the entry's files are `files`, each unchanged since its
    /// digest was taken as its stamp now shows (``FileDigests/Record/vouches(for:)``):
    /// then the entry's digests are theirs, and the digests of the cache
    /// need not be looked up. Each file's stamp is the walk's, or taken now.
    func vouches(for files: [SourceFile]) -> Bool {
        var reader = CacheByteReader(self.files, range: self.files.indices)
        do throws(CacheByteReader.Damaged) {
            guard try reader.integer() == files.count else { return false }
            for index in files.indices {
                guard try reader.matches(files[index].displayPath.utf8), try reader.run().count == SHA256.byteCount else { return false }
                let recorded = try reader.stamp()
                let isSettled = try reader.flag()
                guard let stamp = files[index].stamp ?? FileStamp(atPath: files[index].path),
                      FileDigests.Record.vouches(stamp: recorded, isSettled: isSettled, for: stamp)
                else { return false }
            }
            return reader.isAtEnd
        } catch {
            return false
        }
    }

    /// The fingerprint of the metadata file a book names: whether it exists
    /// (as the B104 check asks), what the content folder says is there (as
    /// merging it asks) and, for a file, the digest of its bytes.
    static func fingerprint(ofDependency path: String, in folder: URL, content: ContentFolder?) -> [UInt8] {
        let url = folder.appendingPathComponent(path)
        var text = "exists: \(FileManager.default.fileExists(atPath: url.path))\n"
        if isInsideBookFolder(path) {
            let entry = content?.entry(at: url) ?? .missing
            text += "entry: \(entry)\n"
            if case .file(let real) = entry {
                let bytes = CacheFile.contents(of: URL(fileURLWithPath: real), maxBytes: 64 << 20)
                text += "bytes: \(bytes.map { BundleDigest.sha256(of: Data($0)) } ?? "unreadable")\n"
            }
        }
        return FileDigests.digest(of: Array(text.utf8))
    }

    /// The fields an entry's first part starts with, before its bundle.
    struct LeadingFields {
        var key: [UInt8]
        var files: [UInt8]
        var dependencies: [Dependency]
        var isDecoded: Bool
        var bookNumber: BookNumberClaim?
    }

    /// Reads the fields ``encoded()`` writes first, up to the bundle.
    static func readLeadingFields(_ reader: inout CacheByteReader) throws(CacheByteReader.Damaged) -> LeadingFields {
        let key = Array(try reader.run())
        let files = Array(try reader.run())
        let dependencies = try reader.list { reader throws(CacheByteReader.Damaged) in
            Dependency(path: try reader.string(), fingerprint: Array(try reader.run()))
        }
        let isDecoded = try reader.flag()
        let bookNumber = try reader.optional { reader throws(CacheByteReader.Damaged) in
            BookNumberClaim(slug: try reader.string(), file: try reader.string(),
                            number: try reader.optional { reader throws(CacheByteReader.Damaged) in
                                let value = try reader.integer()
                                guard let number = Int(exactly: value) else { throw CacheByteReader.Damaged() }
                                return Located(number, at: try reader.mark())
                            })
        }
        return LeadingFields(key: key, files: files, dependencies: dependencies, isDecoded: isDecoded, bookNumber: bookNumber)
    }

    /// Writes a result's bundle, without its bytes, as an entry's first part holds it.
    static func write(_ bundle: EncodedBundle?, to writer: inout CacheByteWriter) {
        writer.optional(bundle) { writer, bundle in
            writer.string(bundle.kind.rawValue)
            writer.string(bundle.id)
            writer.string(bundle.title)
            writer.integer(bundle.byteCount)
            writer.string(bundle.sha256)
            writer.string(bundle.contentVersion)
            writer.optional(bundle.versionRange) { writer, range in
                writer.integer(range.lowerBound)
                writer.integer(range.upperBound)
            }
        }
    }

    /// Reads what ``write(_:to:)`` wrote: the bundle without its bytes.
    static func readBundle(_ reader: inout CacheByteReader) throws(CacheByteReader.Damaged) -> EncodedBundle? {
        try reader.optional { reader throws(CacheByteReader.Damaged) in
            guard let kind = BundleKind(rawValue: try reader.string()) else { throw CacheByteReader.Damaged() }
            let id = try reader.string(), title = try reader.string()
            let byteCount = try reader.size(atMost: CacheFile.maxBytes)
            let sha256 = try reader.string()
            let version = try reader.string()
            let range = try reader.optional { reader throws(CacheByteReader.Damaged) in
                let lower = try reader.size(atMost: byteCount), upper = try reader.size(atMost: byteCount)
                guard lower <= upper else { throw CacheByteReader.Damaged() }
                return lower..<upper
            }
            // Its bytes are in a file of their own, read only when needed and checked against this digest.
            return EncodedBundle(kind: kind, id: id, title: title, byteCount: byteCount, sha256: sha256,
                                 contentVersion: version, versionRange: range)
        }
    }

    // MARK: Storing

    /// The first line of an entry's file.
    static let magic = Array("contentc-folder \(BuildCache.formatVersion)\n".utf8)

    /// The entry as the bytes of its file, in two parts sealed apart
    /// (``CacheFile/seal(head:tail:magic:)``): what every build reads and the
    /// diagnostics as printed (``PrintedFolder``), then the diagnostics and
    /// their source lines, which a build that copies the printed text
    /// neither reads nor checks.
    func encoded() -> [UInt8] {
        var writer = CacheByteWriter()
        writer.run(key)
        writer.run(files)
        writer.list(dependencies) { writer, dependency in
            writer.string(dependency.path)
            writer.run(dependency.fingerprint)
        }
        writer.flag(result.isDecoded)
        writer.optional(result.bookNumber) { writer, claim in
            writer.string(claim.slug)
            writer.string(claim.file)
            writer.optional(claim.number) { writer, number in
                writer.integer(number.value)
                writer.mark(number.mark)
            }
        }
        Self.write(result.bundle, to: &writer)
        writer.list(result.dependencies) { $0.string($1) }
        writer.integer(result.diagnostics.count(of: .error))
        writer.integer(result.diagnostics.count(of: .warning))
        writer.optional(printed) { writer, printed in
            writer.diagnostic(printed.first)
            writer.diagnostic(printed.last)
            writer.run(printed.text)
        }
        var detail = CacheByteWriter()
        detail.list(result.diagnostics) { $0.diagnostic($1) }
        detail.list(excerpts) { writer, item in
            writer.location(item.location)
            writer.string(item.excerpt.text)
            writer.integer(item.excerpt.caretOffset)
        }
        return CacheFile.seal(head: writer.bytes, tail: detail.bytes, magic: Self.magic)
    }

    /// The entry `bytes` hold, or `nil` when they are not what ``encoded()``
    /// wrote: damaged, truncated, of another format, or naming a rule this
    /// compiler does not have.
    ///
    /// - Parameter readingPrinted: Whether the diagnostics are wanted as
    ///   printed text: then, when the entry has it, the result's diagnostics
    ///   and ``excerpts`` are left empty, and are read only if asked for
    ///   (``PrintedFolder/encoded``, ``readDiagnostics(_:)``).
    init?(decoding bytes: [UInt8], readingPrinted: Bool) {
        guard let (head, detail) = CacheFile.unsealHead(bytes, magic: Self.magic) else { return nil }
        self.init(bytes, head: head, detail: .read(detail), readingPrinted: readingPrinted)
    }

    /// The entry of the file at `path`, as ``init(decoding:readingPrinted:)``
    /// reads it with `readingPrinted` set, but without reading its
    /// diagnostics (the file's second part) when it keeps them printed and
    /// they are longer than ``detailReadAtOnce``: they are read from the file
    /// again only if they are asked for (``detail(of:)``). `nil` also for an
    /// entry that keeps no printed text and whose diagnostics were not read:
    /// read it whole then.
    init?(readingPrintedAt path: String) {
        guard let (bytes, head, detail) = CacheFile.head(atPath: path, magic: Self.magic, tailBytes: Self.detailReadAtOnce)
        else { return nil }
        self.init(bytes, head: head, detail: detail.map(Detail.read) ?? .unread(path: path), readingPrinted: true)
    }

    /// How long an entry's diagnostics may be to be read with its first part
    /// all the same (one read, rather than one more should they be asked for).
    static let detailReadAtOnce = 4096

    /// Where an entry's diagnostics are: in the bytes read, or left in its file.
    private enum Detail {
        case read(Range<Int>)
        case unread(path: String)
    }

    private init?(_ bytes: [UInt8], head: Range<Int>, detail: Detail, readingPrinted: Bool) {
        var reader = CacheByteReader(bytes, range: head)
        do throws(CacheByteReader.Damaged) {
            let leading = try Self.readLeadingFields(&reader)
            (key, files, dependencies) = (leading.key, leading.files, leading.dependencies)
            let (isDecoded, bookNumber) = (leading.isDecoded, leading.bookNumber)
            let bundle = try Self.readBundle(&reader)
            let paths = try reader.list { reader throws(CacheByteReader.Damaged) in try reader.string() }
            let errorCount = try reader.size(atMost: bytes.count), warningCount = try reader.size(atMost: bytes.count)
            var printed = try reader.optional { reader throws(CacheByteReader.Damaged) in
                var state = CacheByteReader.DiagnosticState()
                return PrintedFolder(first: try reader.diagnostic(&state), last: try reader.diagnostic(&state),
                                     errorCount: errorCount, warningCount: warningCount, text: try reader.run())
            }
            guard reader.isAtEnd else { return nil }
            var diagnostics: [Diagnostic] = []
            excerpts = []
            if readingPrinted, printed != nil {
                switch detail {
                case .read(let range): printed?.encoded = bytes[range]
                case .unread(let path):
                    printed?.unreadDetail = PrintedFolder.UnreadDetail(path: path,
                                                                       sealedHead: bytes[..<(head.upperBound + CacheFile.checksumCount)])
                }
            } else {
                guard case .read(let detail) = detail, let read = Self.readDiagnostics(bytes[detail]),
                      read.diagnostics.count(of: .error) == errorCount, read.diagnostics.count(of: .warning) == warningCount
                else { return nil }
                (diagnostics, excerpts) = read
                printed = nil
            }
            result = FolderResult(diagnostics: diagnostics, isDecoded: isDecoded, bookNumber: bookNumber, bundle: bundle,
                                  model: nil, dependencies: paths, printed: printed)
        } catch {
            return nil
        }
    }

    /// The entry `bytes` hold with its diagnostics read: ``init(decoding:readingPrinted:)``
    /// reading no printed text.
    init?(decoding bytes: [UInt8]) {
        self.init(decoding: bytes, readingPrinted: false)
    }

    /// The diagnostics of a folder given as printed text, with their source
    /// lines and their checksum, as ``readDiagnostics(_:)`` takes them: those
    /// read with the entry, or those of the entry's file read again, when its
    /// first part is still the one read with the text (the file may have been
    /// replaced since); `nil` when it is not, or the file cannot be read.
    static func detail(of printed: PrintedFolder) -> ArraySlice<UInt8>? {
        guard let unread = printed.unreadDetail else { return printed.encoded }
        guard let bytes = CacheFile.contents(atPath: unread.path), let (_, detail) = CacheFile.unsealHead(bytes, magic: magic),
              bytes[..<detail.lowerBound].elementsEqual(unread.sealedHead) else { return nil }
        return bytes[detail]
    }

    /// The diagnostics and their source lines as ``encoded()`` wrote them,
    /// from the entry's second part with its checksum, or `nil` when the
    /// checksum does not match or the bytes are not what it wrote.
    static func readDiagnostics(_ sealed: ArraySlice<UInt8>)
        -> (diagnostics: [Diagnostic], excerpts: [(location: SourceLocation, excerpt: SourceExcerpts.Excerpt)])? {
        guard let bytes = CacheFile.unsealTail(sealed) else { return nil }
        let copy = Array(bytes)
        var reader = CacheByteReader(copy, range: copy.indices)
        do throws(CacheByteReader.Damaged) {
            // A folder's diagnostics come by file, and many of a rule's share their hint:
            // a file, code or hint like the one before is not made again.
            var state = CacheByteReader.DiagnosticState()
            let diagnostics = try reader.list { reader throws(CacheByteReader.Damaged) in try reader.diagnostic(&state) }
            let excerpts = try reader.list { reader throws(CacheByteReader.Damaged) in
                let location = try reader.location(file: &state.file)
                let text = try reader.string()
                let caret = try reader.size(atMost: SourceExcerpts.scalarCount(text))
                return (location, SourceExcerpts.Excerpt(text: text, caretOffset: caret))
            }
            guard reader.isAtEnd else { return nil }
            return (diagnostics, excerpts)
        } catch {
            return nil
        }
    }

    /// Every rule by its code.
    static let rules = Dictionary(Rule.all.map { ($0.code, $0) }) { first, _ in first }
}

extension CacheByteWriter {
    mutating func diagnostic(_ diagnostic: Diagnostic) {
        string(diagnostic.severity.rawValue)
        string(diagnostic.rule.code)
        string(diagnostic.message)
        location(diagnostic.location)
        list(diagnostic.notes) { writer, note in
            writer.string(note.message)
            writer.location(note.location)
        }
        optional(diagnostic.hint) { $0.string($1) }
        integer(diagnostic.problemCount)
    }

    mutating func mark(_ mark: Mark) {
        integer(mark.line)
        integer(mark.column)
    }

    mutating func location(_ location: SourceLocation) {
        string(location.file)
        optional(location.mark) { $0.mark($1) }
    }
}

extension CacheByteReader {
    /// What reading one diagnostic after another keeps: the file, code and
    /// hint read last, which the next often repeats (``string(repeating:)``).
    struct DiagnosticState {
        var file: String?
        var code: String?
        var hint: String?
        var rule: Rule?
    }

    /// A diagnostic as ``CacheByteWriter/diagnostic(_:)`` wrote it; one naming
    /// a rule this compiler does not have is damaged.
    mutating func diagnostic(_ state: inout DiagnosticState) throws(Damaged) -> Diagnostic {
        guard let severity = Severity(rawValue: try string()) else { throw Damaged() }
        let previousCode = state.code
        let ruleCode = try string(repeating: &state.code)
        if ruleCode != previousCode || state.rule == nil { state.rule = CacheEntry.rules[ruleCode] }
        guard let rule = state.rule else { throw Damaged() }
        let message = try string()
        let location = try location(file: &state.file)
        let notes = try list { reader throws(Damaged) in
            Diagnostic.Note(try reader.string(), at: try reader.location(file: &state.file))
        }
        let hint = try optional { reader throws(Damaged) in try reader.string(repeating: &state.hint) }
        var diagnostic = Diagnostic(severity: severity, rule: rule, message: message, location: location, notes: notes, hint: hint)
        // At least the diagnostic itself, and no more than a count can hold.
        guard let problemCount = Int(exactly: try integer()), problemCount >= 1 else { throw Damaged() }
        diagnostic.problemCount = problemCount
        return diagnostic
    }

    mutating func mark() throws(Damaged) -> Mark {
        let line = try integer(), column = try integer()
        // Marks are 1-based (a column of 0 stands before the first character).
        guard let line = Int(exactly: line), let column = Int(exactly: column), line >= 1, column >= 0 else { throw Damaged() }
        return Mark(line: line, column: column)
    }

    /// A location whose file is often `file`, the one read before (see ``string(repeating:)``).
    mutating func location(file: inout String?) throws(Damaged) -> SourceLocation {
        SourceLocation(file: try string(repeating: &file), mark: try optional { reader throws(Damaged) in try reader.mark() })
    }
}
