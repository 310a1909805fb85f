import ContentRuntime

/// The fields of a posted form, and the answer they carry.
struct FormFields: Sendable {
    private let pairs: [(name: String, value: String)]

    init(_ pairs: [(name: String, value: String)]) {
        self.pairs = pairs
    }

    /// The first value of a field.
    subscript(_ name: String) -> String? { pairs.first { $0.name == name }?.value }

    /// Every value of a field (checkboxes).
    func all(_ name: String) -> [String] { pairs.filter { $0.name == name }.map(\.value) }

    /// Where to go back to: a path of this server only (never `//host`), else the home page.
    var back: Link {
        guard let back = self["back"], back.hasPrefix("/"), !back.hasPrefix("//"), !back.contains("\\"),
              !back.unicodeScalars.contains(where: { $0.value < 0x20 }) else { return Route.home.link }
        return Link(path: back)
    }

    /// The answer the form gives, by its `kind` field: `option` (one
    /// index), `options` (checked indices) or `open` (the draft's text and
    /// the learner's verdict, `right` or `wrong`).
    ///
    /// - Parameter draft: The open answer typed before its judgement.
    /// - Returns: The answer, or what is missing from the form, in a sentence.
    func answer(draft: LearnerSession.Draft?) -> Result<Answer, FormProblem> {
        switch self["kind"] {
        case "option":
            guard let option = self["option"].flatMap({ Int($0) }) else { return .failure(FormProblem("Choose an answer first.")) }
            return .success(.option(option))
        case "options":
            let options = all("options").compactMap { Int($0) }
            return .success(.options(Set(options)))
        case "open":
            guard let draft, draft.questionID == self["question"] else {
                return .failure(FormProblem("Type your answer first, then judge it against the rubric."))
            }
            guard let verdict = self["verdict"], ["right", "wrong"].contains(verdict) else {
                return .failure(FormProblem("Judge the answer: does it meet the rubric?"))
            }
            return .success(.open(text: draft.text, verdict: OpenVerdict(isCorrect: verdict == "right")))
        default:
            return .failure(FormProblem("The form has no answer."))
        }
    }
}

/// Something a form lacks, said to the learner.
struct FormProblem: Error, Sendable {
    var message: String
    init(_ message: String) { self.message = message }
}
