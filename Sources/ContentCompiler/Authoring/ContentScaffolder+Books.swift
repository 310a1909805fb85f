import ContentRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ContentScaffolder {
    /// A new book: `books/<slug>/book.yaml` with the next free book number,
    /// and an empty `ideas/` folder.
    ///
    /// - Parameters:
    ///   - title: The book's title, or `nil` for a placeholder.
    ///   - author: The author, or `nil` for a placeholder.
    /// - Throws: ``AuthoringError``: `.usage` for an invalid slug or a blank
    ///   title, `.refused` when the book exists.
    public func book(slug: String, title: String?, author: String?) throws(AuthoringError) -> ScaffoldPlan {
        try requireSlug(slug, "book slug")
        let folder = "books/\(slug)"
        guard !exists("\(folder)/book.yaml") else {
            throw AuthoringError(.refused, "book '\(slug)' already exists", file: display("\(folder)/book.yaml"),
                                 hint: "choose another slug, or add an idea with `contentc new idea --book \(slug)`")
        }
        let number = BookYAMLImport.nextFreeNumber(besides: url(folder))
        let book = YAMLValue.mapping([
            .init("number", .integer(number), comment: "unique among the books: its ideas are b\(number)i1, b\(number)i2, …"),
            .init("title", try self.title(title, placeholder: "the book's title")),
            .init("author", try self.title(author, placeholder: "the author's name", field: "author")),
        ])
        var plan = self.plan("book '\(slug)' (number \(number))")
        plan.folders = [newFolder("\(folder)/ideas")]
        plan.changes = [newFile("\(folder)/book.yaml", kind: .book, book)]
        return plan
    }

    /// A new idea of a book: `books/<slug>/ideas/b<N>i<M+1>.yaml`, where N is
    /// the book's number and M the highest idea number in the book so far.
    ///
    /// - Throws: ``AuthoringError``: `.usage` for an invalid slug or a blank
    ///   title, `.refused` when the book does not exist or has no valid number.
    public func idea(book slug: String, title: String?) throws(AuthoringError) -> ScaffoldPlan {
        try requireExisting(slug, .book)
        let bookFile = "books/\(slug)/book.yaml"
        let bytes = try read(bookFile)
        var log = DiagnosticLog()
        let root = parseContentFile(bytes, file: display(bookFile), log: &log)
        var decoder = FileDecoder(file: display(bookFile), log: DiagnosticLog())
        guard let root, let number = decoder.book(root, slug: slug)?.number?.value else {
            throw AuthoringError(.refused, "book '\(slug)' has no valid 'number', which its idea ids are made from",
                                 file: display(bookFile), hint: "fix book.yaml first (`contentc lint` shows the problem)")
        }
        let ideasFolder = "books/\(slug)/ideas"
        if PathKind(atPath: url(ideasFolder).path) == .other {
            throw AuthoringError(.refused, "'ideas' is a file, not a folder of ideas", file: display(ideasFolder))
        }
        let highest = yamlStems(in: ideasFolder).compactMap(parseIdeaId).filter { $0.book == number && $0.idea < Int.max }
            .map(\.idea).max() ?? 0
        let id = "b\(number)i\(highest + 1)"
        let idea = try ideaValue(id: id, title: self.title(title, placeholder: "the idea's title, in a few words"))
        var plan = self.plan("idea \(id) of book '\(slug)'")
        plan.folders = [newFolder(ideasFolder)]
        plan.changes = [newFile("\(ideasFolder)/\(id).yaml", kind: .idea, idea)]
        return plan
    }

    /// An idea with placeholders, whose question bank has the size and the
    /// difficulty mix the project's rules ask for, each question with a Bloom
    /// category of its difficulty's band.
    private func ideaValue(id: String, title: YAMLValue) -> YAMLValue {
        func placeholder(_ text: String) -> YAMLValue { .text(Placeholder.text(text)) }
        let primer = YAMLValue.mapping([
            .init("thesis", placeholder("the idea in a few sentences")),
            .init("story", placeholder("a story or an example that shows the idea at work")),
            .init("useItWhen", .list([placeholder("a situation where the idea helps")])),
            .init("howToApply", .list([placeholder("a step that puts the idea to work")])),
            .init("edgesAndLimits", .list([placeholder("where the idea stops working, or is misused")])),
            .init("oneLineRecall", placeholder("the idea in one line, to remember it by")),
        ])
        var questions: [YAMLValue] = []
        for (difficulty, count) in zip(Difficulty.allCases, questionsPerDifficulty()) {
            let band = difficulty.bloomCategories
            for index in 0..<count {
                let bloom = band[index % band.count]
                questions.append(.mapping([
                    .init("text", placeholder("a question: \(Self.bloomPrompts[bloom] ?? bloom.rawValue)")),
                    .init("difficulty", .text(difficulty.rawValue)),
                    .init("bloom", .text(bloom.rawValue)),
                    .init("options", optionPlaceholders(4)),
                    correctAnswer(commented: questions.isEmpty),
                ]))
            }
        }
        return .mapping([
            .init("id", .text(id)),
            .init("title", title),
            .init("description", placeholder("what the idea says, in two or three sentences")),
            .init("importance", .text(Importance.foundation.rawValue),
                  comment: Importance.allCases.map(\.rawValue).joined(separator: " | ")),
            .init("depthTarget", .integer(1), comment: "1 basic, 2 intermediate, 3 advanced"),
            .init("primer", primer),
            .init("questions", .list(questions)),
        ])
    }

    /// How many questions of each difficulty (easy, medium, hard) an idea has:
    /// idea.difficulty-mix's count of each, or, with that rule off,
    /// idea.question-count split as evenly as it goes.
    private func questionsPerDifficulty() -> [Int] {
        let difficulties = Difficulty.allCases.count
        if configuration.severity(of: .ideaDifficultyMix) != nil {
            return Array(repeating: configuration.parameter(of: .ideaDifficultyMix), count: difficulties)
        }
        let total = configuration.parameter(of: .ideaQuestionCount)
        return (0..<difficulties).map { total / difficulties + ($0 < total % difficulties ? 1 : 0) }
    }

    /// What a question of each Bloom category asks, for its placeholder.
    private static let bloomPrompts: [BloomCategory: String] = [
        .recall: "recall what the idea says",
        .reframe: "restate the idea in other words",
        .whyImportant: "why does the idea matter?",
        .apply: "apply the idea to a case",
        .whenUse: "when is the idea the right tool?",
        .contrast: "contrast the idea with another",
        .critique: "assess the idea's weak points",
        .howWield: "design a way of using the idea",
    ]
}
