extension Rule {
    /// S101: unknown keys.
    static let unknownKey = Rule(
        code: "S101", name: "schema.unknown-key",
        summary: "every key is one the file kind defines",
        explanation: """
        The key is not one of the fields of this kind of file, so its value would be \
        silently lost. It is usually a typo (the message suggests the closest known \
        key) or a field at the wrong indentation. See the tables of SPEC §3 for each \
        kind's fields.
        """)

    /// S102: missing required keys.
    static let missingKey = Rule(
        code: "S102", name: "schema.missing-key",
        summary: "every required key is present",
        explanation: """
        A required field is missing; the message names it. Without it the file \
        cannot be turned into what apps show, so nothing is built. The position \
        points at the start of the mapping that lacks the key (the file's first \
        line, or the question or lesson): add the key with a value.
        """)

    /// S103: wrong types.
    static let wrongType = Rule(
        code: "S103", name: "schema.type",
        summary: "each value has its field's type",
        explanation: """
        Each field has one type: text, integer, number, true/false, a list, or a \
        mapping. Typing follows the field, not YAML's guesses: a text field takes any \
        scalar exactly as written (`NO`, `1.10`, `~` stay text), while a number field \
        takes only a decimal number, unquoted (`012`, `0x1F`, `1e3` and `"5"` are \
        refused), and a boolean field only `true` or `false`. A list \
        where text is expected, or text where a mapping is expected, is usually an \
        indentation mistake.
        """)

    /// S104: enumerated values.
    static let notInEnumeration = Rule(
        code: "S104", name: "schema.enum",
        summary: "a value is one of its field's allowed words",
        explanation: """
        Fields such as `importance`, `difficulty`, `bloom`, `type` and `category` take \
        one of a fixed set of words, spelt exactly (they are case-sensitive). The \
        message lists them and suggests the closest.
        """)

    /// S105: ranges.
    static let outOfRange = Rule(
        code: "S105", name: "schema.range",
        summary: "a number is within its field's range",
        explanation: """
        The number is outside what the field allows, for example a `depthTarget` of 4 \
        (it is 1 to 3), an `averageRating` above 5, or a count below 1.
        """)

    /// S106: empty text.
    static let emptyText = Rule(
        code: "S106", name: "schema.empty-text",
        summary: "text fields are not empty",
        explanation: """
        The field has no text: either nothing follows the key, or the text is blank. \
        Write the text, or remove the key if the field is optional.
        """)

    /// S107: id and slug format.
    static let idFormat = Rule(
        code: "S107", name: "schema.id-format",
        summary: "ids and folder names are lowercase words joined by hyphens",
        explanation: """
        Ids, and the names of book and course folders, are lowercase letters and \
        digits in words joined by single hyphens (`flags-and-continents`, \
        `europe-asia`). Apps store progress by these ids, so they must be simple and \
        stable. Idea ids are the exception: `b<book number>i<idea number>`. A \
        book or course folder's name is at most 250 bytes long, so that its \
        bundle's file, `<name>.json`, can be written.
        """)

    /// S108: URLs.
    static let invalidURL = Rule(
        code: "S108", name: "schema.url",
        summary: "links are absolute http or https URLs",
        explanation: """
        Link fields must be absolute URLs starting with `http://` or `https://` and \
        naming a host, because apps open them directly. Relative paths, `file:` or \
        `javascript:` URLs and text with spaces are refused.
        """)

    /// S109: dates.
    static let invalidDate = Rule(
        code: "S109", name: "schema.date",
        summary: "dates are YYYY, YYYY-MM or YYYY-MM-DD",
        explanation: """
        `publishedDate` is a year (`1862`), a year and month (`1862-05`) or a full \
        date (`1862-05-14`) that exists in the calendar.
        """)

    /// S110: language tags.
    static let invalidLanguage = Rule(
        code: "S110", name: "schema.language",
        summary: "languages are BCP 47 tags such as en or pt-BR",
        explanation: """
        `language` is a BCP 47 language tag: a 2- or 3-letter lowercase language code, \
        optionally followed by a script (`Latn`), a region (`BR`, `419`) or other \
        subtags, joined by hyphens: `en`, `pt-BR`, `zh-Hant-TW`. Names such as \
        `English` or underscores (`pt_BR`) are refused.
        """)

    /// S111: empty lists.
    static let emptyList = Rule(
        code: "S111", name: "schema.empty-list",
        summary: "lists that must hold items are not empty",
        explanation: """
        The list has no items, but the field needs at least one: a course's \
        `sections` and reward `diamonds`, a section's `lessons`, a lesson's \
        `questions`, and a primer's `useItWhen`, `howToApply` and `edgesAndLimits`. \
        Add the items, or remove an optional key. (A reading lesson with empty \
        `keyTakeaways` is reported by `lesson.kind`.)
        """)

    /// S112: duplicate items.
    static let duplicateItem = Rule(
        code: "S112", name: "schema.duplicate-item",
        summary: "lists of names hold each name once",
        explanation: """
        The same item appears twice in a list that names things (categories, the \
        sections of a course). Remove the repetition; the note points at the first.
        """)

    /// S113: control characters in text.
    static let controlCharacter = Rule(
        code: "S113", name: "schema.control-character",
        summary: "text holds no control characters",
        explanation: """
        Text is shown by apps as it is written, so it may hold line breaks (a \
        block scalar's lines, or `\\n` in quotes) and tabs, but no other control \
        character: no escape (`\\e`), carriage return, bell, null or other C0 or C1 \
        control, DEL, no line or paragraph separator (U+2028, U+2029), and no \
        bidirectional embedding, override or isolate (U+202A to U+202E, U+2066 to \
        U+2069). An app cannot show them, a terminal or log acts on them, and \
        the bidirectional ones show text in another order than the one reviewed. \
        Right-to-left text needs none of them: the apps lay it out by itself, and \
        the marks U+200E and U+200F, which are allowed, settle what it cannot. \
        They usually come from an escape in a double-quoted string or from text \
        pasted from a terminal; remove them. Messages show each as its escape.
        """)
}
