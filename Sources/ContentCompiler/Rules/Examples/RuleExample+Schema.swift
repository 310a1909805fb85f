extension RuleExample {
    /// Examples of the schema rules: keys, types and value formats.
    static let schema: [RuleExample] = [
        RuleExample(.unknownKey,
            fails: [.fields(ExampleProject.book, "autor: Marcus Aurelius")],
            passes: [.fields(ExampleProject.book, "author: Marcus Aurelius")]),

        RuleExample(.missingKey,
            fails: [.whole(ExampleProject.book, "number: 1")],
            passes: [.whole(ExampleProject.book, "number: 1\ntitle: Meditations")]),

        RuleExample(.wrongType,
            fails: [.fields(ExampleProject.book, "pageCount: 304 pages")],
            passes: [.fields(ExampleProject.book, "pageCount: 304")]),

        RuleExample(.notInEnumeration,
            fails: [.fields(ExampleProject.idea, "importance: fundamental")],
            passes: [.fields(ExampleProject.idea, "importance: foundation")]),

        RuleExample(.outOfRange,
            fails: [.fields(ExampleProject.idea, "depthTarget: 4")],
            passes: [.fields(ExampleProject.idea, "depthTarget: 3")]),

        RuleExample(.emptyText,
            fails: [.fields(ExampleProject.book, "title:")],
            passes: [.fields(ExampleProject.book, "title: Meditations")]),

        RuleExample(.idFormat,
            fails: [.fields(ExampleProject.section, """
            lessons:
              - id: Capitals_1
                title: Capitals
                icon: building.columns
                overview: Every country has a capital city.
                keyTakeaways: [Paris is the capital of France.]
            """)],
            passes: [.fields(ExampleProject.section, """
            lessons:
              - id: capitals-1
                title: Capitals
                icon: building.columns
                overview: Every country has a capital city.
                keyTakeaways: [Paris is the capital of France.]
            """)]),

        RuleExample(.invalidURL,
            fails: [.fields(ExampleProject.book, "infoLink: www.example.com/meditations")],
            passes: [.fields(ExampleProject.book, "infoLink: https://www.example.com/meditations")]),

        RuleExample(.invalidDate,
            fails: [.fields(ExampleProject.book, "publishedDate: 2006-02-30")],
            passes: [.fields(ExampleProject.book, "publishedDate: 2006-02-28")]),

        RuleExample(.invalidLanguage,
            fails: [.fields(ExampleProject.book, "language: English")],
            passes: [.fields(ExampleProject.book, "language: en")]),

        RuleExample(.emptyList,
            fails: [.fields(ExampleProject.section, "lessons: []")],
            passes: [.fields(ExampleProject.section, """
            lessons:
              - id: capitals
                title: Capitals
                icon: building.columns
                overview: Every country has a capital city.
                keyTakeaways: [Paris is the capital of France.]
            """)]),

        RuleExample(.duplicateItem,
            fails: [.fields(ExampleProject.book, "categories: [Philosophy, Ethics, Philosophy]")],
            passes: [.fields(ExampleProject.book, "categories: [Philosophy, Ethics]")]),

        RuleExample(.controlCharacter,
            fails: [.fields(ExampleProject.book, #"title: "Meditations\e[2J""#)],
            passes: [.fields(ExampleProject.book, #"title: "Meditations""#)]),

        RuleExample(.indentation,
            fails: [.fields(ExampleProject.course, firstSectionAchievement(conditionIndent: ""))],
            passes: [.fields(ExampleProject.course, firstSectionAchievement(conditionIndent: "  "))]),
    ]

    /// Course fields with an achievement for the first section, its unlock
    /// condition indented by `indent` more than `unlock:` (none leaves `unlock` empty).
    private static func firstSectionAchievement(conditionIndent indent: String) -> String {
        """
        achievements:
          - id: first-section
            title: First Section
            description: Complete the first section
            category: mastery
            icon: trophy.fill
            unlock:
            \(indent)sectionCompleted: first
        """
    }
}
