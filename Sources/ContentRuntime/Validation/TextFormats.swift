/// The text formats the compiler guarantees for some fields, shared by the
/// compiler, which checks them in sources, and the loader, which checks them
/// again in bundles: slugs and ids, web addresses, dates and language tags.
package enum TextFormats {
    /// `[a-z0-9]+(-[a-z0-9]+)*`: the form of slugs and ids.
    package static func isSlug(_ text: some StringProtocol) -> Bool {
        // One pass over the bytes: any other byte, a non-ASCII one included, is refused.
        var previous = UInt8(ascii: "-")  // so that a leading hyphen is refused
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                break
            case UInt8(ascii: "-"):
                guard previous != UInt8(ascii: "-") else { return false }
            default:
                return false
            }
            previous = byte
        }
        // Not empty, and no trailing hyphen.
        return previous != UInt8(ascii: "-")
    }

    /// An absolute `http` or `https` URL (the scheme in lowercase, as apps and
    /// the bundle schema expect) with a host, an optional port of up to 65535,
    /// and no spaces or control characters.
    package static func isWebURL(_ text: String) -> Bool {
        let rest: Substring
        if text.hasPrefix("https://") {
            rest = text.dropFirst(8)
        } else if text.hasPrefix("http://") {
            rest = text.dropFirst(7)
        } else {
            return false
        }
        // In ASCII text, whitespace and controls are the bytes up to the space, and DEL.
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        let refused = isASCII
            ? text.utf8.contains { $0 <= 0x20 || $0 == 0x7F }
            : text.unicodeScalars.contains { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }
        guard !refused else { return false }
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
            // An ASCII host's letters and digits are told by their bytes.
            let isHostText = isASCII
                ? host.utf8.allSatisfy { byte in
                    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                        || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
                }
                : host.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" }
            let hasEmptyLabel = isASCII
                ? zip(host.utf8, host.utf8.dropFirst()).contains { $0 == UInt8(ascii: ".") && $1 == UInt8(ascii: ".") }
                : host.contains("..")
            guard !host.isEmpty, !host.hasPrefix("."), !host.hasPrefix("-"), !hasEmptyLabel, isHostText else {
                return false
            }
        }
        if let port {
            guard (1...5).contains(port.count), port.allSatisfy({ ("0"..."9").contains($0) }),
                  let value = Int(port), value <= 65535 else { return false }
        }
        return true
    }

    /// `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, a date that exists.
    package static func isPublishedDate(_ text: String) -> Bool {
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
    package static func isLanguageTag(_ text: String) -> Bool {
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
}
