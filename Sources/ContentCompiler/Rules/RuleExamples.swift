extension RuleExample {
    /// Every rule's example, in the order of ``Rule/all``. A test checks that
    /// each rule has one, and compiles each: the failing files must report the
    /// rule, the passing files nothing.
    public static let all: [RuleExample] = {
        let policy: [RuleExample] = achievements + books + courses + ideas + learning + project + questions
        let itemQuality: [RuleExample] = ItemRules.all.map { $0.example }
        return policy + itemQuality + schema + yaml
    }()
}

extension Rule {
    /// The rule's failing and passing example; every rule in ``Rule/all`` has one.
    public var example: RuleExample? {
        RuleExample.all.first { $0.rule == self }
    }
}

/// The files of the project examples are laid over (see ``RuleExample``).
enum ExampleProject {
    /// contentc.yaml: `name: test-library`, `version: 1.0.0`.
    static let manifest = "contentc.yaml"
    /// The book: number 1, title, author and language.
    static let book = "books/sample/book.yaml"
    /// The book's first idea, with a primer and 9 questions (3 easy, 3 medium, 3 hard).
    static let idea = "books/sample/ideas/b1i1.yaml"
    /// The course: sections `first` and `second`, three achievements.
    static let course = "courses/sample/course.yaml"
    /// Section `first`: a quiz lesson of 6 questions, then a reading lesson.
    static let quizSection = "courses/sample/sections/first.yaml"
    /// Section `second`: one lesson that is both a reading and a quiz.
    static let section = "courses/sample/sections/second.yaml"
}
