extension RuleExample {
    /// Examples of the course, section and lesson rules.
    static let courses: [RuleExample] = [
        RuleExample(.courseIdMatchesFolder,
            fails: [.fields(ExampleProject.course, "id: flags   # the folder is courses/sample")],
            passes: [.fields(ExampleProject.course, "id: sample")]),

        RuleExample(.sectionMissing,
            fails: [.fields(ExampleProject.course,
                            "sections: [first, second, third]   # sections/ holds first.yaml and second.yaml")],
            passes: [.fields(ExampleProject.course, "sections: [first, second]")]),

        RuleExample(.sectionUnlisted,
            fails: [.fields(ExampleProject.course, "sections: [first, second]"), .whole(thirdSection, thirdSectionText)],
            passes: [.fields(ExampleProject.course, "sections: [first, second, third]"), .whole(thirdSection, thirdSectionText)]),

        RuleExample(.sectionIdMatchesFile,
            fails: [.fields(ExampleProject.section, "id: europe")],
            passes: [.fields(ExampleProject.section, "id: second")]),

        RuleExample(.lessonIdUnique,
            fails: [.fields(ExampleProject.section, """
            lessons:
              - id: capitals
                title: Capitals
                icon: building.columns
                overview: Every country has a capital city.
                keyTakeaways: [Paris is the capital of France.]
              - id: capitals
                title: More Capitals
                icon: building.columns
                overview: Some capitals are not the largest city.
                keyTakeaways: [Canberra is the capital of Australia.]
            """)],
            passes: [.fields(ExampleProject.section, """
            lessons:
              - id: capitals
                title: Capitals
                icon: building.columns
                overview: Every country has a capital city.
                keyTakeaways: [Paris is the capital of France.]
              - id: more-capitals
                title: More Capitals
                icon: building.columns
                overview: Some capitals are not the largest city.
                keyTakeaways: [Canberra is the capital of Australia.]
            """)]),

        RuleExample(.lessonKind,
            fails: [.fields(ExampleProject.section, """
            lessons:
              - id: capitals
                title: Capitals
                icon: building.columns
                overview: Every country has a capital city.
            """)],
            passes: [.fields(ExampleProject.section, """
            lessons:
              - id: capitals
                title: Capitals
                icon: building.columns
                overview: Every country has a capital city.
                keyTakeaways: [Paris is the capital of France.]
            """)]),

        RuleExample(.lessonQuestionCount,
            fails: [.fields(ExampleProject.section, """
            lessons:
              - id: capitals-quiz
                title: Capitals Quiz
                icon: star.fill
                questions:
                  - {text: Capital of France?, options: [Paris, Lyon, Nice, Lille], correct: 0}
                  - {text: Capital of Italy?, options: [Milan, Rome, Turin, Naples], correct: 1}
                  - {text: Capital of Spain?, options: [Seville, Valencia, Madrid, Bilbao], correct: 2}
                  - {text: Capital of Japan?, options: [Osaka, Kyoto, Nagoya, Tokyo], correct: 3}
                  - {text: Capital of Egypt?, options: [Cairo, Giza, Luxor, Aswan], correct: 0}
            """)],
            passes: [.fields(ExampleProject.section, """
            lessons:
              - id: capitals-quiz
                title: Capitals Quiz
                icon: star.fill
                questions:
                  - {text: Capital of France?, options: [Paris, Lyon, Nice, Lille], correct: 0}
                  - {text: Capital of Italy?, options: [Milan, Rome, Turin, Naples], correct: 1}
                  - {text: Capital of Spain?, options: [Seville, Valencia, Madrid, Bilbao], correct: 2}
                  - {text: Capital of Japan?, options: [Osaka, Kyoto, Nagoya, Tokyo], correct: 3}
                  - {text: Capital of Egypt?, options: [Cairo, Giza, Luxor, Aswan], correct: 0}
                  - {text: Capital of Peru?, options: [Cusco, Lima, Arequipa, Trujillo], correct: 1}
            """)]),

        RuleExample(.lessonQuestionType,
            fails: [.lastQuestions(ExampleProject.quizSection, """
            - text: Which of these countries are in Europe?
              type: msq
              options: [France, Peru, Spain, Chad]
              correct: [0, 2]
            """)],
            passes: [.lastQuestions(ExampleProject.quizSection, """
            - text: Which of these countries is in Europe?
              options: [France, Peru, Egypt, Chad]
              correct: 0
            """)]),

        RuleExample(.courseOptionsCount,
            fails: [.lastQuestions(ExampleProject.quizSection, """
            - text: What is the capital of Italy?
              options: [Milan, Rome, Turin]
              correct: 1
            """)],
            passes: [.lastQuestions(ExampleProject.quizSection, """
            - text: What is the capital of Italy?
              options: [Milan, Rome, Turin, Naples]
              correct: 1
            """)]),

        RuleExample(.diamondTiers,
            fails: [.fields(ExampleProject.course, """
            rewards:
              diamonds:
                - {maxErrors: 2, diamonds: 2}
                - {maxErrors: 0, diamonds: 3}
                - {diamonds: 1}
            """)],
            passes: [.fields(ExampleProject.course, """
            rewards:
              diamonds:
                - {maxErrors: 0, diamonds: 3}
                - {maxErrors: 2, diamonds: 2}
                - {diamonds: 1}
            """)]),

        RuleExample(.unusedCoinsPerLesson,
            fails: [.fields(ExampleProject.course, """
            rewards:
              coinsPerLesson: 10
              diamonds:
                - {maxErrors: 0, diamonds: 3, coins: 75}
                - {maxErrors: 2, diamonds: 2, coins: 50}
                - {diamonds: 1, coins: 25}
            """)],
            passes: [.fields(ExampleProject.course, """
            rewards:
              diamonds:
                - {maxErrors: 0, diamonds: 3, coins: 75}
                - {maxErrors: 2, diamonds: 2, coins: 50}
                - {diamonds: 1, coins: 25}
            """)]),
    ]

    /// A section file the examples add to the course.
    private static let thirdSection = "courses/sample/sections/third.yaml"

    /// A valid section for ``thirdSection``.
    private static let thirdSectionText = """
        id: third
        title: Third Section
        lessons:
          - id: capitals
            title: Capitals
            icon: building.columns
            overview: Every country has a capital city.
            keyTakeaways: [Paris is the capital of France.]
        """
}
