extension Rule {
    /// Q208: two questions of one book or course ask nearly the same thing.
    static let itemDuplicateQuestion = Rule(
        code: "Q208", name: "item.duplicate-question",
        summary: "no two questions of one book or course ask nearly the same thing",
        severity: .warning, configurable: true,
        parameter: .init(name: "percent", defaultValue: 80, range: 50...100,
                         summary: "the share of distinctive stem words two questions have in common, in percent, from which they are reported"),
        explanation: """
        Two questions whose stems share nearly all their distinctive words ask the \
        same thing twice: the second is answered from memory of the first, and it \
        takes the place of a question about another side of the idea. Stems are \
        compared by their distinctive words (three letters or more, not common words \
        of the language, in their base form): a question is reported when it shares \
        at least `percent` (80 by default) of the words of the two stems together \
        with an earlier question of the same book or course. Stems of fewer than \
        \(DuplicateQuestionRule.minimumWords) such words are not compared. Ask about \
        another side of the idea, or remove one of the two.
        """)
}

/// Q208 `item.duplicate-question`, by bank: each question that nearly repeats
/// an earlier one is reported once, with notes at the earlier ones.
///
/// Stems are compared through an index of their rarest words (a prefix
/// filter: two stems that share `percent` of their words share one of the
/// rarest few), and each question is compared with at most
/// ``maxComparisons`` earlier ones, so a bank of any size costs time in
/// proportion to its questions. A pair is counted word by word only when
/// its sizes and its ``StemSignature``s allow the share. Words as rare as
/// each other are ordered by where the bank's stems first have them: the
/// order, and so which earlier questions are taken when more than
/// ``maxComparisons`` share a rare word, depends only on the bank.
///
/// Does not catch: the same question in other words (synonyms, another
/// sentence shape); two questions that differ in the stem but share the
/// answer; very short stems.
enum DuplicateQuestionRule: ItemRule {
    static let rule = Rule.itemDuplicateQuestion

    /// The fewest distinctive words a stem needs to be compared.
    static let minimumWords = 3
    /// The most earlier questions one question is compared with.
    static let maxComparisons = 64

    static func check(_ bank: ItemBank, parameter: Int, log: inout DiagnosticLog) {
        guard bank.hasWords else { return }
        // Each stem as the sorted numbers of its distinctive words, numbered by rarity in the bank.
        // Words no stem has are left out of the order, as they never reach the index.
        // The bank holds every stem's words in one array, in question order: read at once.
        let stemWords = bank.stemWords
        var frequency = [Int](repeating: 0, count: bank.wordCount)
        for word in stemWords { frequency[Int(word)] += 1 }
        // Rarest first; words as rare as each other in the order the bank's stems first hold them.
        let byRarity = orderedByRarity(frequency)
        var number = [Int32](repeating: -1, count: frequency.count)
        for (rank, word) in byRarity.enumerated() { number[word] = Int32(rank) }
        // All stems' renumbered words in one array, stem i at `words[starts[i]..<starts[i + 1]]`, each sorted.
        var starts = [0]
        starts.reserveCapacity(bank.questions.count + 1)
        for question in bank.questions.indices { starts.append(starts[question] + bank.questions[question].stemWords.count) }
        precondition(starts[bank.questions.count] == stemWords.count, "the bank's stem words are its questions'")
        let words = renumbered(stemWords, starts: starts, number: number, wordCount: byRarity.count)
        words.withUnsafeBufferPointer { words in
            func stem(_ question: Int) -> UnsafeBufferPointer<Int32> {
                UnsafeBufferPointer(rebasing: words[starts[question]..<starts[question + 1]])
            }
            check(bank, stems: bank.questions.indices.map(stem), wordCount: byRarity.count, parameter: parameter, log: &log)
        }
    }

