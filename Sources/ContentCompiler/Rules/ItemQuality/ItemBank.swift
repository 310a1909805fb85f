import YAML

/// The questions item-quality statistics are taken over: all the choice
/// questions of one book (every idea's bank together) or of one course (every
/// lesson together), in reading order, with the words of their language.
///
/// One idea's 9 questions are too few to tell a habit from chance, and an
/// author writes a book's or a course's questions in one voice, so a habit
/// shows there. Statistics need at least ``minimumForStatistics`` questions.
struct ItemBank: Sendable {
    /// What the bank is, for messages: `book 'enchiridion'`.
    var name: String
    /// Where the book's or course's main file starts: bank-wide findings are reported there.
    var location: SourceLocation
    /// The bank's choice questions, in reading order.
    var questions: [ItemQuestion]
    /// The word lists of the bank's language, or `nil` when there are none for it.
    var words: ItemWords?

    /// The base form of each distinctive word of the bank, by its number.
    var wordNames: [String] = []

    /// A bank of questions; with word lists, each question's distinctive words
    /// are found here, once, and each base form is numbered once for the bank.
    init(name: String, location: SourceLocation, questions: [ItemQuestion], words: ItemWords?) {
        self.name = name
        self.location = location
        self.words = words
        self.questions = questions
        guard let words else { return }
        var numbers: [String: Int32] = [:]
        var names: [String] = []
        func number(_ text: inout ItemText) {
            text.wordNumbers = text.lowercased.map { word in
                guard words.isDistinctive(word) else { return -1 }
                let base = words.baseForm(word)
                if let known = numbers[base] { return known }
                let new = Int32(names.count)
                numbers[base] = new
                names.append(base)
                return new
            }
        }
        for index in self.questions.indices {
            number(&self.questions[index].stem)
            self.questions[index].stemWords = self.questions[index].stem.distinctiveNumbers
            for option in self.questions[index].options.indices { number(&self.questions[index].options[option]) }
            self.questions[index].optionWords = self.questions[index].options.map(\.distinctiveNumbers)
        }
        wordNames = names
    }

    /// The fewest single-answer questions a bank statistic is taken over.
    static let minimumForStatistics = 15

    /// The bank's single-answer questions (mcqs), which bank statistics count.
    var singleAnswerQuestions: [ItemQuestion] { questions.filter(\.isSingleAnswer) }

    /// Notes pointing at some of the bank's questions: at most ``maxNotes``, the
    /// last saying how many more there are.
    static func notes(_ message: (ItemQuestion) -> String, at questions: [ItemQuestion]) -> [Diagnostic.Note] {
        var notes = questions.prefix(maxNotes).map { Diagnostic.Note(message($0), at: $0.location) }
        if questions.count > maxNotes, let last = questions.last {
            notes.append(.init("and \(questions.count - maxNotes) more such question\(questions.count - maxNotes == 1 ? "" : "s"), the last here",
                               at: last.location))
        }
        return notes
    }

    /// The most notes of one bank-wide finding.
    static let maxNotes = 12
}
