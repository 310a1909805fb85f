import ContentRuntime
import YAML

/// The source lines the text format prints under diagnostics, each cut to
/// the columns around its caret and escaped, kept instead of whole files.
///
/// The compiler makes the excerpts of a file while it still holds the file's
/// bytes, then lets the bytes go: what a run keeps for printing is a few
/// hundred characters per diagnostic, however large the files are.
public struct SourceExcerpts: Sendable {
    /// One source line as printed: escaped (see ``PrintableText``), at most
    /// ``maxColumns`` characters of the line around the caret, with `…` where
    /// it is cut.
    public struct Excerpt: Sendable, Hashable {
        /// The line as printed.
        public var text: String
        /// How many terminal columns the printed characters before the caret
        /// take (see ``TerminalColumns``): the spaces printed before it.
        public var caretOffset: Int
    }

    /// The most characters of a source line printed; longer lines are cut around the caret.
    public static let maxColumns = 160

    private var excerpts: [SourceLocation: Excerpt] = [:]

    /// No excerpts.
    public init() {}

    /// The excerpts of the places in one file, made from the file's bytes.
    ///
    /// - Parameters:
    ///   - file: The file's display path, as diagnostics name it.
    ///   - bytes: The file's contents.
    ///   - marks: The places in the file diagnostics and notes point at.
    public init(file: String, bytes: some Collection<UInt8>, marks: some Sequence<Mark>) {
        add(file: file, bytes: bytes, marks: marks)
    }

    /// Adds the excerpts of places in one file that none kept are at, made
    /// from the file's bytes as ``init(file:bytes:marks:)`` makes them: into
    /// these excerpts at once, rather than into excerpts of their own merged
    /// after (which hashes each location twice).
    ///
    /// - Parameter marks: Places in the file at which no excerpt is kept.
    mutating func add(file: String, bytes: some Collection<UInt8>, marks: some Sequence<Mark>) {
        let marks = Set(marks)
        let numbers = Set(marks.map(\.line))
        // A file holding a line break only YAML sees is located as editors count lines, and shown so.
        let lines = SourceLines.lines(numbers, of: bytes, asEditorsCount: HiddenLineBreak.isHeld(in: bytes))
        let printedFile = PrintableText.escaping(file)
        for mark in marks {
            guard let line = lines[mark.line] else { continue }
            // A short line with nothing to escape is shown as it is.
            let scalarCount = Self.scalarCount(line)
            if scalarCount <= Self.maxColumns, !PrintableText.containsControl(line) {
                let caret = min(max(0, mark.column - 1), scalarCount)
                // An ASCII line (as many scalars as bytes) takes a column a character.
                let columns = scalarCount == line.utf8.count ? caret : TerminalColumns.width(of: line.unicodeScalars.prefix(caret))
                excerpts[SourceLocation(file: printedFile, mark: mark)] = Excerpt(text: line, caretOffset: columns)
                continue
            }
            let (shown, caret) = Self.window(of: Array(line.unicodeScalars), aroundColumn: mark.column)
            var text = ""
            var caretOffset = 0
            for (offset, scalar) in shown.enumerated() {
                let printed = PrintableText.escape(scalar)
                if offset < caret { caretOffset += TerminalColumns.width(of: printed.unicodeScalars) }
                text += printed
            }
            excerpts[SourceLocation(file: printedFile, mark: mark)] = Excerpt(text: text, caretOffset: caretOffset)
        }
    }

    /// How many Unicode scalars `text` holds, counted on its UTF-8: one per
    /// byte that does not continue a sequence. Eight ASCII bytes at once,
    /// most of any source line, continue none.
    static func scalarCount(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var continuing = 0
            var index = 0
            while index < bytes.count {
                if bytes.count - index >= 8,
                   UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
                if bytes[index] & 0xC0 == 0x80 { continuing += 1 }
                index += 1
            }
            return bytes.count - continuing
        }
    }

    /// The excerpts of every file of `sources` that the diagnostics (and their notes) point into.
    ///
    /// - Parameter sources: The bytes of files, by display path.
    public init(for diagnostics: [Diagnostic], sources: [String: [UInt8]]) {
        for (file, marks) in Self.marksByFile(diagnostics) {
            guard let bytes = sources[file] else { continue }
            merge(SourceExcerpts(file: file, bytes: bytes, marks: marks))
        }
    }

    /// The excerpt of the line a location points at, if it was kept; the
    /// location's file is named as printed (escaped).
    public subscript(_ location: SourceLocation) -> Excerpt? {
        excerpts[location]
    }

    /// The excerpts kept of the places `diagnostics` and their notes point at, by location as printed.
    func kept(for diagnostics: [Diagnostic]) -> [(location: SourceLocation, excerpt: Excerpt)] {
        let locations = Set(diagnostics.flatMap { [$0.location.escaped] + $0.notes.map(\.location.escaped) })
        return locations.sorted().compactMap { location in excerpts[location].map { (location, $0) } }
    }

    /// How many lines are kept.
    var count: Int { excerpts.count }

    /// Makes room for `count` lines, so that merging many does not grow the storage step by step.
    mutating func reserveCapacity(_ count: Int) {
        excerpts.reserveCapacity(count)
    }

    /// Adds the excerpts of `other`.
    public mutating func merge(_ other: SourceExcerpts) {
        excerpts.merge(other.excerpts) { first, _ in first }
    }

    /// Adds excerpts made earlier (by the build cache), at locations as
    /// printed, as ``merge(_:)`` adds those of another value.
    mutating func merge(_ items: [(location: SourceLocation, excerpt: Excerpt)]) {
        excerpts.merge(items.lazy.map { ($0.location, $0.excerpt) }) { first, _ in first }
    }

    /// The marks of the diagnostics and their notes, by file.
    ///
    /// Diagnostics come mostly in runs of one file (a file's checks, a
    /// bank's questions in order): the marks of a run are gathered first and
    /// added to their file's at once, so that a file is looked up once a run
    /// rather than once a mark.
    static func marksByFile(_ diagnostics: [Diagnostic]) -> [String: Set<Mark>] {
        var marks: [String: Set<Mark>] = [:]
        var runFile: String?
        var run: [Mark] = []
        func endRun() {
            guard let file = runFile, !run.isEmpty else { return }
            marks[file, default: Set(minimumCapacity: run.count)].formUnion(run)
            run.removeAll(keepingCapacity: true)
        }
        func add(_ location: SourceLocation) {
            guard let mark = location.mark else { return }
            if location.file != runFile {
                endRun()
                runFile = location.file
            }
            run.append(mark)
        }
        for diagnostic in diagnostics {
            add(diagnostic.location)
            for note in diagnostic.notes { add(note.location) }
        }
        endRun()
        return marks
    }

    /// At most ``maxColumns`` scalars of a line around a 1-based column,
    /// with `…` where it is cut, and the caret's offset in what is shown.
    static func window(of scalars: [Unicode.Scalar], aroundColumn column: Int) -> (shown: [Unicode.Scalar], caret: Int) {
        let caret = max(0, column - 1)
        guard scalars.count > maxColumns else { return (scalars, caret) }
        let start = max(0, min(caret - maxColumns / 2, scalars.count - maxColumns))
        let end = min(scalars.count, start + maxColumns)
        var shown = Array(scalars[start..<end])
        var offset = caret - start
        if start > 0 {
            shown.insert("…", at: 0)
            offset += 1
        }
        if end < scalars.count { shown.append("…") }
        return (shown, offset)
    }
}
