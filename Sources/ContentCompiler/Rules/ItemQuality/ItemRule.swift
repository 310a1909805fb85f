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
