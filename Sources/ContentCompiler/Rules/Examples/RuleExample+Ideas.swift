extension RuleExample {
    /// Examples of the idea and primer rules.
    static let ideas: [RuleExample] = [
        RuleExample(.ideaIdMatchesFile,
            fails: [.fields("books/sample/ideas/b1i2.yaml", "id: b1i3")],
            passes: [.fields("books/sample/ideas/b1i2.yaml", "id: b1i2")]),

        RuleExample(.ideaIdMatchesBook,
            fails: [.fields("books/sample/ideas/b2i3.yaml", "id: b2i3   # books/sample/book.yaml has number: 1")],
            passes: [.fields("books/sample/ideas/b1i3.yaml", "id: b1i3")]),

        RuleExample(.ideaNumbering,
            fails: [.fields("books/sample/ideas/b1i4.yaml", "id: b1i4   # beside b1i1.yaml and b1i2.yaml")],
            passes: [.fields("books/sample/ideas/b1i3.yaml", "id: b1i3")]),

        RuleExample(.ideaQuestionCount,
            fails: [.fields(ExampleProject.idea, """
            questions:   # 8: one hard question is missing
              - {difficulty: easy, bloom: recall, text: Easy 1, options: [yes, no], correct: 0}
              - {difficulty: easy, bloom: reframe, text: Easy 2, options: [yes, no], correct: 1}
              - {difficulty: easy, bloom: whyImportant, text: Easy 3, options: [yes, no], correct: 0}
              - {difficulty: medium, bloom: apply, text: Medium 1, options: [yes, no], correct: 1}
              - {difficulty: medium, bloom: whenUse, text: Medium 2, options: [yes, no], correct: 0}
              - {difficulty: medium, bloom: apply, text: Medium 3, options: [yes, no], correct: 1}
              - {difficulty: hard, bloom: contrast, text: Hard 1, options: [yes, no], correct: 0}
              - {difficulty: hard, bloom: critique, text: Hard 2, options: [yes, no], correct: 1}
            """)],
            passes: [.fields(ExampleProject.idea, """
            questions:
              - {difficulty: easy, bloom: recall, text: Easy 1, options: [yes, no], correct: 0}
              - {difficulty: easy, bloom: reframe, text: Easy 2, options: [yes, no], correct: 1}
              - {difficulty: easy, bloom: whyImportant, text: Easy 3, options: [yes, no], correct: 0}
              - {difficulty: medium, bloom: apply, text: Medium 1, options: [yes, no], correct: 1}
              - {difficulty: medium, bloom: whenUse, text: Medium 2, options: [yes, no], correct: 0}
              - {difficulty: medium, bloom: apply, text: Medium 3, options: [yes, no], correct: 1}
              - {difficulty: hard, bloom: contrast, text: Hard 1, options: [yes, no], correct: 0}
              - {difficulty: hard, bloom: critique, text: Hard 2, options: [yes, no], correct: 1}
              - {difficulty: hard, bloom: howWield, text: Hard 3, options: [yes, no], correct: 0}
            """)]),

        RuleExample(.ideaDifficultyMix,
            fails: [.fields(ExampleProject.idea, """
            questions:   # 4 easy, 2 medium, 3 hard
              - {difficulty: easy, bloom: recall, text: Easy 1, options: [yes, no], correct: 0}
              - {difficulty: easy, bloom: reframe, text: Easy 2, options: [yes, no], correct: 1}
              - {difficulty: easy, bloom: whyImportant, text: Easy 3, options: [yes, no], correct: 0}
              - {difficulty: easy, bloom: recall, text: Easy 4, options: [yes, no], correct: 1}
              - {difficulty: medium, bloom: whenUse, text: Medium 1, options: [yes, no], correct: 0}
              - {difficulty: medium, bloom: apply, text: Medium 2, options: [yes, no], correct: 1}
              - {difficulty: hard, bloom: contrast, text: Hard 1, options: [yes, no], correct: 0}
              - {difficulty: hard, bloom: critique, text: Hard 2, options: [yes, no], correct: 1}
              - {difficulty: hard, bloom: howWield, text: Hard 3, options: [yes, no], correct: 0}
            """)],
            passes: [.fields(ExampleProject.idea, """
            questions:
              - {difficulty: easy, bloom: recall, text: Easy 1, options: [yes, no], correct: 0}
              - {difficulty: easy, bloom: reframe, text: Easy 2, options: [yes, no], correct: 1}
              - {difficulty: easy, bloom: whyImportant, text: Easy 3, options: [yes, no], correct: 0}
              - {difficulty: medium, bloom: apply, text: Medium 1, options: [yes, no], correct: 1}
              - {difficulty: medium, bloom: whenUse, text: Medium 2, options: [yes, no], correct: 0}
              - {difficulty: medium, bloom: apply, text: Medium 3, options: [yes, no], correct: 1}
              - {difficulty: hard, bloom: contrast, text: Hard 1, options: [yes, no], correct: 0}
              - {difficulty: hard, bloom: critique, text: Hard 2, options: [yes, no], correct: 1}
              - {difficulty: hard, bloom: howWield, text: Hard 3, options: [yes, no], correct: 0}
            """)]),

        RuleExample(.legacyPrimerField,
            fails: [.fields(ExampleProject.idea, """
            primer:
              overview: We are disturbed not by things but by our judgements of them.
            \(primerRest)
            """)],
            passes: [.fields(ExampleProject.idea, """
            primer:
              thesis: We are disturbed not by things but by our judgements of them.
            \(primerRest)
            """)]),

        RuleExample(.legacyPrimerConflict,
            fails: [.fields(ExampleProject.idea, """
            primer:
              thesis: We are disturbed not by things but by our judgements of them.
              overview: Only our judgements are up to us.
            \(primerRest)
            """)],
            passes: [.fields(ExampleProject.idea, """
            primer:
              thesis: We are disturbed not by things but by our judgements of them; only they are up to us.
            \(primerRest)
            """)]),
    ]

    /// A primer's fields after its thesis.
    private static let primerRest = """
          story: Epictetus, born a slave, taught that only our own judgements are up to us.
          useItWhen: [Something upsets you.]
          howToApply: [Separate what happened from what you think of it.]
          edgesAndLimits: [Some harms are real, whatever we think of them.]
          oneLineRecall: It is the judgement that hurts.
        """
}
