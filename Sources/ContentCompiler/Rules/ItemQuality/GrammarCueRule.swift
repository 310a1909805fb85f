extension Rule {
    /// Q207: the stem's grammar fits only some options.
    static let itemGrammarCue = Rule(
        code: "Q207", name: "item.grammar-cue",
        summary: "the stem's grammar fits every option ('an' before a consonant)",
        severity: .warning, configurable: true,
        explanation: """
        A stem that ends in an article chosen by the next word's sound ("Epictetus \
        calls an insult an ___") fits only the options that start with that sound, \
        and a learner rules the others out by grammar alone. The rule reads a stem \
        that ends with such an article, or has one just before a blank (`___`, `…`), \
        and reports when some options fit it and others do not. End the stem before \
        the article ("Epictetus calls an insult:") and begin each option with its \
        own article, or write the options so they all fit.
        """)
}

/// Q207 `item.grammar-cue`, by question, at the option the article does not fit.
///
/// Does not catch: agreement in number ("Which are…" before a singular
/// option) or gender; articles elsewhere in the stem; acronyms said as words
/// (`a NATO base` reads as letters, `an N…`); languages without sound-chosen
/// articles.
enum GrammarCueRule: ItemRule {
    static let rule = Rule.itemGrammarCue

    static func check(_ question: ItemQuestion, in language: ItemLanguage, parameter: Int, log: inout DiagnosticLog) {
        guard question.stem.contains(.soundArticle), let articleIndex = trailingArticle(question.stem), let articles = language.words?.soundArticles else { return }
        let article = question.stem.word(articleIndex)
        let wantsVowel = question.stem.has(.vowelArticle, at: articleIndex)
        var fits: [Int: Bool] = [:]
        for (index, option) in question.options.enumerated() {
            guard !option.tokens.isEmpty, !option.has(.soundArticle, at: 0) else { continue }
            fits[index] = articles.startsWithVowelSound(String(option.word(0))) == wantsVowel
        }
        let misfits = question.options.indices.filter { fits[$0] == false }
        guard !misfits.isEmpty, fits.values.contains(true) else { return }
        let sound = wantsVowel ? "a vowel" : "a consonant"
        let correctMisfits = misfits.filter(question.correct.contains)
        let shown = correctMisfits.first ?? misfits[0]
        let role = correctMisfits.isEmpty ? "distractor" : "correct option"
        log.report(rule,
                   "the stem ends with '\(article)', which wants \(sound) sound, but the \(role) '\(ItemQuestion.shortened(question.options[shown].text))' does not start with one: a learner can rule options in or out by grammar; end the stem before the article, or make every option fit",
                   at: question.location(ofOption: shown),
                   notes: misfits.filter { $0 != shown }.map { .init("this option does not fit '\(article)' either", at: question.location(ofOption: $0)) })
    }

    /// The position of the sound-chosen article the stem ends with, or has just before a blank.
    static func trailingArticle(_ stem: ItemText) -> Int? {
        guard stem.contains(.soundArticle) else { return nil }
        var text = stem.text
        let last = stem.tokens.count - 1
        for index in stem.tokens.indices.reversed() where stem.has(.soundArticle, at: index) {
            // Another word follows: only a blank just after the article can make it the stem's end.
            // Told on bytes up to the first one beyond ASCII, where characters are read again.
            if index < last {
                let blank = text.withUTF8 { bytes -> Bool? in
                    var place = Int(stem.tokens[index].end)
                    while place < bytes.count, bytes[place].isASCIIWhitespace { place += 1 }
                    // A byte beyond ASCII may join the characters before it (a combining accent).
                    guard place < bytes.count, !bytes[place..<min(place + 4, bytes.count)].contains(where: { $0 >= 0x80 }) else { return nil }
                    let next = place + 1 < bytes.count ? bytes[place + 1] : 0
                    let third = place + 2 < bytes.count ? bytes[place + 2] : 0
                    return bytes[place] == UInt8(ascii: "_") && next == UInt8(ascii: "_")
                        || bytes[place] == UInt8(ascii: ".") && next == UInt8(ascii: ".") && third == UInt8(ascii: ".")
                }
                if let blank {
                    if blank { return index }
                    continue
                }
            }
            let word = stem.word(index)
            let after = stem.text[word.endIndex...].drop { $0.isWhitespace }
            let blank = after.hasPrefix("__") || after.hasPrefix("…") || after.hasPrefix("...")
            let end = after.allSatisfy { ".?:!\"'’”)".contains($0) || $0.isWhitespace }
            if blank || end { return index }
        }
        return nil
    }

    static let example = RuleExample(rule,
        fails: [.lastQuestions(ExampleProject.idea, """
        - text: For Epictetus, the harm in an insult comes from an
          options: [opinion we add, speaker's intent, tone of voice]
          correct: 0
          difficulty: hard
          bloom: howWield
        """)],
        passes: [.lastQuestions(ExampleProject.idea, """
        - text: 'For Epictetus, the harm in an insult comes from:'
          options: [an opinion we add, the speaker's intent, the tone of voice]
          correct: 0
          difficulty: hard
          bloom: howWield
        """)])
}
