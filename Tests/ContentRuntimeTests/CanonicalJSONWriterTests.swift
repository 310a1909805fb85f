import ContentRuntime
import ContentTestSupport
import Foundation
import Testing

/// Bundles and indexes are written directly, keys in an order fixed when the
/// library is compiled: byte for byte what their `Encodable` forms give.
@Suite struct CanonicalJSONWriterTests {
    /// The `Encodable` form: in a generic context, the overloads for bundle types are not chosen.
    private func throughEncodable(_ value: some Encodable) throws -> Data {
        try BundleCoding.encode(value)
    }

    @Test func theShippedOutputIsWrittenAsItIs() throws {
        let out = ContentFixtures.packageRoot.appendingPathComponent("out")
        let library = try ContentLibrary(directory: out)
        #expect(try BundleCoding.encode(library.index) == Data(contentsOf: out.appendingPathComponent("index.json")))
        #expect(try BundleCoding.encode(library.index) == throughEncodable(library.index))
        for entry in library.index.bundles {
            let file = try Data(contentsOf: out.appendingPathComponent(entry.file))
            switch try ContentLibrary.loadBundle(entry, of: library.index, in: out) {
            case .book(let bundle):
                #expect(try BundleCoding.encode(bundle) == file, "\(entry.file)")
                #expect(try throughEncodable(bundle) == file, "\(entry.file)")
            case .course(let bundle):
                #expect(try BundleCoding.encode(bundle) == file, "\(entry.file)")
                #expect(try throughEncodable(bundle) == file, "\(entry.file)")
            }
        }
    }

    @Test func randomBundlesAreWrittenAsTheirEncodableForms() throws {
        var random = SplitMix64(seed: 0x15)
        for round in 0..<150 {
            let header = { (kind: BundleKind, id: String) in
                BundleHeader(contentVersion: "1.\(round).0-rc.1", kind: kind, id: id, compiler: "contentc 0.1.0")
            }
            let book = Self.book(&random)
            let bookBundle = BookBundle(header: header(.book, book.id), book: book)
            #expect(try BundleCoding.encode(bookBundle) == throughEncodable(bookBundle), "round \(round)")
            let course = Self.course(&random)
            let courseBundle = CourseBundle(header: header(.course, course.id), course: course)
            #expect(try BundleCoding.encode(courseBundle) == throughEncodable(courseBundle), "round \(round)")
            let index = BundleIndex(name: Self.text(&random), contentVersion: "2.0.0", compiler: "contentc 0.1.0",
                                    bundles: (0..<Int.random(in: 0...3, using: &random)).map { _ in
                                        BundleIndex.Entry(id: Self.text(&random), kind: .book, title: Self.text(&random),
                                                          file: "books/x.json", contentVersion: "2.0.0",
                                                          sha256: String(repeating: "a", count: 64), bytes: Int.random(in: 0...1 << 40, using: &random))
                                    })
            #expect(try BundleCoding.encode(index) == throughEncodable(index), "round \(round)")
        }
    }

