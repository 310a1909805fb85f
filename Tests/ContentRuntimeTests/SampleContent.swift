import ContentRuntime

/// Small but realistic content, built from the bundle types the compiler encodes.
enum SampleContent {
    static let contentVersion = "1.4.0"
    static let compiler = "contentc 0.3.0"

    // MARK: Books

    /// Meditations: one idea with a full 9-question bank (3 easy, 3 medium, 3 hard),
    /// and a second, shorter idea.
    static let meditations = Book(
        id: "meditations", number: 1, title: "Meditations", subtitle: "A New Translation",
        author: "Marcus Aurelius", publisher: "Modern Library", language: "en",
        description: "The private notes of a Roman emperor on duty, death and self-command.",
        publishedDate: "2002-05-06", categories: ["Philosophy", "Stoicism"], isbn13: "9780812968255",
        isbn10: "0812968255", googleBooksId: "6aS5-m2pZ3sC",
        thumbnailUrl: "https://books.example.org/meditations/thumb.jpg",
        coverImageUrl: "https://books.example.org/meditations/cover.jpg",
        previewLink: nil, infoLink: "https://books.example.org/meditations",
        averageRating: 4.5, ratingsCount: 1287, pageCount: 254,
        ideas: [dichotomyOfControl, viewFromAbove])

    static let dichotomyOfControl = Idea(
        id: "b1i1", number: 1, title: "The dichotomy of control",
        description: "Sort every worry into what is up to you and what is not.",
        importance: .foundation, depthTarget: 2,
        primer: Primer(
            thesis: "Only your judgements and actions are fully yours; invest effort there.",
            story: "Stuck in a delayed convoy, Marcus writes that the delay is not his, but his temper is.",
            useItWhen: ["You feel anxious about an outcome", "Someone else's choice upsets you"],
            howToApply: ["Name the worry", "Split it into what you control and what you do not",
                         "Act on the first part only"],
            edgesAndLimits: ["Influence is not control: many things are partly up to you"],
            oneLineRecall: "Mine: my judgements and my actions. Not mine: everything else.",
            furtherLearning: [
                FurtherLearningLink(title: "Enchiridion, chapter 1", url: "https://texts.example.org/enchiridion/1",
                                    kind: .book),
                FurtherLearningLink(title: "Stoicism in ten minutes", url: "https://video.example.org/stoa",
                                    kind: nil),
            ]),
        questions: [
            bookQuestion("b1i1-q1", .easy, .recall, "What does Marcus say is fully up to us?",
                         ["Our judgements and actions", "Our health", "Our reputation", "Other people's opinions"],
                         correct: [0]),
            bookQuestion("b1i1-q2", .easy, .reframe, "Which sentence restates the dichotomy of control?",
                         ["Control what you can, accept the rest", "Control everything you can reach",
                          "Nothing is up to you", "Fortune favours the bold"], correct: [0]),
            bookQuestion("b1i1-q3", .easy, .whyImportant, "Why does the dichotomy matter for anxiety?",
                         ["It points effort where it can work", "It removes every risk",
                          "It makes outcomes certain", "It replaces planning"], correct: [0]),
            bookQuestion("b1i1-q4", .medium, .apply, "Your flight is cancelled. Which responses apply the idea?",
                         ["Rebook calmly", "Blame the airline staff", "Plan the next step", "Refuse to travel again"],
                         correct: [0, 2], type: .msq),
            bookQuestion("b1i1-q5", .medium, .whenUse, "When is the dichotomy most useful?",
                         ["Before a decision", "After an outcome you dislike", "Only in emergencies", "Never at work"],
                         correct: [1]),
            bookQuestion("b1i1-q6", .medium, .apply, "A colleague criticises your work. What is up to you?",
                         ["Your reply", "Their opinion", "Their tone", "The manager's view"], correct: [0]),
            bookQuestion("b1i1-q7", .hard, .contrast, "How does influence differ from control?",
                         ["Influence shapes odds; control decides", "They are the same",
                          "Control is weaker", "Influence needs no action"], correct: [0]),
            bookQuestion("b1i1-q8", .hard, .critique, "Where can the dichotomy turn into passivity?", nil,
                         correct: nil, type: .open,
                         rubric: "Names the risk of giving up on what is partly in our control, and a remedy."),
            bookQuestion("b1i1-q9", .hard, .howWield, "Which habit best builds the skill?",
                         ["A nightly review of what was and was not yours", "Avoiding all plans",
                          "Reading more news", "Asking others to decide"], correct: [0]),
        ],
        maxScore: 150)

