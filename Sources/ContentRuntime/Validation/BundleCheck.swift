/// The guarantees contentc gives apps about what a bundle holds, checked
/// again when the bundle is loaded, so an app can index, count and show
/// what it loads without checking it first.
///
/// A hash in `index.json` proves only that a file is the one the index
/// lists, not that contentc wrote it: anyone can edit a bundle and fix the
/// hash. Each broken guarantee is a ``ContentLoadError/invalidContent(path:at:problem:)``
/// naming the key path of the offending value. The checks are those the
/// types' documentation promises: answer indices in range and ascending,
/// option and question counts, points and maximum scores that add up, ids
/// well-formed and numbered without gaps, reward tiers in order, achievements
/// that can unlock, text that is not blank and holds no control characters,
/// web addresses, dates, language tags and ISBNs well-formed. What a project
/// may configure (question counts per idea or lesson, the Bloom band) is not checked.
///
/// Key paths are passed unmade (`@autoclosure`): a bundle that passes makes none.
struct BundleCheck {
    /// The file being checked, for errors.
    let path: String

    /// The error for a value that breaks a guarantee.
    func failure(_ keyPath: String, _ problem: String) -> ContentLoadError {
        .invalidContent(path: path, at: keyPath, problem: problem)
    }

    /// Text shown to learners: not blank, no control characters but line feeds and tabs.
    func text(_ value: String, at keyPath: @autoclosure () -> String) throws(ContentLoadError) {
        // Most texts are printable ASCII, spaces, line feeds and tabs: they hold no refused
        // character, and only spaces, line feeds and tabs are white space among them.
        if let hasInk = Self.plainTextHasInk(value) {
            guard hasInk else { throw failure(keyPath(), "the text is blank") }
            return
        }
        guard value.contains(where: { !$0.isWhitespace }) else { throw failure(keyPath(), "the text is blank") }
        if let control = value.unicodeScalars.first(where: PrintableText.isRefusedInText) {
            throw failure(keyPath(), "the text holds the control character \(PrintableText.codePoint(control))")
        }
    }

    /// For a text of printable ASCII, spaces, line feeds and tabs alone,
    /// whether it holds anything but spaces, line feeds and tabs; `nil` for
    /// any other text, which is checked character by character.
    static func plainTextHasInk(_ value: String) -> Bool? {
        value.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            var hasInk = false
            for byte in bytes {
                if byte > 0x20 && byte < 0x7F {
                    hasInk = true
                } else if byte != 0x20 && byte != 0x0A && byte != 0x09 {
                    return nil
                }
            }
            return hasInk
        } ?? nil
    }

    /// Optional text: as ``text(_:at:)`` when present.
    func text(_ value: String?, at keyPath: @autoclosure () -> String) throws(ContentLoadError) {
        if let value { try text(value, at: keyPath()) }
    }

    /// A list of texts, each as ``text(_:at:)``; at least one when `nonEmpty`.
    func texts(_ values: [String], at keyPath: @autoclosure () -> String, nonEmpty: Bool = false) throws(ContentLoadError) {
        if nonEmpty, values.isEmpty { throw failure(keyPath(), "the list is empty; it holds at least one item") }
        for (index, value) in values.enumerated() { try text(value, at: "\(keyPath())[\(index)]") }
    }

    /// An id or slug: lowercase words of letters and digits joined by single hyphens.
    func slug(_ value: String, at keyPath: @autoclosure () -> String) throws(ContentLoadError) {
        guard TextFormats.isSlug(value) else {
            throw failure(keyPath(), "\"\(value)\" is not an id: ids are lowercase letters and digits in words joined by hyphens")
        }
    }

    /// An absolute http(s) web address, when present.
    func webURL(_ value: String?, at keyPath: @autoclosure () -> String) throws(ContentLoadError) {
        if let value, !TextFormats.isWebURL(value) {
            throw failure(keyPath(), "\"\(value)\" is not an absolute http or https address")
        }
    }

    /// A count or number with a lower bound (and an upper one, when given).
    func number(_ value: Int, at keyPath: @autoclosure () -> String, in range: ClosedRange<Int>) throws(ContentLoadError) {
        guard range.contains(value) else {
            let bound = range.upperBound == .max ? "at least \(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)"
            throw failure(keyPath(), "\(value) is out of range: it is \(bound)")
        }
    }

    /// Ids that are unique in their list.
    func unique(_ ids: [String], at keyPath: @autoclosure () -> String, what: String) throws(ContentLoadError) {
        var seen: [String: Int] = [:]
        for (index, id) in ids.enumerated() {
            if let first = seen[id] {
                throw failure("\(keyPath())[\(index)]", "the \(what) id \"\(id)\" is used again, as at [\(first)]; ids are unique")
            }
            seen[id] = index
        }
    }

    /// Positions numbered 1, 2, 3… in order.
    func numbered(_ numbers: [Int], at keyPath: @autoclosure () -> String, key: String) throws(ContentLoadError) {
        for (index, number) in numbers.enumerated() where number != index + 1 {
            throw failure("\(keyPath())[\(index)].\(key)", "is \(number), but items are numbered from 1 in order: this is \(index + 1)")
        }
    }
}
