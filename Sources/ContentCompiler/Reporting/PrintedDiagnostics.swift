/// Diagnostics a compilation gives as the text the text format prints for
/// them without colour, instead of as diagnostics: those of book and course
/// folders the build cache gave unchanged, when the compilation was asked for
/// such a report (``CompileOptions/printsPlainText``). They are not in
/// ``Compilation/diagnostics``, but count in its errors and warnings.
///
/// ``TextReporter`` without colour copies each folder's text where the folder's
/// diagnostics sort among the others; no other format can print them.
public struct PrintedDiagnostics: Sendable {
    /// One folder's diagnostics as printed, and where they go.
    struct Run: Sendable {
        /// The index of the report's diagnostic the run is printed before
        /// (their count: after the last).
        var position: Int
        /// The run's diagnostics as ``TextReporter`` prints them without colour.
        var text: ArraySlice<UInt8>
    }

    /// The runs in printing order.
    private(set) var runs: [Run] = []
    /// How many of the diagnostics are errors.
    public private(set) var errorCount = 0
    /// How many of the diagnostics are warnings.
    public private(set) var warningCount = 0

    /// No diagnostics.
    public init() {}

    /// Whether there is nothing to print.
    public var isEmpty: Bool { runs.isEmpty }

    /// The folders' runs placed among `diagnostics` (in printing order), or
    /// `nil` when a run cannot be printed whole (see ``unplaceable(_:among:)``).
    /// Each run then holds its folder's diagnostics in the very order a sort
    /// of all of them gives, as a folder's diagnostics are kept sorted.
    init?(placing folders: [PrintedFolder], among diagnostics: [Diagnostic]) {
        guard Self.unplaceable(folders, among: diagnostics).isEmpty else { return nil }
        runs.reserveCapacity(folders.count)
        for folder in folders.sorted(by: { Diagnostic.printingOrder($0.first, $1.first) }) {
            runs.append(Run(position: Self.firstNotBefore(folder.first, in: diagnostics), text: folder.text))
            errorCount += folder.errorCount
            warningCount += folder.warningCount
        }
    }

    /// The positions in `folders` of those whose run cannot be printed whole
    /// among `diagnostics` (in printing order): when one of the diagnostics,
    /// or another folder's, sorts between the run's first and its last
    /// diagnostic or ties with one of them. Those folders' diagnostics are
    /// sorted with the others instead; the runs of the rest stay whole, as
    /// each folder's diagnostics are in its own files, which sort together.
    static func unplaceable(_ folders: [PrintedFolder], among diagnostics: [Diagnostic]) -> Set<Int> {
        var stuck = Set<Int>()
        let order = folders.indices.sorted { Diagnostic.printingOrder(folders[$0].first, folders[$1].first) }
        for (position, next) in zip(order, order.dropFirst())
        where !Diagnostic.printingOrder(folders[position].last, folders[next].first) {
            stuck.insert(position)
            stuck.insert(next)
        }
        for (position, folder) in folders.enumerated() where folder.enclosesAny(of: diagnostics) { stuck.insert(position) }
        return stuck
    }

    /// The index of the first of `diagnostics` (in printing order) that does
    /// not sort before `diagnostic`; their count when all do.
    static func firstNotBefore(_ diagnostic: Diagnostic, in diagnostics: [Diagnostic]) -> Int {
        var low = 0, high = diagnostics.count
        while low < high {
            let middle = (low + high) / 2
            if Diagnostic.printingOrder(diagnostics[middle], diagnostic) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
