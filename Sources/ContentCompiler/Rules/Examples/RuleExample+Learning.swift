extension RuleExample {
    /// Examples of the learning-policy rules.
    static let learning: [RuleExample] = [
        RuleExample(.masteryOrder,
            fails: [.fields(ExampleProject.manifest, """
            learning:
              mastery: { solid: 0.6, fragile: 0.7 }
              reviewAfterDays: { fragile: 2, solid: 10 }
            """)],
            passes: [.fields(ExampleProject.manifest, """
            learning:
              mastery: { solid: 0.7, fragile: 0.6 }
              reviewAfterDays: { fragile: 2, solid: 10 }
            """)]),
    ]
}
