extension Rule {
    /// Q204: a stem that asks negatively.
    static let itemNegativeStem = Rule(
        code: "Q204", name: "item.negative-stem",
        summary: "the stem does not ask negatively (NOT, EXCEPT, LEAST)",
        severity: .warning, configurable: true,
        explanation: """
        "Which of these is NOT up to us?" is misread under time pressure: learners \
        who know the idea answer the positive question and miss. And its answer \
        teaches a false statement, the one thing the learner should not remember. \
        Ask for what is true ("Which of these is up to us?") with distractors that \
        are not; if a negative must stay, write it in capitals and turn this rule \
        off for the project. The rule reads the question proper, from its question \
        word to the next clause ("people *who* do not plan"), so a negative in the \
        scenario around it, in a quotation, or in a phrase such as "at least" or \
        "not only" is not reported; a negative in capitals is, wherever it is.
        """)
}

/// Q204 `item.negative-stem`, by stem.
///
/// Does not catch: negatives by meaning without a negative word ("Which
/// would a Stoic avoid?", "Which is a mistake?"); a lowercase negative after
/// a word that may open a clause ("Which habit is it that you should not
/// keep?"), or in a sentence or clause without the question word; negatives
/// in quotations.
enum NegativeStemRule: ItemRule {
    static let rule = Rule.itemNegativeStem

    static func check(_ question: ItemQuestion, in bank: ItemBank, parameter: Int, log: inout DiagnosticLog) {
        guard question.stem.contains(.negative), let words = bank.words, let negative = negativeWord(in: question.stem, words: words) else { return }
        log.report(rule,
                   "the stem asks negatively ('\(negative)'): learners misread negative questions, and the answer teaches a false statement; ask for what is true instead",
                   at: question.stemLocation,
                   hint: "reword as a positive question, with distractors that are not true")
    }

    /// The negative word the stem asks with, as written; `nil` when it asks
    /// positively. Quotations are left out: a quoted negative is the author's, not the question's.
    static func negativeWord(in stem: ItemText, words: ItemWords) -> String? {
        // Most stems hold no negative word at all.
        guard stem.contains(.negative) else { return nil }
        let unquoted = withoutQuotations(stem.text)
        // A negative in capitals is meant as one, wherever it is.
        for word in ItemText.cut(unquoted).words where word.count >= 2 && word.allSatisfy({ $0.isUppercase || !$0.isLetter })
            && isNegative(word.lowercased(), words) {
            return String(word)
        }
        // Otherwise only the question proper counts: from its question word to the next clause it opens.
        let clause = ItemText.cut(askingClause(of: unquoted, words: words))
        let tokens = clause.lowercased
        let start = tokens.firstIndex(where: words.questionWords.contains).map { $0 + 1 } ?? 0
        let end = tokens[start...].firstIndex(where: words.clauseOpeners.contains) ?? tokens.count
        let exempt = words.notNegativePhrases.map(\.words)
        for index in start..<end where isNegative(tokens[index], words) {
            let covered = exempt.contains { phrase in
                phrase.indices.contains { offset in
                    let first = index - offset
                    return first >= 0 && first + phrase.count <= tokens.count
                        && phrase.indices.allSatisfy { tokens[first + $0] == phrase[$0] }
                }
            }
            if !covered { return String(clause.words[index]) }
        }
        return nil
    }

    /// The text with what stands between double quotation marks (`"…"`, `“…”`) or curly single ones (`‘…’`) left out.
    static func withoutQuotations(_ text: String) -> String {
        var result = ""
        var closing: Character?
        for character in text {
            if let expected = closing {
                if character == expected { closing = nil }
                continue
            }
            switch character {
            case "\"": closing = "\""
            case "“": closing = "”"
            case "‘": closing = "’"
            default: result.append(character)
            }
        }
        return result
    }

    static func isNegative(_ word: String, _ words: ItemWords) -> Bool {
        words.negatives.contains(word) || words.negativeEndings.contains(where: word.hasSuffix)
    }

    /// The clause that asks: of the last sentence holding a question mark (or
    /// the last sentence), the last clause holding a question word, or else the
    /// whole sentence.
    static func askingClause(of text: String, words: ItemWords) -> String {
        var sentences: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let ends = text[index] == ";" || ("?!.".contains(text[index]) && (next == text.endIndex || text[next].isWhitespace))
            if ends {
                sentences.append(text[start..<next])
                start = next
            }
            index = next
        }
        sentences.append(text[start...])
        let nonEmpty = sentences.filter { $0.contains(where: \.isLetter) }
        guard let sentence = nonEmpty.last(where: { $0.contains("?") }) ?? nonEmpty.last else { return "" }
        let clauses = sentence.split(whereSeparator: { ",:—–()".contains($0) })
        let asking = clauses.last { clause in ItemText.cut(String(clause)).lowercased.contains(where: words.questionWords.contains) }
        return String(asking ?? sentence)
    }

    static let example = RuleExample(rule,
        fails: [.lastQuestions(ExampleProject.idea, """
        - text: Which of these is NOT up to us, for Epictetus?
          options: [Our health, Our opinions, Our desires, Our aversions]
          correct: 0
          difficulty: hard
          bloom: howWield
        """)],
        passes: [.lastQuestions(ExampleProject.idea, """
        - text: Which of these is up to us, for Epictetus?
          options: [Our opinions, Our health, Our reputation, Our property]
          correct: 0
          difficulty: hard
          bloom: howWield
        """)])
}
