@testable import ContentCompiler
import Testing

/// A text's words and a question's options are lent to the closure that
/// reads them (``ItemLentSlice``): read inside it they are the text's, and in
/// a debug build a slice kept past it traps when it is read, instead of
/// reading whatever the buffer holds by then.
@Suite struct ItemLendingTests {
    @Test func aTextReadWhileItIsLentGivesItsWords() {
        let words = ItemText.withWords(of: "Kept while lent") { text in text.tokens.indices.map(text.word) }
        #expect(words == ["Kept", "while", "lent"])
    }

    #if DEBUG
    @Test func aTextKeptPastItsLendingTrapsWhenItsWordsAreRead() async {
        await #expect(processExitsWith: .failure) {
            var kept: ItemText?
            ItemText.withWords(of: "Kept too long") { kept = $0 }
            _ = kept?.tokens[0]
        }
    }

    @Test func aLendingIsOpenUntilItEnds() {
        let lending = ItemLending()
        #expect(lending.isOpen)
        lending.end()
        #expect(!lending.isOpen)
    }
    #endif
}
