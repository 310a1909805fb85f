/// ISBN validation: ISBN-13 and ISBN-10 check digits.
///
/// Hyphens and spaces between digits are allowed as written on books; the
/// canonical form is the digits alone (and a final `X` for an ISBN-10). Only
/// the ASCII digits 0–9 count: other scripts' digits are not part of an ISBN.
public enum ISBN {
    /// The canonical digits of a valid ISBN-13, or `nil`.
    public static func canonical13(_ text: String) -> String? {
        let digits = canonicalCharacters(text)
        guard digits.count == 13, digits.allSatisfy(isDigit),
              digits.hasPrefix("978") || digits.hasPrefix("979") else { return nil }
        let values = digits.compactMap(\.wholeNumberValue)
        let sum = values.enumerated().reduce(0) { $0 + $1.element * ($1.offset.isMultiple(of: 2) ? 1 : 3) }
        return sum.isMultiple(of: 10) ? digits : nil
    }

    /// The canonical form of a valid ISBN-10, or `nil`.
    public static func canonical10(_ text: String) -> String? {
        let characters = canonicalCharacters(text).uppercased()
        guard characters.count == 10, characters.dropLast().allSatisfy(isDigit),
              let last = characters.last, isDigit(last) || last == "X" else { return nil }
        var sum = 0
        for (offset, character) in characters.enumerated() {
            sum += (10 - offset) * (character == "X" ? 10 : character.wholeNumberValue ?? 0)
        }
        return sum.isMultiple(of: 11) ? characters : nil
    }

    /// The check digit an ISBN-13's first 12 digits call for, for messages.
    public static func expectedCheckDigit13(_ text: String) -> Character? {
        let digits = canonicalCharacters(text)
        guard digits.count == 13, digits.allSatisfy(isDigit) else { return nil }
        let sum = digits.prefix(12).compactMap(\.wholeNumberValue).enumerated()
            .reduce(0) { $0 + $1.element * ($1.offset.isMultiple(of: 2) ? 1 : 3) }
        return Character(String((10 - sum % 10) % 10))
    }

    /// The check character an ISBN-10's first 9 digits call for, for messages.
    public static func expectedCheckDigit10(_ text: String) -> Character? {
        let characters = canonicalCharacters(text).uppercased()
        guard characters.count == 10, characters.prefix(9).allSatisfy(isDigit) else { return nil }
        let sum = characters.prefix(9).compactMap(\.wholeNumberValue).enumerated()
            .reduce(0) { $0 + $1.element * (10 - $1.offset) }
        let check = (11 - sum % 11) % 11
        return check == 10 ? "X" : Character(String(check))
    }

    /// The ISBN-13 of a valid ISBN-10: `978`, its first nine digits, and a new check digit.
    public static func isbn13(fromISBN10 text: String) -> String? {
        guard let isbn10 = canonical10(text) else { return nil }
        let stem = "978" + isbn10.prefix(9)
        guard let check = expectedCheckDigit13(stem + "0") else { return nil }
        return stem + String(check)
    }

    /// The ISBN-10 of a valid ISBN-13 that starts with 978 (979 has no ISBN-10).
    public static func isbn10(fromISBN13 text: String) -> String? {
        guard let isbn13 = canonical13(text), isbn13.hasPrefix("978") else { return nil }
        let stem = String(isbn13.dropFirst(3).prefix(9))
        guard let check = expectedCheckDigit10(stem + "0") else { return nil }
        return stem + String(check)
    }

    private static func isDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }

    private static func canonicalCharacters(_ text: String) -> String {
        String(text.filter { $0 != "-" && $0 != " " })
    }
}