    /// Every stem's words, `stemWords[starts[i]..<starts[i + 1]]` for stem
    /// `i`, each once, renumbered by `number` (into `0..<wordCount`) and
    /// sorted, in one array as `stemWords` holds them.
    ///
    /// - Parameter bitLimit: Up to how many words in the bank each stem is
    ///   sorted as the bits of one number, read out in order; past it, the
    ///   bank's words are counted out in order into the stems that hold them.
    static func renumbered(_ stemWords: [Int32], starts: [Int], number: [Int32], wordCount: Int, bitLimit: Int = 64) -> [Int32] {
        [Int32](unsafeUninitializedCapacity: stemWords.count) { words, written in
            if wordCount <= min(bitLimit, 64) {
                for stem in starts.indices.dropLast() {
                    var bits: UInt64 = 0
                    for place in starts[stem]..<starts[stem + 1] { bits |= 1 << UInt64(number[Int(stemWords[place])]) }
                    var place = starts[stem]
                    while bits != 0 {
                        words[place] = Int32(bits.trailingZeroBitCount)
                        bits &= bits &- 1
                        place += 1
                    }
                }
            } else {
                countedOut(stemWords, starts: starts, number: number, wordCount: wordCount, into: words)
            }
            written = stemWords.count
        }
    }

    /// Writes ``renumbered(_:starts:number:wordCount:bitLimit:)``'s words for
    /// a bank of any size: the stems that hold each word are listed, then
    /// the words are taken in order and each written to the end of every
    /// stem that holds it, so that each stem's words come out sorted, in
    /// time linear in the words, where sorting each stem took time
    /// quadratic in its length (stems of 50 words are common).
    private static func countedOut(_ stemWords: [Int32], starts: [Int], number: [Int32], wordCount: Int,
                                   into words: UnsafeMutableBufferPointer<Int32>) {
        // The stems holding word w are `holders[firstHolder[w]..<firstHolder[w + 1]]`. The
        // arrays are written through their buffers: an array's write checks that it is not shared.
        var firstHolder = [Int](repeating: 0, count: wordCount + 1)
        var holders = [Int32](repeating: 0, count: stemWords.count)
        var next = [Int](repeating: 0, count: wordCount + 1)
        // Each stem's next free place in `words`.
        var end = Array(starts.dropLast())
        firstHolder.withUnsafeMutableBufferPointer { firstHolder in
            holders.withUnsafeMutableBufferPointer { holders in
                next.withUnsafeMutableBufferPointer { next in
                    end.withUnsafeMutableBufferPointer { end in
                        for word in stemWords {
                            // Checked once here for the loops below, which read the same words.
                            let rank = Int(number[Int(word)])
                            precondition(rank >= 0 && rank < wordCount, "every stem word is numbered in the bank")
                            firstHolder[rank + 1] += 1
                        }
                        for word in 0..<wordCount { firstHolder[word + 1] += firstHolder[word] }
                        for word in 0...wordCount { next[word] = firstHolder[word] }
                        for stem in end.indices {
                            for place in starts[stem]..<starts[stem + 1] {
                                let word = Int(number[Int(stemWords[place])])
                                holders[next[word]] = Int32(truncatingIfNeeded: stem)
                                next[word] += 1
                            }
                        }
                        // Words in increasing order fill each stem in order.
                        for word in 0..<wordCount {
                            for holder in firstHolder[word]..<firstHolder[word + 1] {
                                let stem = Int(holders[holder])
                                words[end[stem]] = Int32(truncatingIfNeeded: word)
                                end[stem] += 1
                            }
                        }
                    }
                }
            }
        }
    }

