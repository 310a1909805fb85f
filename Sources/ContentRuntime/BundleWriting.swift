/// How each bundle type writes its canonical JSON: its members in the order
/// of their keys' UTF-8 bytes, `nil` members left out, as their `Encodable`
/// forms give them (a test compares the two byte for byte).

extension BookBundle: CanonicalJSONWritable {
    func write(to writer: inout CanonicalJSONWriter) {
        writer.object { header.writeMembers(book: book, course: nil, to: &$0) }
    }
}

extension CourseBundle: CanonicalJSONWritable {
    func write(to writer: inout CanonicalJSONWriter) {
        writer.object { header.writeMembers(book: nil, course: course, to: &$0) }
    }
}

extension BundleHeader {
    /// The header's members with the payload's, in key order: `book` sorts
    /// before them all, `course` between `contentVersion` and `format`.
    func writeMembers(book: Book?, course: Course?, to writer: inout CanonicalJSONWriter) {
        writer.member("book", book)
        writer.member("compiler", compiler)
        writer.member("contentVersion", contentVersion)
        writer.member("course", course)
        writer.member("format", format)
        writer.member("formatVersion", formatVersion.description)
        writer.member("id", id)
        writer.member("kind", kind)
    }
}

extension BundleIndex: CanonicalJSONWritable {
    func write(to writer: inout CanonicalJSONWriter) {
        writer.object { writer in
            writer.member("bundles", bundles)
            writer.member("compiler", compiler)
            writer.member("contentVersion", contentVersion)
            writer.member("format", format)
            writer.member("formatVersion", formatVersion.description)
            writer.member("name", name)
        }
    }
}

extension BundleIndex.Entry: CanonicalJSONWritable {
    func write(to writer: inout CanonicalJSONWriter) {
        writer.object { writer in
            writer.member("bytes", bytes)
            writer.member("contentVersion", contentVersion)
            writer.member("file", file)
            writer.member("id", id)
            writer.member("kind", kind)
            writer.member("sha256", sha256)
            writer.member("title", title)
        }
    }
}

extension Book: CanonicalJSONWritable {
    func write(to writer: inout CanonicalJSONWriter) {
        writer.object { writer in
            writer.member("author", author)
            writer.member("averageRating", averageRating)
            writer.member("categories", categories)
            writer.member("coverImageUrl", coverImageUrl)
            writer.member("description", description)
            writer.member("googleBooksId", googleBooksId)
            writer.member("id", id)
            writer.member("ideas", ideas)
            writer.member("infoLink", infoLink)
            writer.member("isbn10", isbn10)
            writer.member("isbn13", isbn13)
            writer.member("language", language)
            writer.member("learning", learning)
            writer.member("number", number)
            writer.member("pageCount", pageCount)
            writer.member("previewLink", previewLink)
            writer.member("publishedDate", publishedDate)
            writer.member("publisher", publisher)
            writer.member("ratingsCount", ratingsCount)
            writer.member("subtitle", subtitle)
            writer.member("thumbnailUrl", thumbnailUrl)
            writer.member("title", title)
        }
    }
}

extension Idea: CanonicalJSONWritable {
    func write(to writer: inout CanonicalJSONWriter) {
        writer.object { writer in
            writer.member("depthTarget", depthTarget)
            writer.member("description", description)
            writer.member("id", id)
            writer.member("importance", importance)
            writer.member("maxScore", maxScore)
            writer.member("number", number)
            writer.member("primer", primer)
            writer.member("questions", questions)
            writer.member("title", title)
        }
    }
}

extension Primer: CanonicalJSONWritable {
    func write(to writer: inout CanonicalJSONWriter) {
        writer.object { writer in
            writer.member("edgesAndLimits", edgesAndLimits)
            writer.member("furtherLearning", furtherLearning)
            writer.member("howToApply", howToApply)
            writer.member("oneLineRecall", oneLineRecall)
            writer.member("story", story)
            writer.member("thesis", thesis)
            writer.member("useItWhen", useItWhen)
        }
    }
}

