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

    static func check(_ question: ItemQuestion, in language: ItemLanguage, parameter: Int, log: inout DiagnosticLog) {
        guard question.stem.contains(.negative), let words = language.words, let negative = negativeWord(in: question.stem, words: words) else { return }
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
        // Most of the others are plain: read on their bytes and words.
        var text = stem.text
        if let found = text.withUTF8({ negativeWord(inPlain: stem, bytes: $0, words: words) }) { return found }
        return negativeWord(inAny: stem.text, words: words)
    }

    /// ``negativeWord(in:words:)`` for any text, cut into words again character by character.
    static func negativeWord(inAny text: String, words: ItemWords) -> String? {
        let unquoted = withoutQuotations(text)
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

    /// ``negativeWord(in:words:)`` for a plain stem, read from the stem's
    /// words and what the lists say of them (``ItemWord/Traits``), its
    /// quotations, sentences and clauses found on its bytes; `.some(nil)` when
    /// it asks positively, `nil` when the stem is not plain.
    ///
    /// Each character of a plain stem is one byte (or `\r\n`, whitespace
    /// either way) or one punctuation mark of U+2010–U+2027 (dashes, quotation
    /// marks, `…`): no letter, space or mark that joins characters is beyond
    /// ASCII. It has fewer than the most words kept, none holding a comma
    /// (`1,200`), and each quotation left out has a space or an end of the text
    /// beside it, so that leaving it out joins no words: the words of the text
    /// without its quotations are the stem's words outside them, and its
    /// clauses are runs of those words, cut where the text between two of them
    /// holds a clause break.
    static func negativeWord(inPlain stem: ItemText, bytes: UnsafeBufferPointer<UInt8>, words: ItemWords) -> String?? {
        let tokens = Array(stem.tokens)
        guard tokens.count < ItemText.maxWords,
              !tokens.contains(where: { bytes[Int($0.start)..<Int($0.end)].contains(UInt8(ascii: ",")) }) else { return nil }
        // The quotations, as withoutQuotations(_:) finds them: from an opening mark to its closing one, or to the end.
        var quotations: [Range<Int>] = []
        var closing: UInt32?
        var quotationStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let scalar: UInt32
            let width: Int
            if byte < 0x80 {
                (scalar, width) = (UInt32(byte), 1)
            } else {
                // U+2010–U+2027, as E2 80 90 to E2 80 A7.
                guard byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] &- 0x90 < 0x18 else { return nil }
                (scalar, width) = (0x2000 + UInt32(bytes[index + 2] & 0x3F), 3)
            }
            if let expected = closing {
                if scalar == expected {
                    closing = nil
                    quotations.append(quotationStart..<(index + width))
                }
            } else {
                switch scalar {
                case 0x22: closing = 0x22
                case 0x201C: closing = 0x201D
                case 0x2018: closing = 0x2019
                default: break
                }
                quotationStart = index
            }
            index += width
        }
        if closing != nil { quotations.append(quotationStart..<bytes.count) }
        guard !quotations.isEmpty else { return plainNegativeWord(bytes: bytes, tokens: tokens, words: words) }
        // The text without its quotations, and its words where they now are.
        for quotation in quotations where quotation.lowerBound > 0 && quotation.upperBound < bytes.count
            && !bytes[quotation.lowerBound - 1].isASCIIWhitespace && !bytes[quotation.upperBound].isASCIIWhitespace {
            return nil
        }
        // A quotation closed by the `’` inside a word (`‘isn’t’`) cuts that word.
        for token in tokens {
            let (start, end) = (Int(token.start), Int(token.end))
            if quotations.contains(where: { $0.lowerBound < end && start < $0.upperBound && !($0.lowerBound <= start && end <= $0.upperBound) }) {
                return nil
            }
        }
        var unquoted: [UInt8] = []
        var moved: [ItemToken] = []
        var kept = 0
        for quotation in quotations {
            unquoted.append(contentsOf: bytes[kept..<quotation.lowerBound])
            kept = quotation.upperBound
        }
        unquoted.append(contentsOf: bytes[kept...])
        for token in tokens {
            let start = Int(token.start)
            guard !quotations.contains(where: { $0.contains(start) }) else { continue }
            let shift = quotations.reduce(0) { $0 + ($1.upperBound <= start ? $1.count : 0) }
            var token = token
            token.start -= UInt32(shift)
            token.end -= UInt32(shift)
            moved.append(token)
        }
        return unquoted.withUnsafeBufferPointer { plainNegativeWord(bytes: $0, tokens: moved, words: words) }
    }

    /// The core of ``negativeWord(inPlain:bytes:words:)``: a plain text with
    /// nothing quoted, and its words.
    private static func plainNegativeWord(bytes: UnsafeBufferPointer<UInt8>, tokens: [ItemToken], words: ItemWords) -> String? {
        func written(_ token: ItemToken) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]), as: UTF8.self)
        }
        // A negative in capitals is meant as one, wherever it is. A plain word
        // of two bytes or more has two characters or more: `’` only joins letters.
        for token in tokens where token.word.traits.contains(.negative) && token.byteCount >= 2 {
            if !bytes[Int(token.start)..<Int(token.end)].contains(where: { $0 &- UInt8(ascii: "a") < 26 }) { return written(token) }
        }
        // The last sentence holding a letter and a question mark, or else the last holding a letter.
        var (lastWithLetter, lastAsking): (Range<Int>?, Range<Int>?) = (nil, nil)
        func consider(_ sentence: Range<Int>) {
            guard bytes[sentence].contains(where: { ($0 | 0x20) &- UInt8(ascii: "a") < 26 }) else { return }
            lastWithLetter = sentence
            if bytes[sentence].contains(UInt8(ascii: "?")) { lastAsking = sentence }
        }
        var sentenceStart = 0
        for index in bytes.indices {
            let byte = bytes[index]
            let closes = byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: ".")
            if byte == UInt8(ascii: ";") || closes && (index + 1 == bytes.count || bytes[index + 1].isASCIIWhitespace) {
                consider(sentenceStart..<(index + 1))
                sentenceStart = index + 1
            }
        }
        consider(sentenceStart..<bytes.count)
        guard let sentence = lastAsking ?? lastWithLetter else { return nil }
        // The sentence's words, and of them the last clause holding a question word, or else all.
        let first = tokens.firstIndex { Int($0.start) >= sentence.lowerBound } ?? tokens.count
        let end = tokens[first...].firstIndex { Int($0.end) > sentence.upperBound } ?? tokens.count
        var clause = first..<end
        var clauseEnd = end
        for place in (first..<end).reversed() where place == first || hasClauseBreak(bytes[Int(tokens[place - 1].end)..<Int(tokens[place].start)]) {
            if tokens[place..<clauseEnd].contains(where: { $0.word.traits.contains(.questionWord) }) {
                clause = place..<clauseEnd
                break
            }
            clauseEnd = place
        }
        // Only the question proper counts: from its question word to the next clause it opens.
        let start = tokens[clause].firstIndex { $0.word.traits.contains(.questionWord) }.map { $0 + 1 } ?? clause.lowerBound
        let stop = tokens[start..<clause.upperBound].firstIndex { $0.word.traits.contains(.clauseOpener) } ?? clause.upperBound
        func isWord(_ place: Int, _ word: String) -> Bool {
            bytes[Int(tokens[place].start)..<Int(tokens[place].end)].lazy.map(\.asciiLowercased).elementsEqual(word.utf8)
        }
        for place in start..<stop where tokens[place].word.traits.contains(.negative) {
            let covered = words.notNegativePhrases.contains { phrase in
                phrase.words.indices.contains { offset in
                    let first = place - offset
                    return first >= clause.lowerBound && first + phrase.words.count <= clause.upperBound
                        && phrase.words.indices.allSatisfy { isWord(first + $0, phrase.words[$0]) }
                }
            }
            if !covered { return written(tokens[place]) }
        }
        return nil
    }


    /// Whether plain text between two words splits a sentence into clauses:
    /// it holds `,`, `:`, `(`, `)`, `—` or `–`.
    private static func hasClauseBreak(_ between: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        (between.startIndex..<between.endIndex).contains { index in
            switch between[index] {
            case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: ")"): true
            // U+2013 and U+2014, as E2 80 93 and E2 80 94.
            case 0x93, 0x94: index >= between.startIndex + 2 && between[index - 1] == 0x80 && between[index - 2] == 0xE2
            default: false
            }
        }
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
