/// The broken rule fixtures that no editor schema can reject, each with the reason.
///
/// A JSON Schema sees one file's value as yaml-language-server builds it:
/// after parsing, without the file's name, place or neighbours, without the
/// project's rule settings, and without how each scalar was spelt. Every
/// other fixture must be rejected by the schemas (``EditorSchemaTests``), so a
/// new fixture is either expressed by a schema or added here, never neither.
enum SchemaCoverage {
    /// Reasons, shared by the fixtures they explain.
    enum Reason {
        static let configurable = "a rule contentc.yaml may configure or turn off: a schema cannot know the project's settings (its descriptions state the defaults)"
        static let warning = "a warning, not an error: the schema marks the legacy keys deprecated, which editors show as a hint"
        static let placeholder = "a warning about text still to write: a schema has no warnings, and refusing `TODO:` would mark every new scaffold as broken"
        static let otherFiles = "needs other files of the project, which a schema for one file cannot see"
        static let fileName = "compares a value with the file's or folder's name, which a schema cannot see"
        static let layout = "about where files are in the project, not what one of them holds"
        static let betweenValues = "relates two values of the file (a value must match another, or differ from it): JSON Schema compares values only with constants"
        static let foldedCase = "uniqueness ignoring case and surrounding spaces: `uniqueItems` compares exact values"
        static let derivedIds = "ids unique across questions, written or derived from positions: JSON Schema cannot compare a property across list items"
        static let order = "the order of list items (rising maxErrors, the open tier last): JSON Schema cannot compare items"
        static let checksum = "ISBN check digits need arithmetic that a pattern cannot do"
        static let settingsArithmetic = "relates two rule settings, with their defaults, arithmetically"
        static let spelling = "the editor reads unquoted digits as a number and cannot tell how it was written: `012`, `0x1F` and `1e3` (which contentc refuses in number fields), or an ISBN's leading zero"
        static let tags = "the editor gives a tagged value the tag's type or keeps it as text: a schema sees the value, not the tag"
        static let syntax = "not YAML an editor can read: its YAML parser reports it, before any schema applies"
        static let documents = "how many documents a file holds is for the YAML parser; a schema validates each document by itself"
        static let duplicateKeys = "duplicate keys: the editor's YAML parser reports them; a schema sees one value per key"
        static let anchors = "anchors and aliases: the editor expands them before a schema sees the value"
        static let columns = "the value is valid where it stands; only the columns of the lines around it show that it was meant elsewhere, and a schema never sees columns"
        static let nullText = "`~` or `null` as text: the schemas refuse them outright, deliberately stricter than contentc, and these tests set that refusal aside"
        static let comments = "a comment after unquoted text: the editor's YAML parser drops comments, so a schema sees only the text they cut short"
        static let hiddenLineBreaks = "a NEL, line separator or paragraph separator: the editor's YAML 1.2 parser reads it as a character of the text, not as the line break libyaml sees, and a schema cannot tell it from any other character"
        static let mergeKeys = "yaml-language-server merges a `<<` key's mapping, quoted or not, before validating"
    }

