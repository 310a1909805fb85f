@testable import ContentCompiler
import Testing
import YAML

/// The syntax diagnoses' decisions where a guess would be wrong: each case is a
/// small file, and what must be said about it, or that nothing is claimed
/// (the error stays where libyaml stopped). The typical mistakes themselves are
/// the corpus of ``AuthorMistakeTests``.
@Suite struct SyntaxDiagnosisTests {
    /// The diagnosis of a file that must fail to parse.
    private func diagnose(_ text: String, shape: ContentShape? = .book) throws -> SyntaxDiagnosis? {
        let bytes = Array(text.utf8)
        do {
            _ = try parseDocuments(bytes)
        } catch {
            return SyntaxDiagnosis.diagnose(error, bytes: bytes, shape: shape)
        }
        Issue.record("the text parses: \(text)")
        return nil
    }

    @Test func aQuoteClosedOnALaterLineIsNotCalledUnclosedWithoutEvidence() throws {
        // A text in quotes may span lines; what follows its closing quote is the mistake.
        let diagnosis = try diagnose("title: \"A long\n  title\" and more\nauthor: x\n")
        #expect(diagnosis == nil)
    }

    @Test func oneWordAloneGetsNoGuessBetweenAKeyAndText() throws {
        let diagnosis = try #require(try diagnose("number: 1\nMeditations\nauthor: x\n"))
        #expect(diagnosis.mark == Mark(line: 2, column: 1))
        #expect(diagnosis.message == "this line has no ': ', so it is neither a key nor part of a value above")
        #expect(diagnosis.hint == nil)
    }

    @Test func anUnknownWordBeforeAColonGetsAdviceForBothReadings() throws {
        let diagnosis = try #require(try diagnose("title: Meditations\n  subtitel: Notes\n"))
        #expect(diagnosis.mark == Mark(line: 2, column: 11))
        #expect(diagnosis.hint == "if 'subtitel' starts a key, write it at the start of the line, like 'title'; if it is text, put the whole text of 'title' in quotes")
    }

    @Test func aKnownKeyIndentedIntoTheTextAboveIsAnIndentationMistake() throws {
        let diagnosis = try #require(try diagnose("title: Meditations\n  subtitle: Notes\n"))
        #expect(diagnosis.mark == Mark(line: 2, column: 3))
        #expect(diagnosis.hint == "write 'subtitle' at the start of the line, like 'title'")
    }

    @Test func withoutTheFileKindTheSameLineGetsBothReadings() throws {
        let diagnosis = try #require(try diagnose("title: Meditations\n  subtitle: Notes\n", shape: nil))
        #expect(diagnosis.mark == Mark(line: 2, column: 11))
        #expect(diagnosis.hint?.hasPrefix("if 'subtitle' starts a key") == true)
    }

    @Test func aListThatGoesOnAfterItsBracketIsNotQuotedAsText() throws {
        let diagnosis = try #require(try diagnose("categories: [Philosophy] and more\n"))
        #expect(diagnosis.message == "the list ends at its ']' in column 24, but the line goes on: 'and more'")
        #expect(diagnosis.hint == "move the text into the list, or remove it")
    }

    @Test func aBracketClosedOnItsOwnLineIsNotCalledUnclosed() throws {
        // The list closes; the error after it is another one.
        let diagnosis = try diagnose("categories: [Philosophy,\n  Stoicism] ]\n")
        #expect(diagnosis?.message.contains("never closed") != true)
    }

    @Test func aListOpenedOnTheLineOfAKeyIsAdvisedForAListField() throws {
        let diagnosis = try #require(try diagnose("number: 1\ncategories: - Philosophy\n"))
        #expect(diagnosis.message == "a list cannot start on the line of its key")
        #expect(diagnosis.hint == "write each item on a line of its own below 'categories:', starting with '- '")
    }

    @Test func aTabKeepsItsOwnMessage() throws {
        #expect(try diagnose("number: 1\n\ttitle: x\n") == nil)
    }

    @Test func aSyntaxErrorAfterManyLinesIsDiagnosedFromTheLinesNearIt() throws {
        let items = String(repeating: "  - Philosophy\n", count: 200_000)
        let diagnosis = try #require(try diagnose("categories:\n" + items + " - Stoicism\n"))
        #expect(diagnosis.mark == Mark(line: 200_002, column: 2))
        #expect(diagnosis.hint == "indent its '-' by 2 spaces, like the items above")
    }
}
