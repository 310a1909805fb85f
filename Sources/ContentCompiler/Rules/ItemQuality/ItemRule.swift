/// A question-quality rule (SPEC §4.2): a rule that finds what makes a choice
/// question easy to guess or hard to read.
///
/// Each rule is one file holding its ``Rule`` declaration, its check and its
/// `explain` example, and is listed once in ``ItemRules/all``. A rule checks
/// one question at a time, a whole bank at once (a book's or a course's
/// questions, see ``ItemBank``), or both; what it does not check it leaves to
/// the default, which finds nothing.
protocol ItemRule: Sendable {
    /// The rule's declaration: code, name, summary, severity, parameter, explanation.
    static var rule: Rule { get }
    /// A question that fails the rule and the same question put right.
    static var example: RuleExample { get }
    /// Reports what one question shows. It is called as the question is cut
    /// into words, before the rest of its bank is read: it reads the question
    /// and its bank's language alone.
    ///
    /// - Parameters:
    ///   - language: The language of the question's bank; when it has no word
    ///     lists (``ItemLanguage/hasWords``), a rule that needs words reports nothing.
    ///   - parameter: The rule's parameter in force (0 for a rule without one).
    static func check(_ question: ItemQuestion, in language: ItemLanguage, parameter: Int, log: inout DiagnosticLog)
    /// Reports what a whole bank shows, once per bank. Its questions keep no
    /// words any longer (see ``ItemBank/questions``).
    static func check(_ bank: ItemBank, parameter: Int, log: inout DiagnosticLog)
}

extension ItemRule {
    static func check(_ question: ItemQuestion, in language: ItemLanguage, parameter: Int, log: inout DiagnosticLog) {}
    static func check(_ bank: ItemBank, parameter: Int, log: inout DiagnosticLog) {}
}

/// The list of question-quality rules, and the pass that runs them.
enum ItemRules {
    /// Every question-quality rule, in code order.
    static let all: [any ItemRule.Type] = [
        LongestCorrectRule.self, AllNoneAboveRule.self, CombinedOptionsRule.self, NegativeStemRule.self,
        AbsoluteTermsRule.self, StemClueRule.self, GrammarCueRule.self, DuplicateQuestionRule.self,
        AnswerPositionRule.self, OptionOrderRule.self,
    ]

    /// Runs every rule the project has not turned off over a book's questions:
    /// each question as it is cut into words, then the book's bank as a whole.
    static func check(_ book: BookSource, projectLanguage: String, log: inout DiagnosticLog) {
        check(log: &log) { ItemBank(book: book, projectLanguage: projectLanguage, checking: $0) }
    }

    /// Runs every rule the project has not turned off over a course's
    /// questions, as over a book's (``check(_:projectLanguage:log:)``).
    static func check(_ course: CourseSource, projectLanguage: String, log: inout DiagnosticLog) {
        check(log: &log) { ItemBank(course: course, projectLanguage: projectLanguage, checking: $0) }
    }

    /// Runs every rule the project has not turned off over one bank, built
    /// by `bank` with a check of one question, which it calls for each
    /// question while the question's words are at hand; then over the bank.
    /// Each question is checked in the bank's order, by every rule in code
    /// order, then the bank by every rule: diagnostics come in that order,
    /// and are sorted by place and code before they are printed.
    private static func check(log: inout DiagnosticLog,
                              bank: (_ checkQuestion: (ItemQuestion, ItemLanguage) -> Void) -> ItemBank) {
        let enabled = all.filter { log.configuration.severity(of: $0.rule) != nil }
        let parameters = enabled.map { log.parameter(of: $0.rule) }
        let bank = bank { question, language in
            for (itemRule, parameter) in zip(enabled, parameters) {
                itemRule.check(question, in: language, parameter: parameter, log: &log)
            }
        }
        for (itemRule, parameter) in zip(enabled, parameters) { itemRule.check(bank, parameter: parameter, log: &log) }
    }
}

