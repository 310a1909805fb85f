/// Why an output folder or a bundle file could not be loaded.
///
/// Every case carries the path of the file at fault, and ``description`` is a
/// plain sentence that starts with that path and says what to do about it.
public enum ContentLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file does not exist: `index.json` in the folder given, or a bundle it lists.
    case missingFile(path: String)

    /// The file exists but could not be read (it is a folder, or access was refused).
    ///
    /// `reason` is the system's explanation.
    case unreadableFile(path: String, reason: String)

    /// The text ends before the JSON is complete: the file was cut short.
    ///
    /// `detail` says where it stops, such as "inside a string that starts at line 40,
    /// column 12, with 5 objects or arrays still open".
    case truncatedJSON(path: String, detail: String)

    /// The JSON is complete but is not a valid index or bundle: a syntax error,
    /// a missing key, a value of the wrong type, or values that contradict each other.
    ///
    /// `detail` names the key path and what was wrong, such as
    /// "at book.ideas[0].questions[2].points: expected Int, found a string".
    case malformedJSON(path: String, detail: String)

    /// The file's bytes are not the ones `index.json` lists: the file was changed,
    /// replaced or damaged after the build. Also reported when only the size differs.
    ///
    /// Hashes are lowercase hex SHA-256; sizes are in bytes.
    case hashMismatch(path: String, expectedSHA256: String, actualSHA256: String,
                      expectedBytes: Int, actualBytes: Int)

    /// The file's `formatVersion` has a major version this library does not read.
    case unsupportedFormatVersion(path: String, found: FormatVersion, supported: FormatVersion)

    /// The file's `format` is not the one expected: it is not a contentc bundle
    /// (`contentc.bundle`) or index (`contentc.index`).
    ///
    /// `found` is `nil` when the file has no `format` key.
    case wrongFormat(path: String, found: String?, expected: String)

    /// `index.json` lists the file as one bundle but the file holds another
    /// (a different kind or id).
    case indexMismatch(path: String, indexKind: BundleKind, indexID: String,
                       bundleKind: BundleKind, bundleID: String)

    /// Two things that must have different ids share one, such as two books
    /// with the same id, an idea id used in two books, or two lessons of a course.
    ///
    /// `what` names the kind of thing, such as "idea" or "lesson".
    case duplicateID(path: String, what: String, id: String)

    /// The file's size is not the one `index.json` lists, found before it was
    /// read: the file was changed, replaced or damaged after the build.
    case sizeMismatch(path: String, expectedBytes: Int, actualBytes: Int)

    /// The file is larger than a loader reads: `limit` bytes for `index.json`
    /// (``ContentLibrary/maxIndexBytes``) or a bundle opened on its own
    /// (``ContentLibrary/maxBundleBytes``). Nothing was read.
    case fileTooLarge(path: String, bytes: Int, limit: Int)

    /// The JSON is a well-formed index or bundle, but its content breaks a
    /// guarantee contentc gives apps: an answer index out of range, a count
    /// that is not the sum of its parts, ideas numbered with a gap, tiers out
    /// of order, a bundle listed twice. An app indexing by these values could
    /// crash or mislead, so the file is refused.
    ///
    /// `at` is the key path of the offending value, such as
    /// `book.ideas[0].questions[2].correct[0]`; `problem` says what is wrong there.
    case invalidContent(path: String, at: String, problem: String)

    /// The output folder changed while it was being read: `index.json` (the
    /// path) was rewritten after the loader read it, as a build replacing the
    /// folder meanwhile does. Loading it again reads one build throughout.
    case folderChanged(path: String)

    /// The path of the file at fault.
    public var path: String {
        switch self {
        case .missingFile(let path), .unreadableFile(let path, _), .truncatedJSON(let path, _),
             .malformedJSON(let path, _), .hashMismatch(let path, _, _, _, _),
             .unsupportedFormatVersion(let path, _, _), .wrongFormat(let path, _, _),
             .indexMismatch(let path, _, _, _, _), .duplicateID(let path, _, _),
             .sizeMismatch(let path, _, _), .fileTooLarge(let path, _, _), .invalidContent(let path, _, _),
             .folderChanged(let path):
            path
        }
    }

    /// What went wrong, starting with the file's path, and how to fix it.
    /// Text that comes from the files (ids, paths, details) has its control
    /// characters escaped, so the description is safe to print or log.
    public var description: String {
        let (problem, fix) = parts
        return PrintableText.escaping("\(path): " + problem + (fix ?? ""))
    }

    /// What went wrong, without the path or the advice on how to fix it: for a
    /// tool that reads an output folder for its own purpose and gives its own
    /// advice. Control characters are escaped, as in ``description``.
    public var problem: String { PrintableText.escaping(parts.problem) }

    private static let rebuild = "rebuild the content with `contentc build` and copy the whole output folder again"

    /// The problem, and the advice that follows it (with its separator), if any.
    private var parts: (problem: String, fix: String?) {
        switch self {
        case .missingFile:
            return ("the file does not exist",
                    "; check that the folder is the output of `contentc build` and that it was copied completely")
        case .unreadableFile(_, let reason):
            return ("the file exists but cannot be read (\(reason))", nil)
        case .truncatedJSON(_, let detail):
            return ("the file is cut short: its JSON ends \(detail)", "; \(Self.rebuild)")
        case .malformedJSON(_, let detail):
            return ("the file is not valid: \(detail)", "; \(Self.rebuild)")
        case .hashMismatch(_, let expected, let actual, let expectedBytes, let actualBytes):
            let sizes = expectedBytes == actualBytes
                ? "both \(actualBytes) bytes"
                : "\(actualBytes) bytes, index.json expects \(expectedBytes)"
            return ("the file's SHA-256 is \(actual) but index.json expects \(expected) (\(sizes)); "
                + "the file was changed after the build", ": \(Self.rebuild)")
        case .unsupportedFormatVersion(_, let found, let supported):
            return ("format version \(found) is not supported; this library reads format "
                + "\(supported.major).x (\(supported) and any later \(supported.major).minor)",
                    "; use a ContentRuntime that reads \(found.major).x, or a contentc that writes \(supported.major).x")
        case .wrongFormat(_, let found, let expected):
            let kind = expected == BundleIndex.indexFormat ? "an index" : "a bundle"
            let what = found.map { "its `format` is \"\($0)\"" } ?? "it has no `format` key"
            return ("this is not \(kind) written by contentc: \(what), expected \"\(expected)\"", nil)
        case .indexMismatch(_, let indexKind, let indexID, let bundleKind, let bundleID):
            return ("index.json lists this file as \(indexKind.rawValue) \"\(indexID)\" "
                + "but it holds \(bundleKind.rawValue) \"\(bundleID)\"; the output folder mixes files "
                + "of different builds", ": \(Self.rebuild)")
        case .duplicateID(_, let what, let id):
            return ("the \(what) id \"\(id)\" is used more than once, so lookups by id would be ambiguous",
                    "; \(Self.rebuild)")
        case .sizeMismatch(_, let expectedBytes, let actualBytes):
            return ("the file has \(actualBytes) bytes but index.json lists \(expectedBytes), so it was not read; "
                + "the file was changed after the build", ": \(Self.rebuild)")
        case .fileTooLarge(_, let bytes, let limit):
            return ("the file has \(bytes) bytes, more than the \(limit) a loader reads, so it was not read", nil)
        case .invalidContent(_, let keyPath, let problem):
            return ("at \(keyPath): \(problem); contentc never writes this, so the file was made or edited by "
                + "something else (its hash in index.json too)", "; \(Self.rebuild)")
        case .folderChanged:
            return ("the output folder changed while it was being read: index.json was rewritten meanwhile, "
                + "as a build replacing the folder does", "; load it again")
        }
    }
}