    /// Reports each question whose stem shares `parameter` percent of its
    /// words with earlier ones, each stem given as the sorted numbers of its
    /// words, numbered by rarity in the bank.
    private static func check(_ bank: ItemBank, stems: [UnsafeBufferPointer<Int32>], wordCount: Int, parameter: Int, log: inout DiagnosticLog) {
        let signatures = stems.map(StemSignature.init)
        // Two stems sharing `percent` of their words share one of the rarest few of each (a prefix filter).
        // The index holds, for each word, the questions whose prefix has it, latest first, as a chain
        // through one flat array: `latest[word]` is an entry, its `earlier` the next, -1 the end.
        let prefixes = stems.map { $0.count >= minimumWords ? prefixLength($0.count, percent: parameter) : 0 }
        var latest = [Int32](repeating: -1, count: wordCount)
        // The question each earlier one was last taken as a candidate of, so none is taken twice.
        var candidateOf = [Int32](repeating: -1, count: stems.count)
        // Read through pointers: this loop runs up to maxComparisons times per question.
        withUnsafeTemporaryAllocation(of: IndexEntry.self, capacity: max(1, prefixes.reduce(0, +))) { entries in
            signatures.withUnsafeBufferPointer { signatures in
                latest.withUnsafeMutableBufferPointer { latest in
                    candidateOf.withUnsafeMutableBufferPointer { candidateOf in
                        var entryCount: Int32 = 0
                        // Kept from one question to the next, emptied after each that has some, so that
                        // a question with none (most) makes and drops no array.
                        var matches: [Int] = []
                        for (position, stem) in stems.enumerated() where stem.count >= minimumWords {
                            let prefix = stem.prefix(prefixes[position])
                            // The nearest earlier questions sharing a word of the prefix, at most maxComparisons
                            // of them, each compared as it is found: by sizes and signatures first, which need
                            // no stem's words.
                            let signature = signatures[position]
                            let mark = Int32(truncatingIfNeeded: position)
                            var comparisons = 0
                            candidates: for word in prefix {
                                var entry = latest[Int(word)]
                                while entry >= 0 {
                                    guard comparisons < maxComparisons else { break candidates }
                                    let found = entries[Int(entry)]
                                    entry = found.earlier
                                    let earlier = Int(found.question)
                                    guard candidateOf[earlier] != mark else { continue }
                                    candidateOf[earlier] = mark
                                    comparisons += 1
                                    let other = signatures[earlier]
                                    if mayBeSimilar(other.count, signature.count, percent: parameter),
                                       other.mayShare(percent: parameter, with: signature),
                                       similarity(stems[earlier], stem) * 100 >= Double(parameter) {
                                        matches.append(earlier)
                                    }
                                }
                            }
                            for word in prefix {
                                entries.initializeElement(at: Int(entryCount), to: IndexEntry(question: mark, earlier: latest[Int(word)]))
                                latest[Int(word)] = entryCount
                                entryCount += 1
                            }
                            guard !matches.isEmpty else { continue }
                            // Few candidates match: they are put in order, the earliest first.
                            matches.withUnsafeMutableBufferPointer { $0.sortFew() }
                            report(position, matches: matches, stems: stems, in: bank, log: &log)
                            matches.removeAll(keepingCapacity: true)
                        }
                    }
                }
            }
        }
    }

    /// One question in the index of the stems' rarest words: the question,
    /// and the index's entry of the next earlier question with the same word.
    private struct IndexEntry {
        var question: Int32
        var earlier: Int32
    }

    /// Reports the question at `position`, which nearly repeats each of `matches`, the earliest first.
    private static func report(_ position: Int, matches: [Int], stems: [UnsafeBufferPointer<Int32>], in bank: ItemBank,
                               log: inout DiagnosticLog) {
        let share = Int((similarity(stems[matches[0]], stems[position]) * 100).rounded())
        log.report(rule,
                   "this question asks nearly what an earlier question of \(bank.name) asks (\(share)% of their stems' distinctive words are shared): the second is answered from memory of the first; ask about another side of the idea, or remove one",
                   at: bank.stemLocation(ofQuestion: position),
                   notes: matches.prefix(ItemBank.maxNotes).map {
                       .init("the earlier question: '\(bank.questions[$0].shortStem)'", at: bank.stemLocation(ofQuestion: $0))
                   })
    }

    /// The numbers of the words some stem has, by how many stems have each,
    /// fewest first, and by number among as many (a counting sort: the counts
    /// are at most the bank's questions).
    static func orderedByRarity(_ frequency: [Int]) -> [Int] {
        var starts = [Int](repeating: 0, count: (frequency.max() ?? 0) + 2)
        for count in frequency where count > 0 { starts[count + 1] += 1 }
        for count in starts.indices.dropFirst() { starts[count] += starts[count - 1] }
        var ordered = [Int](repeating: 0, count: starts.last ?? 0)
        for (word, count) in frequency.enumerated() where count > 0 {
            ordered[starts[count]] = word
            starts[count] += 1
        }
        return ordered
    }

    /// How many of a stem's rarest words two stems sharing `percent` of their
    /// words must have one of in common.
    static func prefixLength(_ count: Int, percent: Int) -> Int {
        count - Int((Double(count * percent) / 100).rounded(.up)) + 1
    }

