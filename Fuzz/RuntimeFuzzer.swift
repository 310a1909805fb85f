import Foundation

// libFuzzer entry point for ContentRuntime's loader. Fuzz/run compiles this
// file together with Sources/ContentRuntime/**/*.swift into one module (so it
// reaches internal declarations), linked with swift-crypto as SwiftPM built it.
//
// Each input is a bundle's JSON. The harness writes it as the one bundle of an
// output folder with a valid index.json (its kind, id, title and content
// version taken from the input where it has them, its size and SHA-256
// computed), so the fuzzer gets past the index and the hash to the bundle's
// decoding and the checks of its content. Besides crashes, leaks, timeouts
// and memory blow-ups, it traps when:
//
// - loading throws anything but a ContentLoadError (typed throws guarantee it),
//   or an error's description holds a raw control character;
// - the folder and the same file opened on its own (loadBundle) disagree;
// - a library that loads breaks a guarantee an app relies on: an answer index
//   outside the options, a score that is not the sum of the points, numbers out
//   of order, a lookup by id that does not find what the library holds, a
//   lesson chain that does not end;
// - a loaded bundle, written again canonically, does not load to the same value.

/// Where each input is written: in memory (/dev/shm) where there is such a place.
private let folderPath: String = {
    let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    return (base as NSString).appendingPathComponent("contentc-runtime-fuzz-\(getpid())")
}()

/// The folder each input is written to, made once per process and removed at exit.
private let folder: URL = {
    let url = URL(fileURLWithPath: folderPath, isDirectory: true)
    try? FileManager.default.createDirectory(at: url.appendingPathComponent("books"), withIntermediateDirectories: true)
    try? FileManager.default.createDirectory(at: url.appendingPathComponent("courses"), withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: folderPath) }
    return url
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRuntime(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bundle = size > 0 && data != nil ? Data(bytes: data!, count: size) : Data()
    let entry = RuntimeFuzzChecks.entry(for: bundle)
    let file = folder.appendingPathComponent(entry.file)
    for kind in ["books", "courses"] {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(kind).path)) ?? [] {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(kind).appendingPathComponent(name))
        }
    }
    guard (try? bundle.write(to: file)) != nil else { return 0 }
    let index = BundleIndex(name: "fuzz", contentVersion: entry.contentVersion, compiler: "contentc fuzz", bundles: [entry])
    guard let indexData = try? BundleCoding.encode(index),
          (try? indexData.write(to: folder.appendingPathComponent(ContentLibrary.indexFileName))) != nil else { return 0 }

    let library: ContentLibrary?
    do {
        library = try ContentLibrary(directory: folder)
    } catch {
        RuntimeFuzzChecks.printable(error)
        library = nil
    }
    let single: LoadedBundle?
    do {
        single = try ContentLibrary.loadBundle(at: file)
    } catch {
        RuntimeFuzzChecks.printable(error)
        single = nil
    }
    guard let library else { return 0 }
    guard let single else { fatalError("the folder loads but its bundle alone does not") }
    RuntimeFuzzChecks.check(library, single: single)
    return 0
}

