extension BundleCheck {
    /// A question: its text, the shape of its type (options and answer key, or
    /// rubric), and its points.
    ///
    /// - Parameter requiresLevels: Whether it must have a difficulty and a Bloom category (in books).
    func question(_ question: Question, at keyPath: @autoclosure () -> String, requiresLevels: Bool) throws(ContentLoadError) {
        guard !question.id.isEmpty, !question.id.unicodeScalars.contains(where: PrintableText.isControl) else {
            throw failure("\(keyPath()).id", "a question id is not empty and holds no control characters")
        }
        try text(question.text, at: "\(keyPath()).text")
        try text(question.explanation, at: "\(keyPath()).explanation")
        if requiresLevels {
            if question.difficulty == nil { throw failure("\(keyPath()).difficulty", "a question of a book has a difficulty") }
            if question.bloom == nil { throw failure("\(keyPath()).bloom", "a question of a book has a Bloom category") }
        }
        let points = question.difficulty?.points ?? Question.defaultPoints
        guard question.points == points else {
            let difficulty = question.difficulty.map { "\($0.rawValue) question" } ?? "question without a difficulty"
            throw failure("\(keyPath()).points", "is \(question.points), but a \(difficulty) is worth \(points)")
        }
        switch question.type {
        case .open:
            guard question.options == nil else { throw failure("\(keyPath()).options", "an open question has no options") }
            guard question.correct == nil else { throw failure("\(keyPath()).correct", "an open question has no answer key") }
            guard let rubric = question.rubric else { throw failure("\(keyPath()).rubric", "an open question has a rubric") }
            try text(rubric, at: "\(keyPath()).rubric")
        case .mcq, .msq:
            guard question.rubric == nil else { throw failure("\(keyPath()).rubric", "only open questions have a rubric") }
            try choices(question, at: keyPath())
        }
    }

    /// The options and answer key of a multiple-choice or multiple-select question.
    private func choices(_ question: Question, at keyPath: @autoclosure () -> String) throws(ContentLoadError) {
        guard let options = question.options else {
            throw failure("\(keyPath()).options", "a \(question.type.rawValue) question has options")
        }
        guard (2...6).contains(options.count) else {
            throw failure("\(keyPath()).options", "there are \(options.count) options; a question has 2 to 6")
        }
        try texts(options, at: "\(keyPath()).options")
        // At most 6 options: each is compared with those before it, without a dictionary.
        var folded: [String] = []
        folded.reserveCapacity(options.count)
        for (index, option) in options.enumerated() {
            let option = option.trimmingWhitespace().lowercased()
            if let first = folded.firstIndex(of: option) {
                throw failure("\(keyPath()).options[\(index)]", "repeats option [\(first)]; no two options are the same")
            }
            folded.append(option)
        }
        guard let correct = question.correct, !correct.isEmpty else {
            throw failure("\(keyPath()).correct", "a \(question.type.rawValue) question has at least one correct option")
        }
        for (position, index) in correct.enumerated() {
            guard options.indices.contains(index) else {
                throw failure("\(keyPath()).correct[\(position)]",
                              "index \(index) is out of range: the question has \(options.count) options (0...\(options.count - 1))")
            }
            if position > 0, index <= correct[position - 1] {
                throw failure("\(keyPath()).correct[\(position)]", "indices are ascending, without repeats")
            }
        }
        if question.type == .mcq, correct.count != 1 {
            throw failure("\(keyPath()).correct", "an mcq question has exactly one correct option, not \(correct.count)")
        }
    }

    /// The sum of the questions' points, which a test's `maxScore` must be.
    func maxScore(_ maxScore: Int, of questions: [Question], at keyPath: @autoclosure () -> String) throws(ContentLoadError) {
        let sum = questions.reduce(0) { $0 + $1.points }
        guard maxScore == sum else {
            throw failure("\(keyPath()).maxScore", "is \(maxScore), but the questions' points add up to \(sum)")
        }
    }
}