    /// Whether two stems' sizes (their numbers of words) allow them to share
    /// `percent` of their words: they share at most the smaller one's words of
    /// the larger one's. Counted exactly, in integers, so that a pair
    /// ``similarity(_:_:)`` finds similar always passes (its share, rounded
    /// in floating point, is never above the exact one by as much as 1/100 of a word).
    @inline(__always)
    static func mayBeSimilar(_ first: Int, _ second: Int, percent: Int) -> Bool {
        let (smaller, larger) = (min(first, second), max(first, second))
        return larger > 0 && smaller &* 100 >= percent &* larger
    }

    /// A stem's words as bits, one per word number modulo 128, and how many
    /// words it has: a bound on what two stems can share, taken without
    /// comparing their words.
    struct StemSignature {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count: Int

        init(_ stem: some Collection<Int32>) {
            count = stem.count
            for word in stem {
                let bit = UInt64(1) << UInt64(word & 63)
                if word & 64 == 0 { low |= bit } else { high |= bit }
            }
        }

        /// Whether two stems may share `percent` of the words of both. Each
        /// word of either sets its bit, so the two have at least as many words
        /// together as bits set, and share at most the rest; when even that
        /// bound falls short of `percent` (counted exactly, in integers),
        /// ``similarity(_:_:)`` does too.
        /// (Counts are at most a text's words and `percent` at most 100, so the
        /// arithmetic cannot overflow, and is not checked for it.)
        @inline(__always)
        func mayShare(percent: Int, with other: StemSignature) -> Bool {
            let together = Self.bitCount(low | other.low, high | other.high)
            let mostShared = count &+ other.count &- together
            return mostShared &* 100 >= percent &* (count &+ other.count &- mostShared)
        }

        /// The bits set in two numbers together, counted in both at once (the
        /// standard count is a call per number where the processor has no
        /// instruction for it).
        @inline(__always)
        static func bitCount(_ first: UInt64, _ second: UInt64) -> Int {
            let first = first &- (first >> 1 & 0x5555_5555_5555_5555)
            let second = second &- (second >> 1 & 0x5555_5555_5555_5555)
            // Each 4 bits hold at most 4 of each, 8 together.
            let both = (first & 0x3333_3333_3333_3333) &+ (first >> 2 & 0x3333_3333_3333_3333)
                &+ (second & 0x3333_3333_3333_3333) &+ (second >> 2 & 0x3333_3333_3333_3333)
            // Each byte at most 16, all of them together at most 128.
            let bytes = (both & 0x0F0F_0F0F_0F0F_0F0F) &+ (both >> 4 & 0x0F0F_0F0F_0F0F_0F0F)
            return Int(truncatingIfNeeded: (bytes &* 0x0101_0101_0101_0101) >> 56)
        }
    }

    /// The words two stems share, as a share of the words of both; each stem is sorted word numbers.
    static func similarity(_ first: some RandomAccessCollection<Int32>, _ second: some RandomAccessCollection<Int32>) -> Double {
        var shared = 0
        ItemText.forEachShared(first, second) { _ in shared += 1 }
        let union = first.count + second.count - shared
        return union == 0 ? 0 : Double(shared) / Double(union)
    }

    static let example = RuleExample(rule,
        fails: [.lastQuestions(ExampleProject.idea, """
        - text: Which reply to a stranger's insult would Epictetus approve?
          options: [Let it pass, Insult them back]
          correct: 0
          difficulty: hard
          bloom: howWield
        - text: Which reply to an insult from a stranger would Epictetus approve?
          options: [Let it pass, Demand an apology]
          correct: 0
          difficulty: hard
          bloom: howWield
        """)],
        passes: [.lastQuestions(ExampleProject.idea, """
        - text: Which reply to a stranger's insult would Epictetus approve?
          options: [Let it pass, Insult them back]
          correct: 0
          difficulty: hard
          bloom: howWield
        - text: Why does an insult harm only those who accept it?
          options: [Because they judge it harmful, Because words carry force]
          correct: 0
          difficulty: hard
          bloom: contrast
        """)])
}
