/// The words of one text of a question (``ItemText/tokens``), read as an
/// array of them from 0: a range of the words of all the question's texts,
/// which are kept in one array, so that a question's stem and options make
/// one allocation for their words instead of one each.
struct ItemTokens: RandomAccessCollection, Sendable {
    /// The words of every text of the question (or of this text alone), in
    /// order; empty while the question is still cutting its texts.
    var all: [ItemToken]
    /// Where this text's words start in ``all``.
    let offset: Int
    /// How many words the text has.
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    var indices: Range<Int> { 0..<count }

    subscript(index: Int) -> ItemToken {
        precondition(index >= 0 && index < count, "a word of the text")
        return all[offset + index]
    }
}