    @Test func aNumberWithoutAJSONFormIsRefused() throws {
        var random = SplitMix64(seed: 7)
        var book = Self.book(&random)
        book.averageRating = .infinity
        #expect(throws: EncodingError.self) {
            try BundleCoding.encode(BookBundle(header: BundleHeader(contentVersion: "1.0.0", kind: .book, id: book.id,
                                                                    compiler: "contentc"), book: book))
        }
    }

    // MARK: Random content

    /// Texts with what JSON must escape, non-ASCII and nothing at all.
    private static let pieces = ["", "plain", "quote \" here", "back\\slash", "tab\tnew\nline\r", "bell \u{07}\u{1F}",
                                 "é 東京 🦊", "/slash/", "\u{7F}", "a\u{0}b"]

    private static func text(_ random: inout SplitMix64) -> String {
        (0..<Int.random(in: 1...3, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined(separator: " ")
    }

    private static func maybe<Value>(_ random: inout SplitMix64, _ make: (inout SplitMix64) -> Value) -> Value? {
        Bool.random(using: &random) ? make(&random) : nil
    }

    private static func texts(_ random: inout SplitMix64) -> [String] {
        (0..<Int.random(in: 0...3, using: &random)).map { _ in text(&random) }
    }

    private static func number(_ random: inout SplitMix64) -> Int {
        [0, 1, -1, 42, Int.max, Int.min, Int.random(in: -1000...1000, using: &random)].randomElement(using: &random)!
    }

    private static func fraction(_ random: inout SplitMix64) -> Double {
        [0.5, 0.8, 5.0, 4.25, 1e-7, 1e21, 0.1 + 0.2, -0.0, Double.random(in: 0...5, using: &random)].randomElement(using: &random)!
    }

    private static func question(_ random: inout SplitMix64) -> Question {
        Question(id: text(&random), type: QuestionType.allCases.randomElement(using: &random)!, text: text(&random),
                 options: maybe(&random, texts), correct: maybe(&random) { random in [number(&random), number(&random)] },
                 difficulty: maybe(&random) { Difficulty.allCases.randomElement(using: &$0)! },
                 bloom: maybe(&random) { BloomCategory.allCases.randomElement(using: &$0)! }, points: number(&random),
                 explanation: maybe(&random, text), rubric: maybe(&random, text))
    }

    private static func questions(_ random: inout SplitMix64) -> [Question] {
        (0..<Int.random(in: 0...3, using: &random)).map { _ in question(&random) }
    }

    private static func book(_ random: inout SplitMix64) -> Book {
        let ideas = (0..<Int.random(in: 0...3, using: &random)).map { _ in
            Idea(id: text(&random), number: number(&random), title: text(&random), description: text(&random),
                 importance: Importance.allCases.randomElement(using: &random)!, depthTarget: number(&random),
                 primer: Primer(thesis: text(&random), story: text(&random), useItWhen: texts(&random),
                                howToApply: texts(&random), edgesAndLimits: texts(&random), oneLineRecall: text(&random),
                                furtherLearning: maybe(&random) { random in
                                    (0..<Int.random(in: 0...2, using: &random)).map { _ in
                                        FurtherLearningLink(title: text(&random), url: text(&random),
                                                            kind: maybe(&random) { LinkKind.allCases.randomElement(using: &$0)! })
                                    }
                                }),
                 questions: questions(&random), maxScore: number(&random))
        }
        return Book(id: text(&random), number: number(&random), title: text(&random), subtitle: maybe(&random, text),
                    author: maybe(&random, text), publisher: maybe(&random, text), language: maybe(&random, text),
                    description: maybe(&random, text), publishedDate: maybe(&random, text), categories: maybe(&random, texts),
                    isbn13: maybe(&random, text), isbn10: maybe(&random, text), googleBooksId: maybe(&random, text),
                    thumbnailUrl: maybe(&random, text), coverImageUrl: maybe(&random, text), previewLink: maybe(&random, text),
                    infoLink: maybe(&random, text), averageRating: maybe(&random, fraction), ratingsCount: maybe(&random, number),
                    pageCount: maybe(&random, number), ideas: ideas,
                    learning: LearningPolicy(mastery: .init(solid: fraction(&random), fragile: fraction(&random)),
                                             reviewAfterDays: .init(fragile: number(&random), solid: number(&random))))
    }

    private static func course(_ random: inout SplitMix64) -> Course {
        let sections = (0..<Int.random(in: 0...3, using: &random)).map { _ in
            CourseSection(id: text(&random), number: number(&random), title: text(&random),
                          lessons: (0..<Int.random(in: 0...3, using: &random)).map { _ in
                              Lesson(id: text(&random), number: number(&random), title: text(&random), icon: text(&random),
                                     overview: maybe(&random, text), keyTakeaways: maybe(&random, texts),
                                     questions: questions(&random), maxScore: number(&random))
                          })
        }
        let achievements = (0..<Int.random(in: 0...3, using: &random)).map { _ in
            Achievement(id: text(&random), title: text(&random), description: text(&random),
                        category: AchievementCategory.allCases.randomElement(using: &random)!, icon: text(&random),
                        unlock: [UnlockCondition.lessonsCompleted(number(&random)), .sectionCompleted(text(&random)),
                                 .streakDays(number(&random))].randomElement(using: &random)!)
        }
        let tiers = (0..<Int.random(in: 0...3, using: &random)).map { _ in
            DiamondTier(maxErrors: maybe(&random, number), diamonds: number(&random), coins: number(&random))
        }
        return Course(id: text(&random), title: text(&random), description: maybe(&random, text), sections: sections,
                      progression: Progression.allCases.randomElement(using: &random)!,
                      rewards: Rewards(coinsPerLesson: number(&random), diamonds: tiers), achievements: achievements)
    }
}
