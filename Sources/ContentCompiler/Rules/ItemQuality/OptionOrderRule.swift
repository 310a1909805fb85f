import ContentRuntime

extension Rule {
    /// Q210: numeric or date options out of order.
    static let itemOptionOrder = Rule(
        code: "Q210", name: "item.option-order",
        summary: "numeric and date options are in ascending or descending order",
        severity: .warning, configurable: true,
        explanation: """
        When every option is a number or a date, listing them in order lets a \
        learner find the one they have in mind, and keeps the answer from standing \
        out by its place (authors tend to put the true year first, then invent the \
        others around it). The rule reads options that are all numbers with the same \
        unit (`12`, `3.5 km`, `$1,200`, `40%`) or all dates (`1862`, `March 1862`, \
        `500 BC`, `1862-03-12`), three or more, and reports them when they are \
        neither ascending nor descending. Sort them; apps that shuffle options leave \
        such questions in their written order.
        """)
}

/// Q210 `item.option-order`, by question, at the first option out of place
/// in whichever order, ascending or descending, moves fewer options.
///
/// Does not catch: numbers written as words (`three`), ranges (`10–20`),
/// centuries (`5th century`), options mixing units (`1 km`, `800 m`), and,
/// in a language without word lists, month names and eras.
enum OptionOrderRule: ItemRule {
    static let rule = Rule.itemOptionOrder

    static func check(_ question: ItemQuestion, in language: ItemLanguage, parameter: Int, log: inout DiagnosticLog) {
        guard question.options.count >= 3, question.options.allSatisfy(mayHaveValue) else { return }
        let words = language.words
        var values: [Double] = []
        var unit: String?
        for option in question.options {
            guard let parsed = value(of: option, words: words), unit == nil || unit == parsed.unit else { return }
            unit = parsed.unit
            values.append(parsed.value)
        }
        let steps = zip(values, values.dropFirst())
        guard !steps.allSatisfy({ $0 <= $1 }), !steps.allSatisfy({ $0 >= $1 }) else { return }
        // The first option out of place in the order that moves fewer of them.
        let ascending = values.sorted()
        let outOfAscending = values.indices.filter { values[$0] != ascending[$0] }
        let outOfDescending = values.indices.filter { values[$0] != ascending[values.count - 1 - $0] }
        let misplaced = (outOfAscending.count <= outOfDescending.count ? outOfAscending : outOfDescending).first ?? 0
        let kind = unit == dateUnit ? "dates" : "numbers"
        let listed = question.options.map { ItemQuestion.shortened($0.text) }.joined(separator: ", ")
        log.report(rule,
                   "the options are \(kind) out of order (\(listed)): sort them ascending or descending, so that no answer stands out by its place",
                   at: question.location(ofOption: misplaced))
    }

    /// The unit of dates, which compare with each other whatever their form.
    static let dateUnit = "\u{0}date"

    /// Whether an option may be a number or a date, told by its first word
    /// alone: every form ``value(of:words:)`` reads starts with a digit, a
    /// month or an era.
    static func mayHaveValue(_ option: ItemText) -> Bool {
        guard !option.tokens.isEmpty else { return false }
        return (0x30...0x39).contains(option.firstByte(of: 0)) || option.has([.month, .era], at: 0)
    }

    /// An option's value and unit, or `nil` when it is not a number or date.
    static func value(of option: ItemText, words: ItemWords?) -> (value: Double, unit: String)? {
        let text = option.text
        // Most numeric options are digits alone: a number with no unit, as the general reading below finds.
        if option.tokens.count == 1, option.length == option.tokens[0].byteCount, option.length <= 15,
           text.utf8.allSatisfy({ $0 &- 0x30 < 10 }), let number = Double(text) {
            return (number, " ")
        }
        if let iso = isoDate(text) { return (iso, dateUnit) }
        let cut = option.cut
        if let words, let dated = date(cut, words: words) { return (dated, dateUnit) }
        guard let first = cut.words.first, let number = number(first) else { return nil }
        let unitWords = cut.lowercased.dropFirst()
        guard !unitWords.contains(where: { $0.first?.isNumber == true }) else { return nil }
        let before = String(text[..<first.startIndex]).trimmingWhitespace()
        guard before.isEmpty || ["$", "€", "£", "¥", "-", "−", "+"].contains(String(before)) else { return nil }
        let sign: Double = before == "-" || before == "−" ? -1 : 1
        let percent = text[first.endIndex...].hasPrefix("%") ? "%" : ""
        let unit = ([sign < 0 || before == "+" ? "" : String(before), percent]
            + unitWords.map { words?.baseForm($0) ?? $0 }).joined(separator: " ")
        return (sign * number, unit)
    }

    /// A number written with digits, grouping commas and a decimal point.
    static func number(_ word: Substring) -> Double? {
        guard word.first?.isNumber == true, word.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "," || $0 == ".") }) else { return nil }
        return Double(word.filter { $0 != "," })
    }

    /// `YYYY-MM-DD` or `YYYY-MM` as a sortable number.
    static func isoDate(_ text: String) -> Double? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts[0].count == 4, parts.dropFirst().allSatisfy({ $0.count == 2 }),
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) }) else { return nil }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count else { return nil }
        return Double(numbers[0] * 10_000 + numbers[1] * 100 + (numbers.count == 3 ? numbers[2] : 0))
    }

    /// A year with an era (`500 BC`, `AD 79`), or a month with a year and
    /// perhaps a day (`March 1862`, `12 March 1862`, `March 12, 1862`), as a
    /// sortable number.
    static func date(_ option: ItemText.Cut, words: ItemWords) -> Double? {
        let tokens = option.lowercased
        guard (2...4).contains(tokens.count) else { return nil }
        var numbers: [Int] = []
        var month: Int?
        var era = 1
        var hasEra = false
        for token in tokens {
            if month == nil, let index = words.months.firstIndex(of: token) {
                month = index + 1
            } else if words.beforeCommonEra.contains(token) {
                era = -1
                hasEra = true
            } else if words.commonEra.contains(token) {
                hasEra = true
            } else if let value = Int(token), value > 0, numbers.count < 2 {
                numbers.append(value)
            } else {
                return nil
            }
        }
        let day = numbers.count == 2 ? numbers.min() : nil
        guard let year = numbers.max(), month != nil || hasEra, day == nil || month != nil, day ?? 1 <= 31 else { return nil }
        return Double(era * (year * 10_000 + (month ?? 0) * 100 + (day ?? 0)))
    }

    static let example = RuleExample(rule,
        fails: [.lastQuestions(ExampleProject.idea, """
        - text: In which year did Epictetus die, by the usual account?
          options: ['135', '95', '120', '150']
          correct: 0
          difficulty: hard
          bloom: howWield
        """)],
        passes: [.lastQuestions(ExampleProject.idea, """
        - text: In which year did Epictetus die, by the usual account?
          options: ['95', '120', '135', '150']
          correct: 2
          difficulty: hard
          bloom: howWield
        """)])
}
