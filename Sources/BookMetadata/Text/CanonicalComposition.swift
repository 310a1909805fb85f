extension String {
    /// The text in Unicode Normalization Form C (canonical composition):
    /// `e` followed by U+0301 becomes `é`, Hangul jamo become syllables.
    ///
    /// What Foundation's `precomposedStringWithCanonicalMapping` gives, from
    /// the standard library's own normalizer (the one `String` comparison
    /// uses), so that no Foundation is needed for it.
    var canonicallyComposed: String {
        // ASCII is its own NFC.
        if utf8.allSatisfy({ $0 < 0x80 }) { return self }
        return String(decoding: _nfcCodeUnits, as: UTF8.self)
    }
}