    static let viewFromAbove = Idea(
        id: "b1i2", number: 2, title: "The view from above",
        description: "Picture your troubles from a great height to see their true size.",
        importance: .buildingBlock, depthTarget: 1,
        primer: Primer(
            thesis: "Seen at the scale of cities and centuries, most troubles shrink.",
            story: "Marcus imagines the whole of Asia as a corner of the universe.",
            useItWhen: ["A setback feels enormous"], howToApply: ["Zoom out in your mind, then return"],
            edgesAndLimits: ["It calms, but does not replace acting"],
            oneLineRecall: "Zoom out before you react.", furtherLearning: nil),
        questions: [
            bookQuestion("b1i2-q1", .easy, .recall, "What does the view from above ask you to imagine?",
                         ["Your life from a great height", "Your next holiday", "A map of Rome", "A mountain climb"],
                         correct: [0]),
            bookQuestion("b1i2-q2", .medium, .whenUse, "When does the exercise help most?",
                         ["When a setback feels huge", "When you are bored", "When you are asleep", "Never"],
                         correct: [0]),
            bookQuestion("b1i2-q3", .hard, .critique, "What does the exercise leave out?",
                         ["The need to act afterwards", "Any sense of scale", "Imagination", "Breathing"],
                         correct: [0]),
        ],
        maxScore: 50)

    /// A second book, so idea lookups cross books.
    static let deepWork = Book(
        id: "deep-work", number: 2, title: "Deep Work", author: "Cal Newport",
        ideas: [
            Idea(id: "b2i1", number: 1, title: "Depth is rare and valuable",
                 description: "Focused work without distraction produces value that shallow work cannot.",
                 importance: .foundation, depthTarget: 3,
                 primer: Primer(thesis: "Deep work is becoming rarer just as it becomes more valuable.",
                                story: "A professor writes four papers a year by guarding his mornings.",
                                useItWhen: ["Planning your week"], howToApply: ["Block two focus hours a day"],
                                edgesAndLimits: ["Some roles are mostly shallow by design"],
                                oneLineRecall: "Guard the hours that create value.", furtherLearning: []),
                 questions: [
                     bookQuestion("b2i1-q1", .easy, .recall, "What makes deep work valuable?",
                                  ["It is rare and produces hard-to-copy results", "It is easy",
                                   "It needs no skill", "It is quick"], correct: [0]),
                 ],
                 maxScore: 10),
        ])

    static func bookQuestion(_ id: String, _ difficulty: Difficulty, _ bloom: BloomCategory, _ text: String,
                             _ options: [String]?, correct: [Int]?, type: QuestionType = .mcq,
                             rubric: String? = nil) -> Question {
        Question(id: id, type: type, text: text, options: options, correct: correct, difficulty: difficulty,
                 bloom: bloom, points: difficulty.points, explanation: type == .open ? nil : "See the primer.",
                 rubric: rubric)
    }

    // MARK: Courses

