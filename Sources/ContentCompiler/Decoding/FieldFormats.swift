import ContentRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The text formats some fields must have: slugs, URLs, dates, language tags,
/// versions. The formats bundles carry are ``TextFormats``, which the loader
/// checks too; the suggestions and versions are the compiler's own.
enum FieldFormats {
    /// `[a-z0-9]+(-[a-z0-9]+)*`: the form of slugs and ids.
    static func isSlug(_ text: some StringProtocol) -> Bool { TextFormats.isSlug(text) }
    /// An absolute `http` or `https` URL with a host (see ``TextFormats/isWebURL(_:)``).
    static func isWebURL(_ text: String) -> Bool { TextFormats.isWebURL(text) }
    /// `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, a date that exists.
    static func isPublishedDate(_ text: String) -> Bool { TextFormats.isPublishedDate(text) }
    /// A well-formed BCP 47 tag in its canonical case (see ``TextFormats/isLanguageTag(_:)``).
    static func isLanguageTag(_ text: String) -> Bool { TextFormats.isLanguageTag(text) }

    /// A slug suggestion for text that is not one: `Europe & Asia` → `europe-asia`.
    static func slugSuggestion(for text: String) -> String? {
        // `ü` is `u` (its accent dropped); a combining mark written apart is dropped too.
        let letters = text.lowercased().unicodeScalars
            .filter { $0.properties.generalCategory != .nonspacingMark }
            .map { AccentFolding.baseLetter(of: $0) ?? $0 }
        return slugSuggestion(for: text, letters: letters)
    }

    /// The suggestion for `text` made of `letters`, its scalars lower-cased
    /// and without accents: ASCII letters and digits, hyphens between runs of them.
    static func slugSuggestion(for text: String, letters: some Sequence<Unicode.Scalar>) -> String? {
        var result = ""
        var pendingHyphen = false
        for scalar in letters {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                if pendingHyphen, !result.isEmpty { result.append("-") }
                pendingHyphen = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingHyphen = true
            }
        }
        return result.isEmpty || result == text ? nil : result
    }

    /// The date meant by one written with too few digits (`65` → `0065`,
    /// `2024-1-5` → `2024-01-05`), when that date is valid; `nil` otherwise.
    static func publishedDateSuggestion(for text: String) -> String? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { ("0"..."9").contains($0) } }),
              parts[0].count <= 4, parts.dropFirst().allSatisfy({ $0.count <= 2 }) else { return nil }
        let padded = parts.enumerated().map { index, part in
            String(repeating: "0", count: (index == 0 ? 4 : 2) - part.count) + part
        }.joined(separator: "-")
        return padded != text && isPublishedDate(padded) ? padded : nil
    }

    /// A semantic version `MAJOR.MINOR.PATCH`, optionally with `-prerelease` and `+build`.
    static func isSemanticVersion(_ text: String) -> Bool {
        SemanticVersion(text) != nil
    }

    /// The semantic version an author most likely meant by `text`, if it is
    /// one once a leading `v` is dropped and missing parts are written as 0:
    /// `1.4` → `1.4.0`, `v2.0.3` → `2.0.3`, `3` → `3.0.0`.
    static func semanticVersionSuggestion(for text: String) -> String? {
        var core = Substring(text)
        if core.first == "v" || core.first == "V" { core = core.dropFirst() }
        let parts = core.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            return nil
        }
        let suggestion = (parts.map(String.init) + Array(repeating: "0", count: 3 - parts.count)).joined(separator: ".")
        return suggestion != text && isSemanticVersion(suggestion) ? suggestion : nil
    }
}

extension FieldFormats {
    /// The canonical spelling of a tag written in the wrong case or with underscores
    /// (`pt_br` → `pt-BR`), if that is a valid tag.
    static func canonicalLanguageTag(_ text: String) -> String? {
        let subtags = text.replacingScalar("_", with: "-").split(separator: "-")
        guard !subtags.isEmpty else { return nil }
        var result: [String] = [subtags[0].lowercased()]
        for subtag in subtags.dropFirst() {
            if subtag.count == 4, subtag.allSatisfy(\.isLetter) {
                result.append(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased())
            } else if subtag.count == 2 {
                result.append(subtag.uppercased())
            } else {
                result.append(subtag.lowercased())
            }
        }
        let candidate = result.joined(separator: "-")
        return candidate != text && isLanguageTag(candidate) ? candidate : nil
    }
}
