/// Language codes as BCP 47 tags: the form book.yaml's `language` takes.
enum LanguageCode {
    /// The BCP 47 tag of a code found in metadata (`eng` → `en`, `en_GB` →
    /// `en-GB`, `ger` → `de`), or `nil` for codes that name no single
    /// language (`und`, `mul`, `zxx`, `mis`) or are not language codes.
    static func bcp47(_ code: String) -> String? {
        let parts = code.trimmingSpaces()
            .split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first?.lowercased(), (2...3).contains(first.count),
              first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        guard !["und", "mul", "zxx", "mis"].contains(first) else { return nil }
        let language = first.count == 3 ? iso639TwoLetterCodes[first] ?? first : first
        var tag = [language]
        for part in parts.dropFirst() {
            guard part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }), (1...8).contains(part.count) else { return nil }
            switch part.count {
            case 2 where part.allSatisfy(\.isLetter): tag.append(part.uppercased())  // region
            case 4 where part.allSatisfy(\.isLetter): tag.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())  // script
            default: tag.append(part.lowercased())
            }
        }
        return tag.joined(separator: "-")
    }
}
