extension RuleExample {
    /// Examples of the achievement rules, in course.yaml.
    static let achievements: [RuleExample] = [
        RuleExample(.unlockShape,
            fails: [.fields(ExampleProject.course, """
            achievements:
              - id: steady
                title: Steady
                description: Three lessons, seven days in a row.
                category: streak
                icon: flame.fill
                unlock: {lessonsCompleted: 3, streakDays: 7}
            """)],
            passes: [.fields(ExampleProject.course, """
            achievements:
              - id: steady
                title: Steady
                description: Seven days in a row.
                category: streak
                icon: flame.fill
                unlock: {streakDays: 7}
            """)]),

        RuleExample(.achievementSection,
            fails: [.fields(ExampleProject.course, """
            achievements:
              - id: explorer
                title: Explorer
                description: Finish the first section.
                category: mastery
                icon: trophy.fill
                unlock: {sectionCompleted: frist}   # the course lists [first, second]
            """)],
            passes: [.fields(ExampleProject.course, """
            achievements:
              - id: explorer
                title: Explorer
                description: Finish the first section.
                category: mastery
                icon: trophy.fill
                unlock: {sectionCompleted: first}
            """)]),

        RuleExample(.achievementLessonCount,
            fails: [.fields(ExampleProject.course, """
            achievements:
              - id: finisher
                title: Finisher
                description: Every lesson done.
                category: milestone
                icon: star.fill
                unlock: {lessonsCompleted: 4}   # the course has 3 lessons
            """)],
            passes: [.fields(ExampleProject.course, """
            achievements:
              - id: finisher
                title: Finisher
                description: Every lesson done.
                category: milestone
                icon: star.fill
                unlock: {lessonsCompleted: 3}
            """)]),

        RuleExample(.achievementIdUnique,
            fails: [.fields(ExampleProject.course, """
            achievements:
              - id: starter
                title: Starter
                description: Your first lesson.
                category: milestone
                icon: star.fill
                unlock: {lessonsCompleted: 1}
              - id: starter
                title: Regular
                description: Three days in a row.
                category: streak
                icon: flame.fill
                unlock: {streakDays: 3}
            """)],
            passes: [.fields(ExampleProject.course, """
            achievements:
              - id: starter
                title: Starter
                description: Your first lesson.
                category: milestone
                icon: star.fill
                unlock: {lessonsCompleted: 1}
              - id: regular
                title: Regular
                description: Three days in a row.
                category: streak
                icon: flame.fill
                unlock: {streakDays: 3}
            """)]),
    ]
}