    /// Flags and continents: two sections, quiz and reading lessons, all three unlock conditions.
    static let flagsAndContinents = Course(
        id: "flags-and-continents", title: "Flags and Continents",
        description: "Learn the continents and the flags of their countries.",
        sections: [
            CourseSection(id: "continents", number: 1, title: "Continents", lessons: [
                Lesson(id: "intro", number: 1, title: "The Seven Continents", icon: "globe.europe.africa",
                       overview: "Earth's land is usually divided into seven continents.",
                       keyTakeaways: ["Asia is the largest continent", "Australia is the smallest"],
                       questions: [], maxScore: 0),
                Lesson(id: "continents-quiz", number: 2, title: "Where Is It?", icon: "mappin.and.ellipse",
                       overview: nil, keyTakeaways: nil,
                       questions: [
                           courseQuestion("continents-quiz-q1", "Which continent is Egypt in?",
                                          ["Africa", "Asia", "Europe", "South America"], correct: 0),
                           courseQuestion("continents-quiz-q2", "Which continent is Peru in?",
                                          ["Africa", "South America", "Europe", "Oceania"], correct: 1),
                           courseQuestion("continents-quiz-q3", "Which continent is Japan in?",
                                          ["Europe", "Africa", "Asia", "North America"], correct: 2),
                           courseQuestion("continents-quiz-q4", "Which continent is Canada in?",
                                          ["Asia", "Europe", "Oceania", "North America"], correct: 3),
                           courseQuestion("continents-quiz-q5", "Which continent is Norway in?",
                                          ["Europe", "Asia", "Africa", "Antarctica"], correct: 0),
                           courseQuestion("continents-quiz-q6", "Which continent is Fiji in?",
                                          ["Africa", "Oceania", "Asia", "Europe"], correct: 1),
                       ],
                       maxScore: 60),
            ]),
            CourseSection(id: "americas", number: 2, title: "The Americas", lessons: [
                Lesson(id: "americas-flags", number: 1, title: "Flags of the Americas", icon: "flag.fill",
                       overview: nil, keyTakeaways: nil,
                       questions: [
                           courseQuestion("americas-flags-q1", "Which country's flag has a maple leaf?",
                                          ["Canada", "Mexico", "Brazil", "Chile"], correct: 0),
                       ],
                       maxScore: 10),
            ]),
        ],
        rewards: .standard,
        achievements: [
            Achievement(id: "first-steps", title: "First Steps", description: "Complete your first lesson",
                        category: .milestone, icon: "star.fill", unlock: .lessonsCompleted(1)),
            Achievement(id: "americas-done", title: "New World", description: "Finish the Americas",
                        category: .mastery, icon: "flag.checkered", unlock: .sectionCompleted("americas")),
            Achievement(id: "week-streak", title: "On Fire", description: "Learn seven days in a row",
                        category: .streak, icon: "flame.fill", unlock: .streakDays(7)),
        ])

    /// A learning path whose first lesson shares its id (`intro`) with a lesson of
    /// the other course: lesson ids are unique only within a course.
    static let habitsPath = Course(
        id: "habits-path", title: "Building Habits", description: nil,
        sections: [
            CourseSection(id: "foundations", number: 1, title: "Foundations", lessons: [
                Lesson(id: "intro", number: 1, title: "Why Habits Stick", icon: "leaf",
                       overview: "Habits are loops of cue, routine and reward.",
                       keyTakeaways: ["Change the cue to change the habit"],
                       questions: [
                           courseQuestion("intro-q1", "What starts a habit loop?",
                                          ["A cue", "A reward", "A routine", "A goal"], correct: 0),
                       ],
                       maxScore: 10),
            ]),
        ],
        progression: .stage,
        rewards: Rewards(coinsPerLesson: 5, diamonds: [DiamondTier(maxErrors: nil, diamonds: 1, coins: 5)]),
        achievements: [])

    static func courseQuestion(_ id: String, _ text: String, _ options: [String], correct: Int) -> Question {
        Question(id: id, type: .mcq, text: text, options: options, correct: [correct], difficulty: nil,
                 bloom: nil, points: 10, explanation: nil, rubric: nil)
    }

    // MARK: Bundles

    static func header(_ kind: BundleKind, _ id: String) -> BundleHeader {
        BundleHeader(contentVersion: contentVersion, kind: kind, id: id, compiler: compiler)
    }

    static let books = [deepWork, meditations]
    static let courses = [flagsAndContinents, habitsPath]
}
