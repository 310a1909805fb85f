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
        questions.reserveCapacity(items.value.count)
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
    mutating func question(_ node: TapeNode, position: Int, requiresBand: Bool) -> QuestionSource? {
        guard let fields = mapping(node, what: "a question", keys: QuestionSource.keys) else { return nil }
        var question = QuestionSource(mark: node.start, position: position)
        question.misspeltKeys = fields.suggested
        question.id = slug(fields, "id")
        question.type = choice(fields, "type")
        question.hasInvalidType = question.type == nil && fields.has("type")
        question.text = text(fields, "text", required: true)
        question.options = textList(fields, "options")
        if let options = fields.pair("options")?.value, options.kind == .sequence {
            question.wrappedOptions = options.items.filter { item in
                item.kind == .scalar && item.style == .plain && item.end.line > item.start.line
            }.map(\.start)
        }
        question.correct = correctAnswer(fields, options: question.options?.value.map(\.value) ?? [])
        question.difficulty = choice(fields, "difficulty", required: requiresBand)
        question.bloom = choice(fields, "bloom", required: requiresBand)
        question.explanation = text(fields, "explanation")
        question.rubric = text(fields, "rubric")
        return question
    }

    /// `correct:` as one index or a list of indices.
    ///
    /// - Parameter options: The options' texts, read only for the help of an index written as a word.
    private mutating func correctAnswer(_ fields: Mapping, options: @autoclosure () -> [String]) -> QuestionSource.CorrectAnswer? {
        guard let pair = value(fields, "correct", required: false) else { return nil }
        let node = pair.value
        switch node.kind {
        case .sequence:
            let items = node.items
            let indices = items.compactMap {
                integer($0, field: "an item of 'correct'", keyMark: nil, wordHint: Self.indexHint(for: $0, options: options()))
            }
            return .init(indices: indices, mark: node.start, hasInvalidItems: indices.count != items.count)
        case .scalar:
            guard let index = integer(node, field: "correct", keyMark: pair.key.start,
                                      wordHint: Self.indexHint(for: node, options: options())) else {
                return .init(indices: [], mark: node.start, hasInvalidItems: true)
            }
            return .init(indices: [index], mark: node.start)
        default:
            reportWrongKind(node, expected: "an option index or a list of them", field: "correct",
                            keyMark: pair.key.start)
            return .init(indices: [], mark: node.start, hasInvalidItems: true)
        }
    }

    /// The help for an option given by a word instead of its index: options
    /// count from 0, and the option the word names (`C`, or its text) has this index.
    static func indexHint(for node: TapeNode, options: [String]) -> String {
        let counting = "options are counted from 0: the first is 0, the second 1"
        guard let word = node.scalarValue?.trimmingWhitespace() else { return counting }
        let folded = word.lowercased()
        if let index = options.firstIndex(where: { $0.trimmingWhitespace().lowercased() == folded }) {
            return "\(counting), so '\(word)' is correct: \(index)"
        }
        if word.count == 1, let letter = word.unicodeScalars.first, ("A"..."Z").contains(letter) || ("a"..."z").contains(letter) {
            let index = Int(letter.properties.lowercaseMapping.unicodeScalars.first!.value) - Int(("a" as Unicode.Scalar).value)
            if options.isEmpty || index < options.count {
                return "options are counted from 0, not lettered: the first is 0, the second 1, so option \(word) is correct: \(index)"
            }
        }
        return counting
    }
}
