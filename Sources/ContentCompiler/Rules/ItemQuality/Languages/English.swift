extension ItemWords {
    /// English word lists.
    static let english = ItemWords(
        language: "en",
        absolutes: [
            "always", "never", "only", "none", "every", "everyone", "everything", "nobody", "nothing",
            "entirely", "completely", "totally", "absolutely", "solely", "impossible", "guaranteed", "certainly",
            "invariably", "must", "forever",
        ],
        absoluteQualifiers: ["not", "almost", "nearly", "hardly", "scarcely", "virtually"],
        negatives: ["not", "no", "never", "except", "least", "false", "incorrect", "untrue", "cannot"],
        negativeEndings: ["n't", "n’t"],
        notNegativePhrases: [
            "at least", "not only", "whether or not", "if not", "no longer", "no matter", "not just", "never mind",
        ],
        questionWords: ["which", "what", "who", "whom", "whose", "how", "why", "when", "where"],
        clauseOpeners: ["who", "whom", "whose", "which", "that", "when", "where", "if", "because", "since",
                        "although", "though", "unless", "while", "whereas", "after", "before", "until"],
        allNonePhrases: [
            "all of the above", "none of the above", "all the above", "none of these", "all of these",
            "all of the options", "none of the options", "all of the answers", "none of the answers",
            "all of the other", "none of the other", "all of them", "none of them", "all are correct",
            "none are correct", "none is correct", "all are true", "none are true", "none is true",
        ],
        combinationPhrases: [
            "both of the above", "neither of the above", "both of these", "neither of these", "both answers",
            "both options", "neither answer", "neither option", "both a and b", "either a or b",
        ],
        combinationJoiners: ["and", "or", "&", "plus"],
        optionNames: ["option", "options", "answer", "answers", "choice", "choices"],
        soundArticles: SoundArticles(beforeConsonant: "a", beforeVowel: "an",
                                     startsWithVowelSound: englishStartsWithVowelSound),
        months: ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                 "october", "november", "december"],
        beforeCommonEra: ["bc", "bce", "b.c", "b.c.e"],
        commonEra: ["ad", "ce", "a.d", "c.e"],
        stopwords: [
            "a", "an", "the", "and", "or", "but", "nor", "so", "yet", "if", "then", "than", "that", "this", "these",
            "those", "there", "here", "what", "which", "who", "whom", "whose", "when", "where", "why", "how", "is",
            "are", "was", "were", "be", "been", "being", "am", "do", "does", "did", "doing", "done", "have", "has",
            "had", "having", "of", "in", "on", "at", "to", "for", "from", "by", "with", "without", "about", "into",
            "onto", "over", "under", "after", "before", "between", "through", "during", "against", "among", "as",
            "it", "its", "it's", "they", "them", "their", "theirs", "he", "him", "his", "she", "her", "hers", "we",
            "us", "our", "ours", "you", "your", "yours", "i", "me", "my", "mine", "one", "ones", "some", "any",
            "each", "both", "more", "most", "much", "many", "such", "same", "other", "others", "another", "own",
            "very", "just", "also", "too", "can", "could", "would", "should", "will", "shall", "may", "might",
            "must", "not", "no", "yes", "according", "following", "best", "true", "false", "describes", "describe",
            "statement", "statements", "option", "options", "answer", "answers", "question", "questions", "idea",
            "ideas", "book", "author", "says", "said", "say", "saying", "think", "thinks", "like", "make", "makes",
            "made", "take", "takes", "thing", "things", "something", "someone", "way", "ways", "mean", "means",
            "meant", "because", "while", "whereas", "rather", "instead", "upon", "within", "well", "even", "still",
            "only", "what's", "example", "explain", "explains", "reason", "reasons", "main", "first", "second",
            "all", "two", "out", "get", "got", "let", "see", "use", "new", "now", "off", "per", "put", "set", "via",
            "ago", "far", "few", "lot", "three", "four", "five", "six", "ten",
        ],
        endings: ["'s", "’s", "es", "s", "ly", "ing", "ed", "e"])
}

/// Whether an English word is said with a vowel sound first:
/// `an hour`, `an FBI agent`, `an 8`, but `a unicorn`, `a one-off`, `a European`.
@Sendable private func englishStartsWithVowelSound(_ written: String) -> Bool {
    let letters = written.prefix { $0.isLetter }
    if letters.count >= 2, letters.allSatisfy(\.isUppercase), let initial = letters.first {
        return "AEFHILMNORSX".contains(initial)  // An acronym is said letter by letter.
    }
    let word = written.lowercased()
    guard let first = word.first else { return false }
    if first.isNumber {
        let digits = word.prefix { $0.isNumber || $0 == "," }.filter(\.isNumber)
        return first == "8" || digits == "11" || digits == "18"
            || (digits.count == 5 && (digits.hasPrefix("11") || digits.hasPrefix("18")))
    }
    let consonantSounds = ["uni", "use", "usa", "usu", "ute", "uti", "uto", "ura", "ure", "uri", "ubi", "ufo",
                           "eu", "ewe", "ouija"]
    let silentH = ["hour", "honest", "honor", "honour", "heir", "herb"]
    if word == "one" || word == "once" || word.hasPrefix("one-") || consonantSounds.contains(where: word.hasPrefix) {
        return ["unin", "unim", "unid"].contains(where: word.hasPrefix)
    }
    if silentH.contains(where: word.hasPrefix) { return true }
    return "aeiou".contains(first)
}