extension FurtherLearningLink: CanonicalJSONWritable {
    func write(to writer: inout CanonicalJSONWriter) {
        writer.object { writer in
            writer.member("kind", kind)
            writer.member("title", title)
            writer.member("url", url)
        }
    }
}

extension LearningPolicy: CanonicalJSONWritable {
    func write(to writer: inout CanonicalJSONWriter) {
        writer.object { writer in
            writer.key("mastery")
            writer.object { writer in
                writer.member("fragile", mastery.fragile)
                writer.member("solid", mastery.solid)
            }
            writer.key("reviewAfterDays")
            writer.object { writer in
                writer.member("fragile", reviewAfterDays.fragile)
                writer.member("solid", reviewAfterDays.solid)
            }
        }
    }
}

extension Question: CanonicalJSONWritable {
    func write(to writer: inout CanonicalJSONWriter) {
        writer.object { writer in
            writer.member("bloom", bloom)
            writer.member("correct", correct)
            writer.member("difficulty", difficulty)
            writer.member("explanation", explanation)
            writer.member("id", id)
            writer.member("options", options)
            writer.member("points", points)
            writer.member("rubric", rubric)
            writer.member("text", text)
            writer.member("type", type)
        }
    }
}

extension Course: CanonicalJSONWritable {
    func write(to writer: inout CanonicalJSONWriter) {
        writer.object { writer in
            writer.member("achievements", achievements)
            writer.member("description", description)
            writer.member("id", id)
            writer.member("progression", progression)
            writer.member("rewards", rewards)
            writer.member("sections", sections)
            writer.member("title", title)
        }
    }
}

extension CourseSection: CanonicalJSONWritable {
    func write(to writer: inout CanonicalJSONWriter) {
        writer.object { writer in
            writer.member("id", id)
            writer.member("lessons", lessons)
            writer.member("number", number)
            writer.member("title", title)
        }
    }
}

extension Lesson: CanonicalJSONWritable {
    func write(to writer: inout CanonicalJSONWriter) {
        writer.object { writer in
            writer.member("icon", icon)
            writer.member("id", id)
            writer.member("keyTakeaways", keyTakeaways)
            writer.member("maxScore", maxScore)
            writer.member("number", number)
            writer.member("overview", overview)
            writer.member("questions", questions)
            writer.member("title", title)
        }
    }
}

extension Achievement: CanonicalJSONWritable {
    func write(to writer: inout CanonicalJSONWriter) {
        writer.object { writer in
            writer.member("category", category)
            writer.member("description", description)
            writer.member("icon", icon)
            writer.member("id", id)
            writer.member("title", title)
            writer.member("unlock", unlock)
        }
    }
}

extension UnlockCondition: CanonicalJSONWritable {
    func write(to writer: inout CanonicalJSONWriter) {
        writer.object { writer in
            switch self {
            case .lessonsCompleted(let count): writer.member("lessonsCompleted", count)
            case .sectionCompleted(let section): writer.member("sectionCompleted", section)
            case .streakDays(let days): writer.member("streakDays", days)
            }
        }
    }
}

extension Rewards: CanonicalJSONWritable {
    func write(to writer: inout CanonicalJSONWriter) {
        writer.object { writer in
            writer.member("coinsPerLesson", coinsPerLesson)
            writer.member("diamonds", diamonds)
        }
    }
}

extension DiamondTier: CanonicalJSONWritable {
    func write(to writer: inout CanonicalJSONWriter) {
        writer.object { writer in
            writer.member("coins", coins)
            writer.member("diamonds", diamonds)
            writer.member("maxErrors", maxErrors)
        }
    }
}

extension BundleKind: CanonicalJSONWritable {}
extension Importance: CanonicalJSONWritable {}
extension LinkKind: CanonicalJSONWritable {}
extension QuestionType: CanonicalJSONWritable {}
extension Difficulty: CanonicalJSONWritable {}
extension BloomCategory: CanonicalJSONWritable {}
extension AchievementCategory: CanonicalJSONWritable {}
extension Progression: CanonicalJSONWritable {}
