extension RuleExample {
    /// Examples of the YAML rules: what any content file must be.
    static let yaml: [RuleExample] = [
        RuleExample(.yamlSyntax,
            fails: [.fields(ExampleProject.book, "title: Meditations: Thoughts to Himself")],
            passes: [.fields(ExampleProject.book, "title: \"Meditations: Thoughts to Himself\"")]),

        RuleExample(.yamlEncoding,
            fails: [.fields(ExampleProject.book, "author: Ren⟨byte E9⟩ Descartes")],
            passes: [.fields(ExampleProject.book, "author: René Descartes")]),

        RuleExample(.yamlEmptyFile,
            fails: [.whole(ExampleProject.book, "# Meditations, by Marcus Aurelius")],
            passes: [.whole(ExampleProject.book, "# Meditations, by Marcus Aurelius\nnumber: 1\ntitle: Meditations")]),

        RuleExample(.yamlMultipleDocuments,
            fails: [.whole(ExampleProject.book, """
            number: 1
            title: Meditations
            ---
            number: 2
            title: Letters from a Stoic
            """)],
            passes: [
                .whole(ExampleProject.book, "number: 1\ntitle: Meditations"),
                .whole("books/letters/book.yaml", "number: 2\ntitle: Letters from a Stoic"),
            ]),

        RuleExample(.yamlLimits,
            fails: [.fields(ExampleProject.book, "categories: ⟨300 × [⟩Philosophy⟨300 × ]⟩   # lists inside lists, 300 deep")],
            passes: [.fields(ExampleProject.book, "categories: [Philosophy]")]),

        RuleExample(.yamlDuplicateKey,
            fails: [.fields(ExampleProject.book, "title: Meditations\ntitle: Thoughts to Himself")],
            passes: [.fields(ExampleProject.book, "title: Meditations\nsubtitle: Thoughts to Himself")]),

        RuleExample(.yamlAnchor,
            fails: [.lastQuestions(ExampleProject.idea, """
            - text: Which reply to an insult would Epictetus approve?
              options: &replies [Let it pass, Insult them back]
              correct: 0
              difficulty: hard
              bloom: howWield
            - text: Which reply to a rude driver would Epictetus approve?
              options: *replies
              correct: 0
              difficulty: hard
              bloom: howWield
            """)],
            passes: [.lastQuestions(ExampleProject.idea, """
            - text: Which reply to an insult would Epictetus approve?
              options: [Let it pass, Insult them back]
              correct: 0
              difficulty: hard
              bloom: howWield
            - text: Which reply to a rude driver would Epictetus approve?
              options: [Let it pass, Insult them back]
              correct: 0
              difficulty: hard
              bloom: howWield
            """)]),

        RuleExample(.yamlMergeKey,
            fails: [.fields(ExampleProject.book, "<<: {author: Marcus Aurelius, language: en}")],
            passes: [.fields(ExampleProject.book, "author: Marcus Aurelius\nlanguage: en")]),

        RuleExample(.yamlTag,
            fails: [.fields(ExampleProject.book, "title: !!binary TWVkaXRhdGlvbnM=")],
            passes: [.fields(ExampleProject.book, "title: Meditations")]),

        RuleExample(.nullAsText,
            fails: [.fields(ExampleProject.book, "subtitle: ~")],
            passes: [.fields(ExampleProject.book, "subtitle: Thoughts to Himself")]),

        RuleExample(.commentInText,
            fails: [.fields(ExampleProject.book, "subtitle: The #1 book of the Stoics")],
            passes: [.fields(ExampleProject.book, "subtitle: \"The #1 book of the Stoics\"  # quoted, so kept whole")]),
    ]
}
