import ContentRuntime
import YAML

extension FileDecoder {
    /// Decodes a list of questions.
    ///
    /// - Parameter requiresBand: Whether `difficulty` and `bloom` are required (in books).
    mutating func questions(_ mapping: Mapping, _ key: String, required: Bool, nonEmpty: Bool = false,
                            requiresBand: Bool) -> Located<[QuestionSource]>? {
        guard let items = sequence(mapping, key, required: required, nonEmpty: nonEmpty) else { return nil }
        var questions: [QuestionSource] = []
        for (index, node) in items.value.enumerated() {
            if let question = question(node, position: index + 1, requiresBand: requiresBand) {
                questions.append(question)
            }
        }
        var result = items.map { _ in questions }
        result.hasInvalidItems = questions.count != items.value.count
        return result
    }

    /// Decodes one question.
    mutating func question(_ node: Node, position: Int, requiresBand: Bool) -> QuestionSource? {
        guard let fields = mapping(node, what: "a question", keys: QuestionSource.keys) else { return nil }
        var question = QuestionSource(mark: node.start, position: position)
        question.misspeltKeys = fields.suggested
        question.id = slug(fields, "id")
        question.type = choice(fields, "type")
        question.hasInvalidType = question.type == nil && fields.has("type")
        question.text = text(fields, "text", required: true)
        question.options = textList(fields, "options")
        question.correct = correctAnswer(fields)
        question.difficulty = choice(fields, "difficulty", required: requiresBand)
        question.bloom = choice(fields, "bloom", required: requiresBand)
        question.explanation = text(fields, "explanation")
        question.rubric = text(fields, "rubric")
        return question
    }

    /// `correct:` as one index or a list of indices.
    private mutating func correctAnswer(_ fields: Mapping) -> QuestionSource.CorrectAnswer? {
        guard let pair = value(fields, "correct", required: false) else { return nil }
        let node = pair.value
        switch node.content {
        case .sequence(let items):
            let indices = items.compactMap { integer($0, field: "an item of 'correct'", keyMark: nil) }
            return .init(indices: indices, mark: node.start, hasInvalidItems: indices.count != items.count)
        case .scalar:
            guard let index = integer(node, field: "correct", keyMark: pair.key.start) else {
                return .init(indices: [], mark: node.start, hasInvalidItems: true)
            }
            return .init(indices: [index], mark: node.start)
        default:
            reportWrongKind(node, expected: "an option index or a list of them", field: "correct",
                            keyMark: pair.key.start)
            return .init(indices: [], mark: node.start, hasInvalidItems: true)
        }
    }
}
