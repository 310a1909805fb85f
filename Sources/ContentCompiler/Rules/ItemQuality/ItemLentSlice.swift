/// Some consecutive elements of a buffer that the question being checked
/// lends while the rules that check one question read it (see
/// ``ItemQuestion/withWords(_:options:optionLengths:fileNumber:_:)``): the
/// words of one of its texts (``ItemTokens``), or its options (``ItemOptions``).
///
/// A slice knows where its elements are, not the array that holds them, so
/// that making, copying and dropping a question or a text retains and
/// releases nothing for its words or options: a reference to the array, held
/// by each text and by the question, was retained or released whenever one
/// was made, lent, copied or dropped. The elements are there only while they
/// are lent: a slice is read inside the closure that lends it, and its texts
/// and questions are not kept past it (the bank keeps an ``ItemBankQuestion``,
/// which holds no slice).
struct ItemLentSlice<Element>: RandomAccessCollection {
    /// Where the slice's first element is while it is lent; `nil` before.
    private var first: UnsafePointer<Element>?
    /// Where the slice starts in the buffer it is lent from.
    let offset: Int
    /// How many elements the slice has.
    let count: Int

    /// A slice of `count` elements from `offset` on, in a buffer not yet lent.
    init(offset: Int, count: Int) {
        self.offset = offset
        self.count = count
    }

    /// Reads the slice's elements from `buffer`, the start of the buffer it
    /// was made in, until the slice is dropped: the caller keeps the buffer
    /// where it is, unchanged, for as long.
    mutating func lend(from buffer: UnsafePointer<Element>) {
        first = buffer + offset
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    var indices: Range<Int> { 0..<count }

    /// The element at a position, read where it is (not copied, when the
    /// caller reads only some of it).
    subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(index >= 0 && index < count, "an element of the slice")
            guard let first else { preconditionFailure("the slice's elements are lent") }
            return first + index
        }
    }
}

/// The words of one text of a question (``ItemText/tokens``), in the buffer the question was cut into.
typealias ItemTokens = ItemLentSlice<ItemToken>

/// The options of one question (``ItemQuestion/options``), in the array of the question being checked.
typealias ItemOptions = ItemLentSlice<ItemText>
