import ArgumentParser
import ContentCompiler
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `contentc new book|idea|course|section|lesson`: scaffolds content with the next free id.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a book, idea, course, section or lesson with the next free id, ready to fill in.",
        discussion: """
        The new file compiles at once: where you have to write, it holds placeholders that \
        start with 'TODO:', which contentc lint reports (P107, a warning) until they are \
        replaced. Question banks have the sizes contentc.yaml's rules ask for. Each new file \
        starts with a yaml-language-server modeline naming its schema in schemas/. A new \
        section is added to course.yaml and a new lesson to its section file in place, \
        keeping every other line.

        Exit status: 0 created, 1 refused (the target exists, the book or course is missing, \
        a file must be fixed first), 2 usage or I/O error.
        """,
        subcommands: [NewBookCommand.self, NewIdeaCommand.self, NewCourseCommand.self,
                      NewSectionCommand.self, NewLessonCommand.self]
    )

    func run() throws {
        throw ValidationError("name what to create: book, idea, course, section or lesson")
    }
}

/// `--content DIR`, and writing a plan.
struct ScaffoldOptions: ParsableArguments {
    @Option(name: .long, help: "The content folder.")
    var content: String = "content"

    @Option(name: .long, help: "The output folder of the last build, to say whether the version must rise (P106).")
    var out: String = "out"

    func validate() throws {
        try PathArguments.validate([(content, "--content"), (out, "--out")])
    }

    /// Plans with a scaffolder of the content folder, writes the plan and reports what was written.
    func scaffold(_ make: (ContentScaffolder) throws(AuthoringError) -> ScaffoldPlan) throws {
        let plan: ScaffoldPlan
        let folders: [String]
        let scaffolder: ContentScaffolder
        do {
            scaffolder = try ContentScaffolder(contentDirectory: URL(fileURLWithPath: content, isDirectory: true),
                                               displayRoot: content)
            plan = try make(scaffolder)
            folders = try plan.apply()
        } catch {
            throw error.reported()
        }
        var report = folders.map { "created \($0)/\n" }.joined()
        report += plan.changes.map { change in
            switch change.action {
            case .create: "created \(change.displayPath)\n"
            case .update: "updated \(change.displayPath): \(change.summary)\n"
            }
        }.joined()
        let lint = content == "content" ? "contentc lint" : "contentc lint --content \(content)"
        report += "\(plan.subject) is ready: replace its \(Placeholder.prefix) placeholders (`\(lint)` lists the ones left, as P107)\n"
        Terminal.standardOutput.write(report)
        warnIfSchemasAreMissing(for: plan)
        noteVersionRise(from: scaffolder.version)
    }

    /// Something new is an addition, a minor release: when the last build in the
    /// output folder has a version that `version` does not rise a minor step
    /// above, says so now rather than at the next build (P106).
    private func noteVersionRise(from version: SemanticVersion?) {
        let previous = PreviousBuild(directory: URL(fileURLWithPath: out, isDirectory: true), displayPath: out)
        guard let version, let built = previous.contentVersion else { return }
        let requirement = VersionRequirement(previous: built, level: .minor)
        guard !requirement.isSatisfied(by: version) else { return }
        Terminal.standardError.write("note: \(out) holds the build of version \(built), and an addition is a minor release: "
            + "set version in contentc.yaml to \(requirement.smallest) or higher before the next build (P106)\n")
    }

    /// The modelines of new files point at `schemas/` beside the content folder;
    /// says so when a schema they name is not there, so an editor's silence is explained.
    private func warnIfSchemasAreMissing(for plan: ScaffoldPlan) {
        let missing = Set(plan.changes.filter { $0.action == .create }.compactMap { change -> String? in
            guard let schema = SchemaModeline.schema(namedIn: change.bytes, ofFileAt: change.url) else { return nil }
            return FileManager.default.fileExists(atPath: schema.path) ? nil : schema.path
        })
        guard !missing.isEmpty else { return }
        Terminal.standardError.write("note: the first line of the new file names a schema that does not exist ("
            + missing.sorted().joined(separator: ", ")
            + "): copy contentc's schemas/ folder beside the content folder for completion and checks in editors\n")
    }
}

/// `contentc new book <slug>`.
struct NewBookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "book", abstract: "Create books/<slug>/book.yaml with the next free book number, and its ideas/ folder.")

    @OptionGroup var options: ScaffoldOptions

    @Argument(help: "The book's slug: its folder name and id (lowercase words joined by hyphens).")
    var slug: String

    @Option(name: .long, help: "The book's title (default: a placeholder).")
    var title: String?

    @Option(name: .long, help: "The book's author (default: a placeholder).")
    var author: String?

    func run() throws {
        try options.scaffold { scaffolder throws(AuthoringError) in
            try scaffolder.book(slug: slug, title: title, author: author)
        }
    }
}

/// `contentc new idea --book <slug>`.
struct NewIdeaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "idea", abstract: "Create the book's next idea, ideas/b<N>i<M+1>.yaml, with a primer and a full question bank.")

    @OptionGroup var options: ScaffoldOptions

    @Option(name: .long, help: "The slug of the book the idea belongs to.")
    var book: String

    @Option(name: .long, help: "The idea's title (default: a placeholder).")
    var title: String?

    func run() throws {
        try options.scaffold { scaffolder throws(AuthoringError) in
            try scaffolder.idea(book: book, title: title)
        }
    }
}

/// `contentc new course <slug>`.
struct NewCourseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "course", abstract: "Create courses/<slug>/course.yaml with a first section and lesson.")

    @OptionGroup var options: ScaffoldOptions

    @Argument(help: "The course's slug: its folder name and id.")
    var slug: String

    @Option(name: .long, help: "The course's title (default: a placeholder).")
    var title: String?

    @Option(name: .long, help: "The id of the first section.")
    var section: String = "introduction"

    func run() throws {
        try options.scaffold { scaffolder throws(AuthoringError) in
            try scaffolder.course(slug: slug, title: title, firstSection: section)
        }
    }
}

/// `contentc new section <id> --course <slug>`.
struct NewSectionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "section", abstract: "Create sections/<id>.yaml with a first lesson, and list it last in course.yaml.")

    @OptionGroup var options: ScaffoldOptions

    @Argument(help: "The section's id: its file name.")
    var id: String

    @Option(name: .long, help: "The slug of the course the section belongs to.")
    var course: String

    @Option(name: .long, help: "The section's title (default: a placeholder).")
    var title: String?

    func run() throws {
        try options.scaffold { scaffolder throws(AuthoringError) in
            try scaffolder.section(id: id, course: course, title: title)
        }
    }
}

/// `contentc new lesson --course <slug> --section <id>`.
struct NewLessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson", abstract: "Add a lesson at the end of a section: a quiz, or a reading with --reading.")

    @OptionGroup var options: ScaffoldOptions

    @Option(name: .long, help: "The slug of the course.")
    var course: String

    @Option(name: .long, help: "The id of the section the lesson goes in.")
    var section: String

    @Option(name: .long, help: "The lesson's id (default: the next free <section>-<n>).")
    var id: String?

    @Option(name: .long, help: "The lesson's title (default: a placeholder).")
    var title: String?

    @Flag(name: .long, help: "A reading lesson (overview and key takeaways) instead of a quiz.")
    var reading = false

    func run() throws {
        try options.scaffold { scaffolder throws(AuthoringError) in
            try scaffolder.lesson(course: course, section: section, id: id, title: title, reading: reading)
        }
    }
}