extension ItemBank {
    /// A book's bank: the questions of its ideas in reading order, in the
    /// book's language or else the project's; `checkQuestion` is called with
    /// each question as soon as it is cut into words, and its words are let go after.
    init(book: BookSource, projectLanguage: String, checking checkQuestion: (ItemQuestion, ItemLanguage) -> Void) {
        var vocabulary = ItemVocabulary.forLanguage(book.language?.value ?? projectLanguage)
        let language = ItemLanguage(vocabulary)
        var questions: [ItemBankQuestion] = []
        questions.reserveCapacity(book.ideas.reduce(0) { $0 + ($1.questions?.value.count ?? 0) })
        var scratch: [ItemToken] = []
        var options: [ItemText] = []
        var optionLengths: [Int] = []
        var stemWords: [Int32] = []
        optionLengths.reserveCapacity(book.ideas.reduce(0) { count, idea in
            (idea.questions?.value ?? []).reduce(count) { $0 + ($1.options?.value.count ?? 0) }
        })
        for idea in book.ideas.indices {
            guard let written = book.ideas[idea].questions?.value else { continue }
            let file = book.ideas[idea].file
            // Read where they are: an array's element would be copied, whole, for each question.
            written.withUnsafeBufferPointer { written in
                for index in written.indices {
                    options.removeAll(keepingCapacity: true)
                    if var item = ItemQuestion(written.baseAddress! + index, file: file, vocabulary: &vocabulary, scratch: &scratch,
                                               options: &options, stemWords: &stemWords) {
                        item.withWords(scratch, options: &options) { question in
                            checkQuestion(question, language)
                            questions.append(ItemBankQuestion(question, optionLengths: &optionLengths))
                        }
                    }
                }
            }
        }
        self.init(name: "book '\(book.slug)'", location: SourceLocation(file: book.file, mark: book.mark), language: language,
                  questions: consume questions, optionLengths: consume optionLengths, stemWords: consume stemWords,
                  vocabulary: &vocabulary)
        vocabulary?.finish()
    }

    /// A course's bank: the questions of its lessons in course order, in the
    /// project's language, each checked with `checkQuestion` as a book's are.
    init(course: CourseSource, projectLanguage: String, checking checkQuestion: (ItemQuestion, ItemLanguage) -> Void) {
        var vocabulary = ItemVocabulary.forLanguage(projectLanguage)
        let language = ItemLanguage(vocabulary)
        var questions: [ItemBankQuestion] = []
        questions.reserveCapacity(course.sectionFiles.reduce(0) { count, section in
            (section.lessons?.value ?? []).reduce(count) { $0 + ($1.questions?.value.count ?? 0) }
        })
        var scratch: [ItemToken] = []
        var options: [ItemText] = []
        var optionLengths: [Int] = []
        var stemWords: [Int32] = []
        optionLengths.reserveCapacity(course.sectionFiles.reduce(0) { count, section in
            (section.lessons?.value ?? []).reduce(count) { count, lesson in
                (lesson.questions?.value ?? []).reduce(count) { $0 + ($1.options?.value.count ?? 0) }
            }
        })
        for section in course.sectionFiles {
            for lesson in section.lessons?.value ?? [] {
                guard let written = lesson.questions?.value else { continue }
                // Read where they are, as a book's are.
                written.withUnsafeBufferPointer { written in
                    for index in written.indices {
                        options.removeAll(keepingCapacity: true)
                        if var item = ItemQuestion(written.baseAddress! + index, file: section.file, vocabulary: &vocabulary, scratch: &scratch,
                                                   options: &options, stemWords: &stemWords) {
                            item.withWords(scratch, options: &options) { question in
                                checkQuestion(question, language)
                                questions.append(ItemBankQuestion(question, optionLengths: &optionLengths))
                            }
                        }
                    }
                }
            }
        }
        self.init(name: "course '\(course.slug)'", location: SourceLocation(file: course.file, mark: course.mark), language: language,
                  questions: consume questions, optionLengths: consume optionLengths, stemWords: consume stemWords,
                  vocabulary: &vocabulary)
        vocabulary?.finish()
    }
}
