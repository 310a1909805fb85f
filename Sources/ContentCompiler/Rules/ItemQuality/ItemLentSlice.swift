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
    /// The lending the elements are read under (in a debug build, so that a
    /// slice kept past it traps when it is read; in a release build, nothing).
    private var lending = ItemLending()
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
    /// was made in, until `lending` ends: the caller keeps the buffer where
    /// it is, unchanged, for as long, and drops the slice before it ends it.
    mutating func lend(from buffer: UnsafePointer<Element>, during lending: ItemLending) {
        first = buffer + offset
        self.lending = lending
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
            assert(lending.isOpen, "a slice read after the closure that lent its elements returned")
            return first + index
        }
    }
}

/// The words of one text of a question (``ItemText/tokens``), in the buffer the question was cut into.
typealias ItemTokens = ItemLentSlice<ItemToken>

/// The options of one question (``ItemQuestion/options``), in the array of the question being checked.
typealias ItemOptions = ItemLentSlice<ItemText>

/// One lending of a question's words and options to the closure that reads
/// them (``ItemQuestion/withWords(_:options:optionLengths:fileNumber:_:)``,
/// ``ItemText/withWords(of:vocabulary:_:)``), ended when the closure returns.
///
/// The compiler cannot yet refuse a slice kept past its lending: a type of
/// our own that is `~Escapable` needs `@_lifetime` on its initializer, and
/// the experimental feature `Lifetimes` for it (Swift 6.3). So in a debug
/// build, as `swift test` builds, a slice read after its lending ended traps
/// (rather than reading the next question's words, which the buffer holds
/// by then); in a release build a lending is empty, and the check is gone.
struct ItemLending {
    #if DEBUG
    private final class State {
        var isOpen = true
    }

    private let state = State()

    /// Whether the closure lent the elements has not returned yet.
    var isOpen: Bool { state.isOpen }

    /// Ends the lending: every slice lent during it traps when it is read.
    func end() { state.isOpen = false }
    #else
    /// Whether the closure lent the elements has not returned yet (not told in a release build).
    var isOpen: Bool { true }

    /// Ends the lending (nothing to do in a release build).
    func end() {}
    #endif
}
