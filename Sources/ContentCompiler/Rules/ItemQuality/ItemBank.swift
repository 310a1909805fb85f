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
    /// The bank's choice questions, in reading order, as the rules that check
    /// the whole bank read them: each question's words and options were read
    /// by the rules that check one question as it was cut, and let go before
    /// the next (see ``ItemRules``).
    var questions: [ItemBankQuestion]
    /// The bank's language: its word lists and phrases.
    var language: ItemLanguage
    /// Whether the bank's language has word lists: rules that read words are silent without.
    var hasWords: Bool { language.hasWords }
    /// How many distinctive words the bank's stems have: their numbers in ``ItemBankQuestion/stemWords`` are below it.
    var wordCount: Int
    /// The stem words of every question (see ``ItemBankQuestion/stemWords``),
    /// one question after the other in the bank's order: each question's are a range of it.
    var stemWords: [Int32]
    /// The option lengths of every question (see ``ItemBankQuestion/optionLengths``),
    /// one question after the other in the bank's order: each question's are a range of it.
    var optionLengths: [Int]
    /// The files the bank's questions are written in, in the bank's order
    /// (see ``ItemBankQuestion/file``): a book's ideas' that have questions,
    /// or a course's sections'.
    var files: [String]

    /// A bank of questions, cut into words by ``ItemQuestion/init(_:file:vocabulary:scratch:options:stemWords:)``
    /// with `vocabulary`, which is `nil` when the language has no word lists,
    /// then kept as ``ItemQuestion/withWords(_:options:optionLengths:fileNumber:_:)`` keeps
    /// them (``ItemBankQuestion``), with the option lengths and stem words
    /// added for them there;
    /// their stems' words are numbered for the bank here, in place: the caller
    /// gives its arrays up (`consume`), or they would be copied to be numbered.
    init(name: String, location: SourceLocation, language: ItemLanguage, questions: consuming [ItemBankQuestion], files: consuming [String],
         optionLengths: consuming [Int], stemWords: consuming [Int32], vocabulary: inout ItemVocabulary?) {
        self.name = name
        self.location = location
        self.language = language
        // Numbered while the stem words have no other owner.
        var stemCounts: [Int] = []
        stemCounts.reserveCapacity(questions.count)
        for index in questions.indices { stemCounts.append(questions[index].stemWords.count) }
        wordCount = vocabulary?.numberStemWords(in: &stemWords, stemCounts: stemCounts) ?? 0
        self.stemWords = stemWords
        self.optionLengths = optionLengths
        self.files = files
        self.questions = questions
    }

    /// The place of the question at a position.
    func location(ofQuestion index: Int) -> SourceLocation {
        SourceLocation(file: files[questions[index].file], mark: questions[index].mark)
    }

    /// The place of the stem of the question at a position.
    func stemLocation(ofQuestion index: Int) -> SourceLocation {
        SourceLocation(file: files[questions[index].file], mark: questions[index].stemMark)
    }

    /// The fewest single-answer questions a bank statistic is taken over.
    static let minimumForStatistics = 15

    /// The positions of the bank's single-answer questions (mcqs), which bank statistics count.
    var singleAnswerIndices: [Int] { questions.indices.filter { questions[$0].isSingleAnswer } }

    /// Notes pointing at some of the bank's questions: at most ``maxNotes``, the
    /// last saying how many more there are.
    func notes(_ message: String, at indices: [Int]) -> [Diagnostic.Note] {
        var notes = indices.prefix(Self.maxNotes).map { Diagnostic.Note(message, at: location(ofQuestion: $0)) }
        if indices.count > Self.maxNotes, let last = indices.last {
            notes.append(.init("and \(indices.count - Self.maxNotes) more such question\(indices.count - Self.maxNotes == 1 ? "" : "s"), the last here",
                               at: location(ofQuestion: last)))
        }
        return notes
    }

    /// The most notes of one bank-wide finding.
    static let maxNotes = 12
}
