import Foundation

/// The text formats some fields must have: slugs, URLs, dates, language tags, versions.
enum FieldFormats {
    /// `[a-z0-9]+(-[a-z0-9]+)*`: the form of slugs and ids.
    static func isSlug(_ text: some StringProtocol) -> Bool {
        guard !text.isEmpty, !text.hasPrefix("-"), !text.hasSuffix("-"), !text.contains("--") else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// A slug suggestion for text that is not one: `Europe & Asia` → `europe-asia`.
    static func slugSuggestion(for text: String) -> String? {
        var result = ""
        var pendingHyphen = false
        // Decomposed, `ü` is `u` and a combining mark, which is dropped.
        let letters = text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars
            .filter { $0.properties.generalCategory != .nonspacingMark }
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

    /// An absolute `http` or `https` URL (the scheme in lowercase, as apps and
    /// the bundle schema expect) with a host, an optional port of up to 65535,
    /// and no spaces or control characters.
    static func isWebURL(_ text: String) -> Bool {
        let rest: Substring
        if text.hasPrefix("https://") {
            rest = text.dropFirst(8)
        } else if text.hasPrefix("http://") {
            rest = text.dropFirst(7)
        } else {
            return false
        }
        guard !text.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }) else {
            return false
        }
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
        let host: Substring
        let port: Substring?
        if hostAndPort.hasPrefix("[") {  // An IPv6 address.
            guard let close = hostAndPort.firstIndex(of: "]") else { return false }
            host = hostAndPort[hostAndPort.index(after: hostAndPort.startIndex)..<close]
            let after = hostAndPort[hostAndPort.index(after: close)...]
            guard after.isEmpty || after.hasPrefix(":") else { return false }
            port = after.isEmpty ? nil : after.dropFirst()
            guard !host.isEmpty, host.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return false }
        } else {
            let parts = hostAndPort.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            host = parts[0]
            port = parts.count == 2 ? parts[1] : nil
            guard !host.isEmpty, !host.hasPrefix("."), !host.hasPrefix("-"), !host.contains(".."),
                  host.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" }) else { return false }
        }
        if let port {
            guard (1...5).contains(port.count), port.allSatisfy({ ("0"..."9").contains($0) }),
                  let value = Int(port), value <= 65535 else { return false }
        }
        return true
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

    /// `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, a date that exists.
    static func isPublishedDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts[0].count == 4,
              parts.dropFirst().allSatisfy({ $0.count == 2 }),
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let year = Int(parts[0])
        else { return false }
        guard parts.count >= 2 else { return true }
        guard let month = Int(parts[1]), (1...12).contains(month) else { return false }
        guard parts.count == 3 else { return true }
        guard let day = Int(parts[2]) else { return false }
        let isLeap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }

    /// A well-formed BCP 47 tag in its canonical case: a 2–3 letter lowercase
    /// language, then an optional script (`Hant`), region (`BR`, `419`),
    /// variants, extensions and private use (`x-…`).
    static func isLanguageTag(_ text: String) -> Bool {
        var subtags = text.split(separator: "-", omittingEmptySubsequences: false)[...]
        guard let language = subtags.popFirst(), (2...3).contains(language.count),
              language.allSatisfy(isLowercaseLetter) else { return false }
        if let script = subtags.first, script.count == 4, isUppercaseLetter(script.first!),
           script.dropFirst().allSatisfy(isLowercaseLetter) {
            subtags.removeFirst()
        }
        if let region = subtags.first,
           (region.count == 2 && region.allSatisfy(isUppercaseLetter)) || (region.count == 3 && region.allSatisfy(isDigit)) {
            subtags.removeFirst()
        }
        while let variant = subtags.first, variant.allSatisfy(isAlphanumeric),
              (5...8).contains(variant.count) || (variant.count == 4 && isDigit(variant.first!)) {
            subtags.removeFirst()
        }
        while let singleton = subtags.popFirst() {
            guard singleton.count == 1, singleton.allSatisfy(isAlphanumeric) else { return false }
            let lengths = singleton == "x" ? 1...8 : 2...8
            var count = 0
            while let next = subtags.first, lengths.contains(next.count), next.count > 1 || singleton == "x",
                  next.allSatisfy(isAlphanumeric) {
                subtags.removeFirst()
                count += 1
            }
            guard count > 0 else { return false }
        }
        return true
    }

    private static func isLowercaseLetter(_ character: Character) -> Bool { ("a"..."z").contains(character) }
    private static func isUppercaseLetter(_ character: Character) -> Bool { ("A"..."Z").contains(character) }
    private static func isDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }
    private static func isAlphanumeric(_ character: Character) -> Bool {
        isLowercaseLetter(character) || isUppercaseLetter(character) || isDigit(character)
    }

    /// A semantic version `MAJOR.MINOR.PATCH`, optionally with `-prerelease` and `+build`.
    static func isSemanticVersion(_ text: String) -> Bool {
        SemanticVersion(text) != nil
    }
}

extension FieldFormats {
    /// The canonical spelling of a tag written in the wrong case or with underscores
    /// (`pt_br` → `pt-BR`), if that is a valid tag.
    static func canonicalLanguageTag(_ text: String) -> String? {
        let subtags = text.replacingOccurrences(of: "_", with: "-").split(separator: "-")
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
