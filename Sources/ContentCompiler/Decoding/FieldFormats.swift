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
        for scalar in text.lowercased().unicodeScalars {
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

    /// An absolute `http` or `https` URL with a host and no spaces.
    static func isWebURL(_ text: String) -> Bool {
        let lowered = text.lowercased()
        let rest: Substring
        if lowered.hasPrefix("https://") {
            rest = text.dropFirst(8)
        } else if lowered.hasPrefix("http://") {
            rest = text.dropFirst(7)
        } else {
            return false
        }
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let hostName = host.split(separator: "@").last.map { $0.split(separator: ":").first ?? "" } ?? ""
        guard !hostName.isEmpty, hostName.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == "-" }) else {
            return false
        }
        return !text.unicodeScalars.contains { $0.properties.isWhitespace || $0.value < 0x20 }
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
        let withoutBuild = text.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)
        if withoutBuild.count == 2, !isDotSeparatedIdentifiers(withoutBuild[1]) { return false }
        let withoutPrerelease = withoutBuild[0].split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        if withoutPrerelease.count == 2, !isDotSeparatedIdentifiers(withoutPrerelease[1]) { return false }
        let core = withoutPrerelease[0].split(separator: ".", omittingEmptySubsequences: false)
        return core.count == 3 && core.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } && (part.count == 1 || part.first != "0")
        }
    }

    private static func isDotSeparatedIdentifiers(_ text: Substring) -> Bool {
        text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
    }
}