/// The invariants the fuzzer checks.
enum RuntimeFuzzChecks {
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }

    /// The index entry of a bundle: what the input says of itself, so the
    /// loader looks past the index, and its true size and hash.
    static func entry(for bundle: Data) -> BundleIndex.Entry {
        let object = (try? JSONSerialization.jsonObject(with: bundle, options: [.fragmentsAllowed])) as? [String: Any] ?? [:]
        let kind = (object["kind"] as? String).flatMap(BundleKind.init(rawValue:)) ?? .book
        let id = (object["id"] as? String).flatMap { TextFormats.isSlug($0) ? $0 : nil } ?? "fuzz"
        let payload = object[kind.rawValue] as? [String: Any]
        return BundleIndex.Entry(
            id: id, kind: kind, title: payload?["title"] as? String ?? "Fuzz", file: "\(kind.rawValue)s/\(id).json",
            contentVersion: object["contentVersion"] as? String ?? "1.0.0",
            sha256: BundleDigest.sha256(of: bundle), bytes: bundle.count)
    }

    /// An error is safe to print: no raw control characters, and it names its file.
    static func printable(_ error: ContentLoadError) {
        require(!error.description.unicodeScalars.contains(where: PrintableText.isControl),
                "a raw control character in: \(error.description.debugDescription)")
        require(!error.path.isEmpty, "an error without a path: \(error)")
    }

    /// What an app relies on in a library that loaded.
    static func check(_ library: ContentLibrary, single: LoadedBundle) {
        require(library.books.count + library.courses.count == 1, "one bundle listed, \(library.books.count + library.courses.count) loaded")
        require(library.books.first.map { $0 == single.book } ?? (library.courses.first == single.course),
                "the folder and the bundle alone load different content")
        for book in library.books {
            require(library.book(id: book.id) == book, "book \(book.id) not found by id")
            for (position, idea) in book.ideas.enumerated() {
                require(idea.number == position + 1, "idea \(idea.id) numbered \(idea.number) at \(position)")
                require(library.idea(id: idea.id) == idea, "idea \(idea.id) not found by id")
                require(library.book(containingIdea: idea.id)?.id == book.id, "idea \(idea.id) not in its book")
                check(idea.questions, maxScore: idea.maxScore)
                for question in idea.questions {
                    require(library.question(id: question.id, inBook: book.id) == question, "question \(question.id) not found")
                }
            }
        }
        for course in library.courses {
            var lessons = 0
            for (position, section) in course.sections.enumerated() {
                require(section.number == position + 1, "section \(section.id) numbered \(section.number)")
                require(library.section(id: section.id, inCourse: course.id) == section, "section \(section.id) not found")
                for (index, lesson) in section.lessons.enumerated() {
                    require(lesson.number == index + 1, "lesson \(lesson.id) numbered \(lesson.number)")
                    require(library.lesson(id: lesson.id, inCourse: course.id) == lesson, "lesson \(lesson.id) not found")
                    require(lesson.isQuiz || lesson.isReading, "lesson \(lesson.id) is neither a quiz nor a reading")
                    check(lesson.questions, maxScore: lesson.maxScore)
                    lessons += 1
                }
            }
            var next = course.sections.first?.lessons.first
            var steps = 0
            while let lesson = next {
                steps += 1
                require(steps <= lessons, "the lessons of \(course.id) do not end")
                next = library.lesson(after: lesson.id, inCourse: course.id)
            }
            for errors in 0...10 { _ = course.rewards.diamonds(forErrors: errors) }
            for achievement in course.achievements {
                require(library.achievement(id: achievement.id, inCourse: course.id) == achievement, "achievement \(achievement.id) not found")
                if case .sectionCompleted(let section) = achievement.unlock {
                    require(library.section(id: section, inCourse: course.id) != nil, "achievement for a missing section \(section)")
                }
            }
        }
        roundTrip(single)
    }

    /// Every answer key indexes its options; the score is the sum of the points.
    static func check(_ questions: [Question], maxScore: Int) {
        var sum = 0
        for question in questions {
            sum += question.points
            guard let correct = question.correct else { continue }
            let options = question.options ?? []
            for index in correct { _ = options[index] }  // What an app does; traps when out of range.
            require(question.type != .mcq || correct.count == 1, "mcq \(question.id) with \(correct.count) answers")
        }
        require(sum == maxScore, "max score \(maxScore), points add up to \(sum)")
    }

    /// A loaded bundle written again canonically loads to the same value.
    static func roundTrip(_ bundle: LoadedBundle) {
        let data: Data?
        switch bundle {
        case .book(let book): data = try? BundleCoding.encode(book)
        case .course(let course): data = try? BundleCoding.encode(course)
        }
        guard let data else { fatalError("a loaded bundle cannot be encoded") }
        let again = try? ContentFile.decode(BundleDocument.self, from: data, path: "round trip").bundle
        require(again == bundle, "a loaded bundle written again loads differently")
    }
}
