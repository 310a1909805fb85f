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
    /// Reports what one question shows.
    ///
    /// - Parameters:
    ///   - bank: The question's bank; when its language has no word lists
    ///     (``ItemBank/hasWords``), a rule that needs words reports nothing.
    ///   - parameter: The rule's parameter in force (0 for a rule without one).
    static func check(_ question: ItemQuestion, in bank: ItemBank, parameter: Int, log: inout DiagnosticLog)
    /// Reports what a whole bank shows, once per bank.
    static func check(_ bank: ItemBank, parameter: Int, log: inout DiagnosticLog)
}

extension ItemRule {
    static func check(_ question: ItemQuestion, in bank: ItemBank, parameter: Int, log: inout DiagnosticLog) {}
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

    /// Runs every rule the project has not turned off over one bank: each
    /// question, then the bank as a whole.
    static func check(_ bank: ItemBank, log: inout DiagnosticLog) {
        let enabled = all.filter { log.configuration.severity(of: $0.rule) != nil }
        let parameters = enabled.map { log.parameter(of: $0.rule) }
        // Question by question, each read out of the bank once for every rule;
        // diagnostics are sorted by place and code before they are printed.
        for question in bank.questions {
            for (itemRule, parameter) in zip(enabled, parameters) {
                itemRule.check(question, in: bank, parameter: parameter, log: &log)
            }
        }
        for (itemRule, parameter) in zip(enabled, parameters) { itemRule.check(bank, parameter: parameter, log: &log) }
    }
}

extension ItemBank {
    /// A book's bank: the questions of its ideas in reading order, in the
    /// book's language or else the project's.
    init(book: BookSource, projectLanguage: String) {
        var vocabulary = ItemVocabulary.forLanguage(book.language?.value ?? projectLanguage)
        var questions: [ItemQuestion] = []
        questions.reserveCapacity(book.ideas.reduce(0) { $0 + ($1.questions?.value.count ?? 0) })
        var scratch: [ItemToken] = []
        var options: [ItemText] = []
        var stemWords: [Int32] = []
        options.reserveCapacity(book.ideas.reduce(0) { count, idea in
            (idea.questions?.value ?? []).reduce(count) { $0 + ($1.options?.value.count ?? 0) }
        })
        for idea in book.ideas.indices {
            guard let written = book.ideas[idea].questions?.value else { continue }
            let file = book.ideas[idea].file
            // Read where they are: an array's element would be copied, whole, for each question.
            written.withUnsafeBufferPointer { written in
                for index in written.indices {
                    if let item = ItemQuestion(written.baseAddress! + index, file: file, vocabulary: &vocabulary, scratch: &scratch,
                                               options: &options, stemWords: &stemWords) {
                        questions.append(item)
                    }
                }
            }
        }
        self.init(name: "book '\(book.slug)'", location: SourceLocation(file: book.file, mark: book.mark),
                  questions: consume questions, options: consume options, stemWords: consume stemWords,
                  vocabulary: &vocabulary)
        vocabulary?.finish()
    }

    /// A course's bank: the questions of its lessons in course order, in the project's language.
    init(course: CourseSource, projectLanguage: String) {
        var vocabulary = ItemVocabulary.forLanguage(projectLanguage)
        var questions: [ItemQuestion] = []
        questions.reserveCapacity(course.sectionFiles.reduce(0) { count, section in
            (section.lessons?.value ?? []).reduce(count) { $0 + ($1.questions?.value.count ?? 0) }
        })
        var scratch: [ItemToken] = []
        var options: [ItemText] = []
        var stemWords: [Int32] = []
        options.reserveCapacity(course.sectionFiles.reduce(0) { count, section in
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
                        if let item = ItemQuestion(written.baseAddress! + index, file: section.file, vocabulary: &vocabulary, scratch: &scratch,
                                                   options: &options, stemWords: &stemWords) {
                            questions.append(item)
                        }
                    }
                }
            }
        }
        self.init(name: "course '\(course.slug)'", location: SourceLocation(file: course.file, mark: course.mark),
                  questions: consume questions, options: consume options, stemWords: consume stemWords,
                  vocabulary: &vocabulary)
        vocabulary?.finish()
    }
}