    /// The fixtures of `Tests/ContentCompilerTests/Fixtures/Rules` that no schema can reject, with why.
    static let inexpressible: [String: String] = [
        "A102-unknown-section": Reason.betweenValues,
        "A103-too-many-lessons": Reason.otherFiles,
        "A104-duplicate-id": Reason.derivedIds,
        "B101-number-used-twice": Reason.otherFiles,
        "B102-isbn13-check-digit": Reason.checksum,
        "B103-isbn10-check-digit": Reason.checksum,
        "B103-isbn10-too-short": Reason.spelling,
        "B104-metadata-file-missing": Reason.otherFiles,
        "B105-metadata-declares-entities": Reason.otherFiles,
        "B105-metadata-not-a-book-format": Reason.otherFiles,
        "B105-metadata-several-records": Reason.otherFiles,
        "C101-id-not-folder-name": Reason.fileName,
        "C102-listed-section-missing": Reason.otherFiles,
        "C102-misspelt-section": Reason.otherFiles,
        "C102-misspelt-section-no-false-achievement-error": Reason.otherFiles,
        "C102-sections-missing-no-false-achievement-errors": Reason.otherFiles,
        "C103-unlisted-section-file": Reason.otherFiles,
        "C104-section-id-not-file-name": Reason.fileName,
        "C105-lesson-id-used-in-two-sections": Reason.otherFiles,
        "C107-count-set-in-contentc-yaml": Reason.configurable,
        "C107-five-questions": Reason.configurable,
        "C107-off-in-contentc-yaml": Reason.configurable,
        "C108-msq-in-lesson": Reason.configurable,
        "C108-open-question-in-lesson": Reason.configurable,
        "C109-three-options": Reason.configurable,
        "C110-max-errors-not-rising": Reason.order,
        "C110-open-tier-not-last": Reason.order,
        "C111-coins-per-lesson-beside-tier-coins": Reason.configurable,
        "I101-id-not-file-name": Reason.fileName,
        "I101-id-of-another-idea": Reason.fileName,
        "I101-id-of-the-next-idea-in-the-only-idea": Reason.fileName,
        "I102-id-not-book-number": Reason.otherFiles,
        "I103-gap-in-numbering": Reason.otherFiles,
        "I103-huge-idea-number": Reason.otherFiles,
        "I104-count-set-in-contentc-yaml": Reason.configurable,
        "I104-eight-questions": Reason.configurable,
        "I105-difficulty-mix": Reason.configurable,
        "I107-legacy-overview": Reason.warning,
        "I107-several-legacy-fields": Reason.warning,
        "L101-book-override-above-project-solid": Reason.otherFiles,
        "L101-fragile-not-below-solid": Reason.betweenValues,
        "P101-missing-book-yaml": Reason.layout,
        "P101-missing-contentc-yaml": Reason.layout,
        "P101-missing-course-yaml": Reason.layout,
        "P103-question-count-does-not-fit-mix": Reason.settingsArithmetic,
        "P104-book-yaml-capitalised": Reason.layout,
        "P104-ideas-folder-misspelt": Reason.layout,
        "P104-uppercase-extension": Reason.layout,
        "P104-yaml-file-at-top-level": Reason.layout,
        "P104-yaml-file-in-book-folder": Reason.layout,
        "P104-yaml-files-in-unread-folders": Reason.layout,
        "P104-yml-file": Reason.layout,
        "P105-ideas-is-not-a-folder": Reason.layout,
        "P107-placeholders-left-in-text": Reason.placeholder,
        "Q102-same-option-twice": Reason.foldedCase,
        "Q106-msq-single-correct": Reason.configurable,
        "Q110-explicit-id-same-as-derived": Reason.derivedIds,
        "Q110-same-id-in-two-ideas": Reason.otherFiles,
        "Q110-same-id-in-two-sections": Reason.otherFiles,
        "Q110-two-explicit-ids": Reason.derivedIds,
        "Q111-bloom-outside-band": Reason.configurable,
        "Q201-longest-correct": Reason.configurable,
        "Q202-all-none-above": Reason.configurable,
        "Q203-combined-options": Reason.configurable,
        "Q204-negative-stem": Reason.configurable,
        "Q205-absolute-terms": Reason.configurable,
        "Q206-stem-clue": Reason.configurable,
        "Q207-grammar-cue": Reason.configurable,
        "Q208-duplicate-question": Reason.otherFiles,
        "Q209-answer-position": Reason.otherFiles,
        "Q210-option-order": Reason.configurable,
        "S101-quoted-merge-key": Reason.mergeKeys,
        "S102-metadata-gives-no-title": Reason.otherFiles,
        "S103-exponent-number": Reason.spelling,
        "S103-hexadecimal-integer": Reason.spelling,
        "S103-integer-with-leading-zero": Reason.spelling,
        "S103-scalar-tag-on-a-list": Reason.tags,
        "S103-tag-on-text-field": Reason.tags,
        "S107-folder-name-with-capitals": Reason.fileName,
        "S112-category-listed-twice": Reason.foldedCase,
        "S114-option-runs-into-the-one-above": Reason.columns,
        "Y101-colon-in-plain-value": Reason.syntax,
        "Y101-tab-indentation": Reason.syntax,
        "Y101-unclosed-bracket": Reason.syntax,
        "Y101-unclosed-quote": Reason.syntax,
        "Y101-unclosed-quote-in-section": Reason.syntax,
        "Y102-control-character": Reason.syntax,
        "Y102-latin-1-text": Reason.syntax,
        "Y102-line-separator-in-title": Reason.hiddenLineBreaks,
        "Y102-next-line-in-quoted-text": Reason.hiddenLineBreaks,
        "Y102-utf-16-with-bom": Reason.syntax,
        "Y103-comments-only": Reason.documents,
        "Y103-empty-file": Reason.documents,
        "Y104-empty-first-document": Reason.documents,
        "Y104-two-documents": Reason.documents,
        "Y106-duplicate-key": Reason.duplicateKeys,
        "Y106-duplicate-key-in-flow-mapping": Reason.duplicateKeys,
        "Y106-duplicate-key-in-primer": Reason.duplicateKeys,
        "Y107-anchor": Reason.anchors,
        "Y107-anchor-and-alias": Reason.anchors,
        "Y108-merge-key": Reason.mergeKeys,
        "Y109-binary-tag": Reason.tags,
        "Y109-custom-tag": Reason.tags,
        "Y110-tilde-as-title": Reason.nullText,
        "Y111-hash-cuts-option": Reason.comments,
        "Y111-hash-cuts-title": Reason.comments,
    ]
}
