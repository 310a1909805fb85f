extension RuleExample {
    /// Examples of the question rules, as the last (hard) questions of an idea.
    static let questions: [RuleExample] = [
        RuleExample(.optionsRange,
            fails: [.lastQuestions(ExampleProject.idea, """
            - text: Which reply to an insult would Epictetus approve?
              options: [Let it pass]
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
            """)]),

        RuleExample(.optionsUnique,
            fails: [.lastQuestions(ExampleProject.idea, """
            - text: Which reply to an insult would Epictetus approve?
              options: [Let it pass, Insult them back, let it pass]
              correct: 0
              difficulty: hard
              bloom: howWield
            """)],
            passes: [.lastQuestions(ExampleProject.idea, """
            - text: Which reply to an insult would Epictetus approve?
              options: [Let it pass, Insult them back, Demand an apology]
              correct: 0
              difficulty: hard
              bloom: howWield
            """)]),

        RuleExample(.correctInBounds,
            fails: [.lastQuestions(ExampleProject.idea, """
            - text: Which reply to an insult would Epictetus approve?
              options: [Let it pass, Insult them back]
              correct: 2
              difficulty: hard
              bloom: howWield
            """)],
            passes: [.lastQuestions(ExampleProject.idea, """
            - text: Which reply to an insult would Epictetus approve?
              options: [Let it pass, Insult them back]
              correct: 0
              difficulty: hard
              bloom: howWield
            """)]),

        RuleExample(.correctUnique,
            fails: [.lastQuestions(ExampleProject.idea, """
            - text: Which of these are up to us, for a Stoic?
              type: msq
              options: [Our judgements, Our choices, The weather]
              correct: [0, 1, 0]
              difficulty: hard
              bloom: critique
            """)],
            passes: [.lastQuestions(ExampleProject.idea, """
            - text: Which of these are up to us, for a Stoic?
              type: msq
              options: [Our judgements, Our choices, The weather]
              correct: [0, 1]
              difficulty: hard
              bloom: critique
            """)]),

        RuleExample(.correctCount,
            fails: [.lastQuestions(ExampleProject.idea, """
            - text: Which of these are up to us, for a Stoic?
              options: [Our judgements, Our choices, The weather]
              correct: [0, 1]
              difficulty: hard
              bloom: critique
            """)],
            passes: [.lastQuestions(ExampleProject.idea, """
            - text: Which of these are up to us, for a Stoic?
              type: msq
              options: [Our judgements, Our choices, The weather]
              correct: [0, 1]
              difficulty: hard
              bloom: critique
            """)]),

        RuleExample(.msqSingleCorrect,
            fails: [.lastQuestions(ExampleProject.idea, """
            - text: Which of these are up to us, for a Stoic?
              type: msq
              options: [Our judgements, Our choices, The weather]
              correct: [0]
              difficulty: hard
              bloom: critique
            """)],
            passes: [.lastQuestions(ExampleProject.idea, """
            - text: Which of these are up to us, for a Stoic?
              type: msq
              options: [Our judgements, Our choices, The weather]
              correct: [0, 1]
              difficulty: hard
              bloom: critique
            """)]),

        RuleExample(.openHasNoChoices,
            fails: [.lastQuestions(ExampleProject.idea, """
            - text: How would you use the dichotomy of control on a bad day?
              type: open
              options: [Accept it, Fight it]
              rubric: Separates what is up to them from what is not, with an example.
              difficulty: hard
              bloom: howWield
            """)],
            passes: [.lastQuestions(ExampleProject.idea, """
            - text: How would you use the dichotomy of control on a bad day?
              type: open
              rubric: Separates what is up to them from what is not, with an example.
              difficulty: hard
              bloom: howWield
            """)]),

        RuleExample(.openNeedsRubric,
            fails: [.lastQuestions(ExampleProject.idea, """
            - text: How would you use the dichotomy of control on a bad day?
              type: open
              difficulty: hard
              bloom: howWield
            """)],
            passes: [.lastQuestions(ExampleProject.idea, """
            - text: How would you use the dichotomy of control on a bad day?
              type: open
              rubric: Separates what is up to them from what is not, with an example.
              difficulty: hard
              bloom: howWield
            """)]),

        RuleExample(.rubricOnlyOpen,
            fails: [.lastQuestions(ExampleProject.idea, """
            - text: Which reply to an insult would Epictetus approve?
              options: [Let it pass, Insult them back]
              correct: 0
              rubric: Letting it pass; the insult harms only if we judge it harmful.
              difficulty: hard
              bloom: howWield
            """)],
            passes: [.lastQuestions(ExampleProject.idea, """
            - text: Which reply to an insult would Epictetus approve?
              options: [Let it pass, Insult them back]
              correct: 0
              explanation: The insult harms only if we judge it harmful.
              difficulty: hard
              bloom: howWield
            """)]),

        RuleExample(.questionIdUnique,
            fails: [.lastQuestions(ExampleProject.idea, """
            - id: insult
              text: Which reply to an insult would Epictetus approve?
              options: [Let it pass, Insult them back]
              correct: 0
              difficulty: hard
              bloom: howWield
            - id: insult
              text: Which hurts more, says Epictetus, an insult or our judgement of it?
              options: [The insult, Our judgement]
              correct: 1
              difficulty: hard
              bloom: contrast
            """)],
            passes: [.lastQuestions(ExampleProject.idea, """
            - id: insult
              text: Which reply to an insult would Epictetus approve?
              options: [Let it pass, Insult them back]
              correct: 0
              difficulty: hard
              bloom: howWield
            - id: insult-or-judgement
              text: Which hurts more, says Epictetus, an insult or our judgement of it?
              options: [The insult, Our judgement]
              correct: 1
              difficulty: hard
              bloom: contrast
            """)]),

        RuleExample(.bloomBand,
            fails: [.lastQuestions(ExampleProject.idea, """
            - text: Which reply to an insult would Epictetus approve?
              options: [Let it pass, Insult them back]
              correct: 0
              difficulty: hard
              bloom: recall
            """)],
            passes: [.lastQuestions(ExampleProject.idea, """
            - text: Which reply to an insult would Epictetus approve?
              options: [Let it pass, Insult them back]
              correct: 0
              difficulty: hard
              bloom: howWield
            """)]),
    ]
}
