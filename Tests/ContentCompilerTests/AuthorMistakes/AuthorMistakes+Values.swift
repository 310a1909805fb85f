/// Values of the right shape that say something else than the author meant.
extension AuthorMistake {
    static let values: [AuthorMistake] = [
        .mistake("a year written without its leading zero",
                 in: Path.book, replacing: #"publishedDate: "0180""#, with: "publishedDate: 180",
                 pointAt: "180", code: "S109", advice: #""0180""#),
        .mistake("a correct option given as a letter",
                 in: Path.europe, replacing: "          - Barcelona\n        correct: 2",
                 with: "          - Barcelona\n        correct: C",
                 pointAt: "correct: C", code: "S103", advice: "from 0", "correct: 2"),
        .mistake("a correct option given as its text",
                 in: Path.asia, replacing: "          - Chennai\n        correct: 2",
                 with: "          - Chennai\n        correct: New Delhi",
                 pointAt: "correct: New Delhi", code: "S103", advice: "correct: 2"),
        .mistake("a correct index counted from 1",
                 in: Path.europe, replacing: "          - Berlin\n        correct: 3",
                 with: "          - Berlin\n        correct: 4",
                 pointAt: "correct: 4", code: "Q103", advice: "start at 0"),
        .mistake("'~' as a title",
                 in: Path.europe, replacing: "    title: Rivers of Europe", with: "    title: ~",
                 pointAt: "title: ~", code: "Y110", advice: "null"),
        .mistake("a number in quotes",
                 in: Path.book, replacing: "pageCount: 304", with: #"pageCount: "304""#,
                 pointAt: #""304""#, code: "S103", advice: "remove the quotes"),
    ]
}
