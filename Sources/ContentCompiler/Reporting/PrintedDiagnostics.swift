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
    /// `nil` when a run cannot be printed whole: when one of the diagnostics,
    /// or another folder's, sorts between its first and its last diagnostic
    /// or ties with one of them. Each run then holds its folder's diagnostics
    /// in the very order a sort of all of them gives, as a folder's
    /// diagnostics are kept sorted.
    init?(placing folders: [PrintedFolder], among diagnostics: [Diagnostic]) {
        let sorted = folders.sorted { Diagnostic.printingOrder($0.first, $1.first) }
        for (folder, next) in zip(sorted, sorted.dropFirst()) where !Diagnostic.printingOrder(folder.last, next.first) {
            return nil
        }
        runs.reserveCapacity(sorted.count)
        for folder in sorted {
            // The first diagnostic that does not sort before the run's first.
            var low = 0, high = diagnostics.count
            while low < high {
                let middle = (low + high) / 2
                if Diagnostic.printingOrder(diagnostics[middle], folder.first) { low = middle + 1 } else { high = middle }
            }
            guard low == diagnostics.count || Diagnostic.printingOrder(folder.last, diagnostics[low]) else { return nil }
            runs.append(Run(position: low, text: folder.text))
            errorCount += folder.errorCount
            warningCount += folder.warningCount
        }
    }
}
