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
    ///   - words: The word lists of the question's language; `nil` when there
    ///     are none, and then a rule that needs words reports nothing.
    ///   - parameter: The rule's parameter in force (0 for a rule without one).
    static func check(_ question: ItemQuestion, words: ItemWords?, parameter: Int, log: inout DiagnosticLog)
    /// Reports what a whole bank shows, once per bank.
    static func check(_ bank: ItemBank, parameter: Int, log: inout DiagnosticLog)
}

extension ItemRule {
    static func check(_ question: ItemQuestion, words: ItemWords?, parameter: Int, log: inout DiagnosticLog) {}
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
        for itemRule in all where log.configuration.severity(of: itemRule.rule) != nil {
            let parameter = log.parameter(of: itemRule.rule)
            for question in bank.questions {
                itemRule.check(question, words: bank.words, parameter: parameter, log: &log)
            }
            itemRule.check(bank, parameter: parameter, log: &log)
        }
    }
}

extension ItemBank {
    /// A book's bank: the questions of its ideas in reading order, in the
    /// book's language or else the project's.
    init(book: BookSource, projectLanguage: String) {
        self.init(name: "book '\(book.slug)'", location: SourceLocation(file: book.file, mark: book.mark),
                  questions: book.ideas.flatMap { idea in
                      (idea.questions?.value ?? []).compactMap { ItemQuestion($0, file: idea.file) }
                  },
                  words: ItemWords.forLanguage(book.language?.value ?? projectLanguage))
    }

    /// A course's bank: the questions of its lessons in course order, in the project's language.
    init(course: CourseSource, projectLanguage: String) {
        self.init(name: "course '\(course.slug)'", location: SourceLocation(file: course.file, mark: course.mark),
                  questions: course.sectionFiles.flatMap { section in
                      (section.lessons?.value ?? []).flatMap { lesson in
                          (lesson.questions?.value ?? []).compactMap { ItemQuestion($0, file: section.file) }
                      }
                  },
                  words: ItemWords.forLanguage(projectLanguage))
    }
}
