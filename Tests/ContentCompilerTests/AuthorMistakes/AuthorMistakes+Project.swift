/// One mistake whose consequences reach other checks or other files: it must
/// still be one error, at the place the author changed.
extension AuthorMistake {
    static let oneMistakeOneError: [AuthorMistake] = [
        .mistake("one question deleted from an idea",
                 in: Path.idea,
                 replacing: """
                   - text: Why does the idea matter in a crisis?
                     difficulty: easy
                     bloom: whyImportant
                     options:
                       - It keeps effort on what can be changed.
                       - It removes painful feelings.
                     correct: 0

                 """, with: "",
                 pointAt: "questions:", code: "I104", advice: "8 questions", "easy"),
        .mistake("one question deleted from a lesson",
                 in: Path.asia,
                 replacing: """
                       - text: What is the capital of Vietnam?
                         options:
                           - Ho Chi Minh City
                           - Hanoi
                           - Da Nang
                           - Hue
                         correct: 1

                 """, with: "",
                 pointAt: "    questions:", code: "C107", advice: "5 questions"),
        .mistake("an idea's id taken from the next idea",
                 in: Path.idea, replacing: "id: b1i1", with: "id: b1i2",
                 pointAt: "id: b1i2", code: "I101", advice: "id: b1i1"),
        .mistake("an idea's id with a number no idea has",
                 in: Path.secondIdea, replacing: "id: b1i2", with: "id: b1i3",
                 pointAt: "id: b1i3", code: "I101", advice: "id: b1i2"),
        .mistake("an idea's id with another book's number",
                 in: Path.secondIdea, replacing: "id: b1i2", with: "id: b2i2",
                 pointAt: "id: b2i2", code: "I101", advice: "id: b1i2"),
        .mistake("a lesson id used in an earlier section of the course",
                 in: Path.asia, replacing: "  - id: asia-1", with: "  - id: europe-1",
                 pointAt: "europe-1", code: "C105", advice: "already used"),
        .mistake("a misspelt key in a question",
                 in: Path.asia, replacing: "      - text: What is the capital of Japan?",
                 with: "      - txt: What is the capital of Japan?",
                 pointAt: "txt:", code: "S101", advice: "did you mean 'text'"),
        .mistake("a Bloom category outside the question's difficulty",
                 in: Path.idea, replacing: "    bloom: critique", with: "    bloom: recall",
                 pointAt: "bloom: recall\n    options:\n      - It can", code: "Q111", advice: "contrast, critique, howWield"),
    ]
}
