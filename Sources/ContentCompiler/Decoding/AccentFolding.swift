/// Latin letters with accents folded to the plain ASCII letter they are
/// written on (`ü` → `u`, `ş` → `s`), for slug suggestions.
///
/// The letters are those whose canonical decomposition (Unicode NFD) is one
/// lower-case ASCII letter followed by combining marks: what
/// `decomposedStringWithCanonicalMapping` with its marks dropped gives,
/// without Foundation. Letters that do not decompose (`ø`, `ł`, `æ`, `ß`)
/// are not folded, as NFD does not fold them. Only lower-case letters are
/// listed: the text is lower-cased first.
enum AccentFolding {
    /// The ASCII letter `scalar` is written on, or `nil` when it is not an
    /// accented lower-case Latin letter.
    static func baseLetter(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard !scalar.isASCII else { return nil }
        return bases[scalar]
    }

    /// Each base letter with the letters that decompose to it and marks.
    private static let lettersByBase: [(base: Unicode.Scalar, letters: String)] = [
        ("a", "àáâãäåāăąǎǟǡǻȁȃȧḁạảấầẩẫậắằẳẵặ"),
        ("b", "ḃḅḇ"),
        ("c", "çćĉċčḉ"),
        ("d", "ďḋḍḏḑḓ"),
        ("e", "èéêëēĕėęěȅȇȩḕḗḙḛḝẹẻẽếềểễệ"),
        ("f", "ḟ"),
        ("g", "ĝğġģǧǵḡ"),
        ("h", "ĥȟḣḥḧḩḫẖ"),
        ("i", "ìíîïĩīĭįǐȉȋḭḯỉị"),
        ("j", "ĵǰ"),
        ("k", "ķǩḱḳḵ"),
        ("l", "ĺļľḷḹḻḽ"),
        ("m", "ḿṁṃ"),
        ("n", "ñńņňǹṅṇṉṋ"),
        ("o", "òóôõöōŏőơǒǫǭȍȏȫȭȯȱṍṏṑṓọỏốồổỗộớờởỡợ"),
        ("p", "ṕṗ"),
        ("r", "ŕŗřȑȓṙṛṝṟ"),
        ("s", "śŝşšșṡṣṥṧṩ"),
        ("t", "ţťțṫṭṯṱẗ"),
        ("u", "ùúûüũūŭůűųưǔǖǘǚǜȕȗṳṵṷṹṻụủứừửữự"),
        ("v", "ṽṿ"),
        ("w", "ŵẁẃẅẇẉẘ"),
        ("x", "ẋẍ"),
        ("y", "ýÿŷȳẏẙỳỵỷỹ"),
        ("z", "źżžẑẓẕ"),
    ]

    private static let bases: [Unicode.Scalar: Unicode.Scalar] = {
        var bases: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (base, letters) in lettersByBase {
            for letter in letters.unicodeScalars { bases[letter] = base }
        }
        return bases
    }()
}
