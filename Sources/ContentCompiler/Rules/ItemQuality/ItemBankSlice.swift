/// Some consecutive elements of an array that a whole bank shares, read as an
/// array of them from 0: the option lengths or the stem's distinctive words
/// of one question (``ItemOptionLengths``, ``ItemStemWords``), or the options
/// or the words of the one question being checked (``ItemOptions``,
/// ``ItemTokens``). The bank keeps the option lengths and stem words of all
/// its questions in one array each, so that it frees a few large arrays
/// instead of several small ones per question; the options and words of one
/// question are in arrays the next question is cut into again.
struct ItemBankSlice<Element: Sendable>: RandomAccessCollection, Sendable {
    /// The elements of every question of the bank (or of the one question
    /// being checked, or of this text alone), in order; empty while the bank
    /// is still cutting its questions.
    var all: [Element]
    /// Where this slice starts in ``all``.
    let offset: Int
    /// How many elements the slice has.
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    var indices: Range<Int> { 0..<count }

    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "an element of the slice")
        return all[offset + index]
    }
}

/// The words of one text of a question (``ItemText/tokens``), in the array of the question being checked.
typealias ItemTokens = ItemBankSlice<ItemToken>

/// The options of one question (``ItemQuestion/options``), in the array of the question being checked.
typealias ItemOptions = ItemBankSlice<ItemText>

/// The lengths of the options of one question (``ItemBankQuestion/optionLengths``), in the bank's array of them.
typealias ItemOptionLengths = ItemBankSlice<Int>

/// The numbers of a question's stem words (``ItemQuestion/stemWords``), in the bank's array of them.
typealias ItemStemWords = ItemBankSlice<Int32>
