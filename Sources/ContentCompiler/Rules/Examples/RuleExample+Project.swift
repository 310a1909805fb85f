extension RuleExample {
    /// Examples of the project rules: the files of a content folder and contentc.yaml.
    static let project: [RuleExample] = [
        RuleExample(.missingFile,
            fails: [.fields("books/second/ideas/b2i1.yaml", "id: b2i1   # books/second/ holds no book.yaml")],
            passes: [
                .whole("books/second/book.yaml", "number: 2\ntitle: Second Book"),
                .fields("books/second/ideas/b2i1.yaml", "id: b2i1"),
            ]),

        RuleExample(.contentVersion,
            fails: [.fields(ExampleProject.manifest, "version: v1.4")],
            passes: [.fields(ExampleProject.manifest, "version: 1.4.0")]),

        RuleExample(.ruleConfiguration,
            fails: [.fields(ExampleProject.manifest, """
            rules:
              question.option-count: warning
            """)],
            passes: [.fields(ExampleProject.manifest, """
            rules:
              question.options-count: warning
            """)]),

        RuleExample(.strayFile,
            fails: [.fields("books/sample/ideas/b1i3.yml", "id: b1i3")],
            passes: [.fields("books/sample/ideas/b1i3.yaml", "id: b1i3")]),

        RuleExample(.unreadableFile,
            fails: [
                .whole("books/second/book.yaml", "number: 2\ntitle: Second Book"),
                .whole("books/second/ideas", "A file named ideas, where the folder of the book's ideas belongs."),
            ],
            passes: [
                .whole("books/second/book.yaml", "number: 2\ntitle: Second Book"),
                .fields("books/second/ideas/b2i1.yaml", "id: b2i1"),
            ]),

        RuleExample(.versionBump,
            fails: [
                .fields(ExampleProject.manifest, "version: 1.0.1   # an added idea needs at least 1.1.0"),
                .fields("books/sample/ideas/b1i3.yaml", "id: b1i3"),
            ],
            passes: [
                .fields(ExampleProject.manifest, "version: 1.1.0"),
                .fields("books/sample/ideas/b1i3.yaml", "id: b1i3"),
            ],
            changesBuiltProject: true),

        RuleExample(.placeholder,
            fails: [.fields(ExampleProject.book, "subtitle: \"TODO: the book's subtitle\"")],
            passes: [.fields(ExampleProject.book, "subtitle: The Handbook of Epictetus")]),
    ]
}
