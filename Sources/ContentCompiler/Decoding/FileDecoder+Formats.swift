import YAML

extension FileDecoder {
    /// A slug field: `[a-z0-9]+(-[a-z0-9]+)*`.
    mutating func slug(_ mapping: Mapping, _ key: String, required: Bool = false) -> Located<String>? {
        guard let text = formattedText(mapping, key, required: required) else { return nil }
        return checkedSlug(text, field: key)
    }

    /// Reports text that is not a slug; returns it when it is one.
    mutating func checkedSlug(_ text: Located<String>, field: String) -> Located<String>? {
        guard FieldFormats.isSlug(text.value) else {
            let suggestion = FieldFormats.slugSuggestion(for: text.value).map { ", such as '\($0)'" } ?? ""
            log.report(.idFormat, "\(fieldName(field)) must be lowercase words joined by hyphens, not '\(text.value)'",
                       file: file, at: text.mark,
                       hint: "use only a-z, 0-9 and single hyphens\(suggestion)")
            return nil
        }
        return text
    }

    /// A link field: an absolute http(s) URL.
    mutating func webURL(_ mapping: Mapping, _ key: String, required: Bool = false) -> Located<String>? {
        guard let text = formattedText(mapping, key, required: required) else { return nil }
        guard FieldFormats.isWebURL(text.value) else {
            // Would it be valid with its scheme in lowercase (`HTTPS://…`)?
            let scheme = text.value.prefix { $0 != ":" }
            let wrongCase = FieldFormats.isWebURL(scheme.lowercased() + text.value.dropFirst(scheme.count))
            log.report(.invalidURL, "'\(key)' must be an absolute http or https URL, not '\(text.value)'",
                       file: file, at: text.mark,
                       hint: wrongCase ? "write the scheme in lowercase: http:// or https://"
                                       : "write the full address, starting with https://")
            return nil
        }
        return text
    }

    /// A date field: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`.
    mutating func publishedDate(_ mapping: Mapping, _ key: String) -> Located<String>? {
        guard let text = formattedText(mapping, key) else { return nil }
        guard FieldFormats.isPublishedDate(text.value) else {
            log.report(.invalidDate, "'\(key)' must be a date written YYYY, YYYY-MM or YYYY-MM-DD, not '\(text.value)'",
                       file: file, at: text.mark, hint: FieldFormats.publishedDateSuggestion(for: text.value).map {
                           let digits = $0.count == 4 ? "the year with 4 digits" : "the year with 4 digits, months and days with 2"
                           return "write \(digits), in quotes: \(key): \"\($0)\""
                       })
            return nil
        }
        return text
    }

    /// A BCP 47 language tag field.
    mutating func languageTag(_ mapping: Mapping, _ key: String) -> Located<String>? {
        guard let text = formattedText(mapping, key) else { return nil }
        guard FieldFormats.isLanguageTag(text.value) else {
            // A tag in another case (`EN`, `pt-br`) is a tag: said so, with the case apps compare.
            if let canonical = FieldFormats.canonicalLanguageTag(text.value), canonical.lowercased() == text.value.lowercased() {
                log.report(.invalidLanguage, "language tag '\(text.value)' is not in its usual case, which apps compare",
                           file: file, at: text.mark, hint: "write it as \(canonical)")
                return nil
            }
            let canonical = FieldFormats.canonicalLanguageTag(text.value)
            log.report(.invalidLanguage,
                       "'\(text.value)' is not a BCP 47 language tag" + (canonical.map { "; did you mean '\($0)'?" } ?? ""),
                       file: file, at: text.mark, hint: "write a tag such as en, fr or pt-BR")
            return nil
        }
        return text
    }
}
