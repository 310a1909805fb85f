/// Mistakes that leave valid YAML of the wrong shape: indentation moved a key
/// or a list item into another mapping, list or text.
extension AuthorMistake {
    /// The primer of the author project's first idea with its keys written at
    /// the column of `primer:` itself.
    private static let unindentedPrimer = """
        primer:
        thesis: >-
          Only your own judgments, intentions and choices are fully up to you.
          What disturbs you is not the event itself but the judgment you add to it.
        story: >-
          At nine in the morning, Nadia learns that her biggest client has cancelled.
          She sorts what is hers from what is not, and writes her report by noon.
        useItWhen:
          - You are upset and cannot yet say exactly what about.
          - Someone else's decision is taking over your thoughts.
        howToApply:
          - Describe the event in plain, neutral words.
          - "Sort it in two: what is up to you and what is not."
        edgesAndLimits:
          - It is not permission to stop caring about outcomes.
        oneLineRecall: Things cannot touch the mind; only my judgments about them can.
        furtherLearning:
          - title: Marcus Aurelius (Stanford Encyclopedia of Philosophy)
            url: https://plato.stanford.edu/entries/marcus-aurelius/
            kind: article
        questions:
        """

    static let shape: [AuthorMistake] = [
        .mistake("an unlock condition not indented under 'unlock:'",
                 in: Path.course, replacing: "      sectionCompleted: europe", with: "    sectionCompleted: europe",
                 pointAt: "    sectionCompleted", code: "S114", advice: "6 spaces", "'unlock'"),
        .mistake("a primer's keys written at the column of 'primer:'",
                 in: Path.idea,
                 replacing: String(unindentedPrimer.split(separator: "\n", omittingEmptySubsequences: false)
                     .map { $0.hasPrefix("primer") || $0.hasPrefix("questions") ? $0 : "  " + $0 }
                     .joined(separator: "\n")),
                 with: unindentedPrimer,
                 pointAt: "thesis:", code: "S114", advice: "2 spaces", "'primer'"),
        .mistake("'questions' indented into the primer",
                 in: Path.idea, replacing: "\nquestions:", with: "\n  questions:",
                 pointAt: "  questions:", code: "S114", advice: "start of the line"),
        .mistake("a question's 'correct' outdented to the lesson's column",
                 in: Path.asia, replacing: "          - Hue\n        correct: 1", with: "          - Hue\n    correct: 1",
                 pointAt: "\n    correct: 1", code: "S114", advice: "8 spaces"),
        .mistake("a link's 'kind' outdented to the primer's column",
                 in: Path.idea, replacing: "      kind: article", with: "  kind: article",
                 pointAt: "  kind: article", code: "S114", advice: "6 spaces"),
        .mistake("a lesson's 'icon' outdented to the section's column",
                 in: Path.europe, replacing: "    icon: water.waves", with: "icon: water.waves",
                 pointAt: "icon: water.waves", code: "Y101", advice: "4 spaces"),
        .mistake("a primer key indented into the folded text above it",
                 in: Path.idea, replacing: "  story: >-", with: "    story: >-",
                 pointAt: "    story:", code: "S114", advice: "2 spaces"),
        .mistake("an option indented one space more than the others runs into the option above",
                 in: Path.asia, replacing: "          - Shanghai", with: "           - Shanghai",
                 pointAt: "           - Shanghai", code: "S114", advice: "Beijing - Shanghai", "10 spaces"),
        .mistake("the second of two options indented more than the first runs into it",
                 in: Path.idea, replacing: "      - It removes painful feelings.", with: "        - It removes painful feelings.",
                 pointAt: "        - It removes", code: "S114",
                 advice: "'It keeps effort on what can be changed. - It removes painful feelings.'", "6 spaces"),
        .mistake("the first of two options outdented to the column of 'options' takes in the second",
                 in: Path.idea, replacing: "      - It keeps effort", with: "    - It keeps effort",
                 pointAt: "    - It keeps effort", code: "S114",
                 advice: "'It keeps effort on what can be changed. - It removes painful feelings.'", "6 spaces"),
        .mistake("the first option without its '-'",
                 in: Path.europe, replacing: "          - Graz\n", with: "            Graz\n",
                 pointAt: "            Graz", code: "S114", advice: "has no '- '", "column 11"),
        .mistake("a question that lost its '-' repeats the keys of the question above",
                 in: Path.idea, replacing: #"  - text: "Which statement best restates the idea?""#,
                 with: #"    text: "Which statement best restates the idea?""#,
                 pointAt: #"    text: "Which statement"#, code: "Y106", advice: "- text"),
    ]
}
