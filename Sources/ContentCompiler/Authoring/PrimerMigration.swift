import ContentRuntime
import YAML

/// Renames the legacy primer fields of one idea file to their replacements
/// (SPEC §3.2: `overview` → `thesis`, `keyNuances` → `edgesAndLimits`,
/// `digDeeperLinks` → `furtherLearning`; the values keep their shape, links
/// included).
///
/// Only the keys' text changes, at the marks the parser reports, so every
/// other byte of the file, comments and formatting included, stays as written.
/// The result is parsed again: it must hold the same YAML with the keys
/// renamed, and its primer must decode to the same values without a legacy
/// field left; otherwise the file is refused, never written.
public enum PrimerMigration {
    /// One key renamed.
    public struct Rename: Sendable, Equatable {
        /// The legacy key, such as `overview`.
        public var legacy: String
        /// The key that replaces it, such as `thesis`.
        public var replacement: String
        /// Where the key is written.
        public var mark: Mark
    }

    /// What migrating a file gives.
    public enum Outcome: Sendable {
        /// The primer has no legacy field (or the file has no primer to migrate).
        case upToDate
        /// The file's new bytes and the keys renamed, in file order.
        case migrated(bytes: [UInt8], renames: [Rename])
        /// The file cannot be migrated automatically, and why.
        case refused(AuthoringError)
    }

    /// Migrates one idea file.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: Its path as messages name it.
    public static func migrate(_ bytes: [UInt8], file: String) -> Outcome {
        do {
            return try migrated(bytes, file: file)
        } catch {
            return .refused(error)
        }
    }

    private static func migrated(_ bytes: [UInt8], file: String) throws(AuthoringError) -> Outcome {
        var log = DiagnosticLog()
        let root = parseContentFile(bytes, file: file, log: &log)?.tree
        let yamlProblem = log.diagnostics.first { $0.severity == .error }
        // The decoder reads the first `primer:`; a repeated one is a YAML error, refused below.
        guard let root, let primer = root.value(forKey: "primer"), case .mapping(let pairs) = primer.content else {
            if let yamlProblem {
                throw AuthoringError(.refused, "cannot look for legacy primer fields: \(yamlProblem.message)",
                                     file: file, at: yamlProblem.location.mark,
                                     hint: "fix the file first (`contentc lint` shows every problem), then migrate again")
            }
            return .upToDate
        }
        let keys = pairs.compactMap(\.key.scalarValue)
        var renames: [Rename] = []
        var edits: [TextEdit] = []
        let lines = SourceLines(bytes)
        for pair in pairs {
            guard let legacy = pair.key.scalarValue,
                  let replacement = PrimerSource.legacyKeys.first(where: { $0.key == legacy })?.value else { continue }
            if keys.contains(replacement) {
                throw AuthoringError(.refused,
                                     "'\(legacy)' is written beside '\(replacement)', which replaces it (I108); this file was not changed",
                                     file: file, at: pair.key.start,
                                     hint: "merge the two into '\(replacement)' by hand and delete '\(legacy)'")
            }
            renames.append(Rename(legacy: legacy, replacement: replacement, mark: pair.key.start))
            edits.append(try TextEdit(from: pair.key.start, to: pair.key.end, in: lines, with: replacement))
        }
        guard !renames.isEmpty else { return .upToDate }
        if let yamlProblem {
            throw AuthoringError(.refused, "cannot migrate this file safely: \(yamlProblem.message)",
                                 file: file, at: yamlProblem.location.mark,
                                 hint: "fix the file first (`contentc lint` shows every problem), then migrate again")
        }
        let result = bytes.applying(edits)
        try verify(result, original: root, renames: renames, file: file)
        return .migrated(bytes: result, renames: renames)
    }

    /// Checks that the new text holds the old YAML with the keys renamed, and
    /// that its primer decodes to the same values with no legacy field left.
    private static func verify(_ result: [UInt8], original: Node, renames: [Rename], file: String) throws(AuthoringError) {
        let failure = AuthoringError(.refused, "internal error: the migrated file would not read back as before; it was not changed",
                                     file: file, hint: "rename the keys by hand")
        var log = DiagnosticLog()
        guard let migrated = parseContentFile(result, file: file, log: &log)?.tree, !log.diagnostics.hasErrors,
              renamingKeys(of: original, renames).hasSameContent(as: migrated) else { throw failure }
        let before = decodedPrimer(original, file: file)
        let after = decodedPrimer(migrated, file: file)
        guard before.values == after.values,
              !after.diagnostics.contains(where: { $0.code == Rule.legacyPrimerField.code || $0.code == Rule.legacyPrimerConflict.code })
        else { throw failure }
    }

    /// The tree with the primer's renamed keys written as their replacements, plain.
    private static func renamingKeys(of root: Node, _ renames: [Rename]) -> Node {
        guard case .mapping(var pairs) = root.content,
              let index = pairs.firstIndex(where: { $0.key.scalarValue == "primer" }),
              case .mapping(var primerPairs) = pairs[index].value.content else { return root }
        for (position, pair) in primerPairs.enumerated() {
            guard let rename = renames.first(where: { $0.mark == pair.key.start }) else { continue }
            primerPairs[position].key = Node(content: .scalar(rename.replacement, .plain), start: pair.key.start, end: pair.key.end)
        }
        var result = root
        pairs[index].value.content = .mapping(primerPairs)
        result.content = .mapping(pairs)
        return result
    }

    /// The primer as the compiler decodes it, and the file's diagnostics.
    private static func decodedPrimer(_ root: Node, file: String) -> (values: PrimerValues, diagnostics: [Diagnostic]) {
        var decoder = FileDecoder(file: file, log: DiagnosticLog())
        let idea = decoder.idea(EventTape(tree: root).documents[0].root, fileStem: "")
        return (PrimerValues(idea?.primer), decoder.finish())
    }
}

/// What a decoded primer says, without where it was written.
private struct PrimerValues: Equatable {
    var thesis, story, oneLineRecall: String?
    var useItWhen, howToApply, edgesAndLimits: [String]?
    var furtherLearning: [[String?]]?

    init(_ primer: PrimerSource?) {
        thesis = primer?.thesis?.value
        story = primer?.story?.value
        oneLineRecall = primer?.oneLineRecall?.value
        useItWhen = primer?.useItWhen?.value.map(\.value)
        howToApply = primer?.howToApply?.value.map(\.value)
        edgesAndLimits = primer?.edgesAndLimits?.value.map(\.value)
        furtherLearning = primer?.furtherLearning?.value.map { [$0.title?.value, $0.url?.value, $0.kind?.value.rawValue] }
    }
}
