extension ItemBank {
    /// A book's bank: the questions of its ideas in reading order, in the
    /// book's language or else the project's; `checkQuestion` is called with
    /// each question as soon as it is cut into words, and its words are let go after.
    init(book: BookSource, projectLanguage: String, checking checkQuestion: (ItemQuestion, ItemLanguage) -> Void) {
        var vocabulary = ItemVocabulary.forLanguage(book.language?.value ?? projectLanguage)
        let language = ItemLanguage(vocabulary)
        var questions: [ItemBankQuestion] = []
        questions.reserveCapacity(book.ideas.reduce(0) { $0 + ($1.questions?.value.count ?? 0) })
        var scratch: [ItemToken] = []
        var options: [ItemText] = []
        var optionLengths: [Int] = []
        var stemWords: [Int32] = []
        var files: [String] = []
        optionLengths.reserveCapacity(book.ideas.reduce(0) { count, idea in
            (idea.questions?.value ?? []).reduce(count) { $0 + ($1.options?.value.count ?? 0) }
        })
        for idea in book.ideas.indices {
            guard let written = book.ideas[idea].questions?.value else { continue }
            let file = book.ideas[idea].file
            files.append(file)
            // Read where they are: an array's element would be copied, whole, for each question; the
            // file's name, copied, would be retained for each.
            withUnsafePointer(to: file) { file in
                written.withUnsafeBufferPointer { written in
                    for index in written.indices {
                        if let item = ItemQuestion(written.baseAddress! + index, file: file, vocabulary: &vocabulary, scratch: &scratch,
                                                   options: &options, stemWords: &stemWords) {
                            questions.append(item.withWords(scratch, options: &options, optionLengths: &optionLengths,
                                                            fileNumber: files.count - 1) { checkQuestion($0, language) })
                        }
                    }
                }
            }
        }
        self.init(name: "book '\(book.slug)'", location: SourceLocation(file: book.file, mark: book.mark), language: language,
                  questions: consume questions, files: consume files, optionLengths: consume optionLengths, stemWords: consume stemWords,
                  vocabulary: &vocabulary)
        vocabulary?.finish()
    }

    /// A course's bank: the questions of its lessons in course order, in the
    /// project's language, each checked with `checkQuestion` as a book's are.
    ///
    /// Its loop is the book's, written again on purpose: one loop over a
    /// sequence of files for both, or a gathering type of its own, made `lint`
    /// take 10 to 18 million more instructions on the benchmark's real text
    /// (the loop no longer specialized for the rules' closure, each question copied).
    init(course: CourseSource, projectLanguage: String, checking checkQuestion: (ItemQuestion, ItemLanguage) -> Void) {
        var vocabulary = ItemVocabulary.forLanguage(projectLanguage)
        let language = ItemLanguage(vocabulary)
        var questions: [ItemBankQuestion] = []
        questions.reserveCapacity(course.sectionFiles.reduce(0) { count, section in
            (section.lessons?.value ?? []).reduce(count) { $0 + ($1.questions?.value.count ?? 0) }
        })
        var scratch: [ItemToken] = []
        var options: [ItemText] = []
        var optionLengths: [Int] = []
        var stemWords: [Int32] = []
        var files: [String] = []
        optionLengths.reserveCapacity(course.sectionFiles.reduce(0) { count, section in
            (section.lessons?.value ?? []).reduce(count) { count, lesson in
                (lesson.questions?.value ?? []).reduce(count) { $0 + ($1.options?.value.count ?? 0) }
            }
        })
        for section in course.sectionFiles {
            files.append(section.file)
            // Read where they are, as a book's are.
            withUnsafePointer(to: section.file) { file in
                for lesson in section.lessons?.value ?? [] {
                    guard let written = lesson.questions?.value else { continue }
                    written.withUnsafeBufferPointer { written in
                        for index in written.indices {
                            if let item = ItemQuestion(written.baseAddress! + index, file: file, vocabulary: &vocabulary, scratch: &scratch,
                                                       options: &options, stemWords: &stemWords) {
                                questions.append(item.withWords(scratch, options: &options, optionLengths: &optionLengths,
                                                                fileNumber: files.count - 1) { checkQuestion($0, language) })
                            }
                        }
                    }
                }
            }
        }
        self.init(name: "course '\(course.slug)'", location: SourceLocation(file: course.file, mark: course.mark), language: language,
                  questions: consume questions, files: consume files, optionLengths: consume optionLengths, stemWords: consume stemWords,
                  vocabulary: &vocabulary)
        vocabulary?.finish()
    }
}
