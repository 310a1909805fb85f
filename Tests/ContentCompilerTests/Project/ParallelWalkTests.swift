@testable import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// The walk of the book and course folders on all cores finds the layout the
/// walk of one folder after another finds: the same folders and files, the
/// same diagnostics in the same order, and the same stops at each limit.
@Suite struct ParallelWalkTests {
    /// A project with several book and course folders and, around them, what
    /// the walk reports: stray files, a bad slug, links inside and outside
    /// the content folder, a dangling link, a folder named like a content
    /// file, a book with no book.yaml and folders nested too deep.
    static func untidyProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        for number in 2...9 {
            try project.write("books/book-\(number)/book.yaml", "number: \(number)\ntitle: Book \(number)\n")
            for idea in 1...(number % 4 + 1) {
                try project.write("books/book-\(number)/ideas/b\(number)i\(idea).yaml", "id: b\(number)i\(idea)\n")
            }
        }
        try project.write("courses/second/course.yaml", "id: second\n")
        try project.write("courses/second/sections/one.yaml", "id: one\n")
        try project.write("books/book-3/ideas/notes.txt", "not content\n")
        try project.write("books/book-3/ideas/b3i9.yml", "id: b3i9\n")
        try project.write("books/book-4/extra.yaml", "id: extra\n")
        try project.write("books/book-4/ideas/b4i9.yaml/inner.yaml", "id: inner\n")
        try project.write("books/Bad Slug/book.yaml", "number: 20\n")
        try project.write("books/book-5/drafts/deep/deeper/old.yaml", "id: old\n")
        try project.remove("books/book-6/book.yaml")
        try project.write("books/stray.yaml", "id: stray\n")
        try project.write("notes/a.yaml", "id: a\n")
        try project.write("zzz/b.YAML", "id: b\n")
        let secret = project.pathBeside("secret.yaml")
        try Data("id: secret\n".utf8).write(to: secret)
        try Self.link(project, "books/book-7/ideas/b7i8.yaml", to: secret.path)
        try Self.link(project, "books/book-8/ideas/b8i8.yaml", to: project.url.appendingPathComponent("books/book-2/ideas/b2i1.yaml").path)
        try Self.link(project, "books/book-9/ideas/b9i8.yaml", to: project.url.appendingPathComponent("missing.yaml").path)
        try Self.link(project, "books/linked", to: project.url.appendingPathComponent("books/book-2").path)
        try Self.link(project, "courses/outside", to: project.pathBeside("elsewhere").path)
        let deep = (1...34).map { "d\($0)" }.joined(separator: "/")
        try project.write("books/book-9/\(deep)/x.yaml", "id: x\n")
        return project
    }

    static func link(_ project: TemporaryProject, _ path: String, to target: String) throws {
        let url = project.url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    /// Everything a layout says, stamps included but for when they were taken.
    static func described(_ layout: ProjectLayout) -> [String] {
        func file(_ file: SourceFile?) -> String {
            guard let file else { return "none" }
            let stamp = file.stamp.map { "\($0.device) \($0.inode) \($0.size) \($0.modified) \($0.changed)" } ?? "no stamp"
            return "\(file.path) \(file.displayPath) \(stamp)"
        }
        let folders = (layout.books + layout.courses).flatMap { folder in
            ["\(folder.slug) \(folder.url.path) \(file(folder.mainFile))"] + folder.memberFiles.map(file)
        }
        let diagnostics = layout.diagnostics.map { "\($0.code) \($0.severity) \($0.location) \($0.message) \($0.hint ?? "")" }
        return folders + diagnostics + ["books \(layout.books.count) over budget \(layout.isOverBudget)"]
    }

    static func scan(_ project: TemporaryProject, limits: ProjectLimits, inParallel: Bool) throws -> ProjectLayout {
        try ProjectLayout.scan(root: project.url, displayRoot: "content", configuration: .defaults, limits: limits,
                               walksInParallel: inParallel)
    }

    @Test func theWalkOnAllCoresFindsWhatTheWalkOfOneFolderAfterAnotherFinds() throws {
        let project = try Self.untidyProject()
        let serial = try Self.scan(project, limits: .content, inParallel: false)
        let parallel = try Self.scan(project, limits: .content, inParallel: true)
        #expect(Self.described(parallel) == Self.described(serial))
        // The fixture reaches every kind of report it is meant to.
        let codes = Set(serial.diagnostics.map(\.code))
        #expect(codes.isSuperset(of: ["P101", "P104", "P105"]), "\(codes)")
        #expect(serial.diagnostics.count >= 10, "\(serial.diagnostics.map(\.message))")
        #expect(serial.books.count == 10)
        #expect(serial.books.allSatisfy { $0.mainFile == nil || $0.mainFile?.stamp != nil })
    }

    /// Every limit of entries from 1 to past the project's count: each walk
    /// stops at the same folder, with the same report, or not at all.
    @Test func everyLimitOfEntriesStopsBothWalksAtTheSamePlace() throws {
        let project = try Self.untidyProject()
        var limits = ProjectLimits.content
        var stops = Set<String>()
        for maxEntries in 1...200 {
            limits.maxEntries = maxEntries
            let serial = try Self.scan(project, limits: limits, inParallel: false)
            let parallel = try Self.scan(project, limits: limits, inParallel: true)
            #expect(Self.described(parallel) == Self.described(serial), "maxEntries \(maxEntries)")
            if let stop = serial.diagnostics.first(where: { $0.message.contains("contentc stops the walk here") }) {
                stops.insert("\(stop.location)")
            }
        }
        // The stops fall inside book folders as well as before and after them.
        #expect(stops.contains { $0.hasPrefix("content/books/book-") }, "\(stops.sorted())")
        #expect(stops.count > 10, "\(stops.sorted())")
        // And the largest limit stops nothing.
        #expect(!Self.described(try Self.scan(project, limits: limits, inParallel: true)).contains { $0.contains("stops the walk") })
    }

    @Test func depthAndByteLimitsStopBothWalksAlike() throws {
        let project = try Self.untidyProject()
        for maxDepth in 1...5 {
            var limits = ProjectLimits.content
            limits.maxDepth = maxDepth
            #expect(Self.described(try Self.scan(project, limits: limits, inParallel: true))
                == Self.described(try Self.scan(project, limits: limits, inParallel: false)), "maxDepth \(maxDepth)")
        }
        for maxTotalBytes in [0, 100, 400, 1 << 20] {
            var limits = ProjectLimits.content
            limits.maxTotalBytes = maxTotalBytes
            let parallel = try Self.scan(project, limits: limits, inParallel: true)
            #expect(Self.described(parallel) == Self.described(try Self.scan(project, limits: limits, inParallel: false)))
            #expect(parallel.isOverBudget == (maxTotalBytes < 1 << 20), "maxTotalBytes \(maxTotalBytes)")
        }
    }

    /// A rule turned off in contentc.yaml is silent in both walks, and one
    /// made an error is an error in both.
    @Test func ruleSettingsApplyToTheReportsOfEveryFolder() throws {
        let project = try Self.untidyProject()
        for level in [RuleConfiguration.Level.off, .error] {
            let configuration = RuleConfiguration(settings: ["P104": RuleConfiguration.Setting(level: level)])
            let serial = try ProjectLayout.scan(root: project.url, displayRoot: "", configuration: configuration, walksInParallel: false)
            let parallel = try ProjectLayout.scan(root: project.url, displayRoot: "", configuration: configuration, walksInParallel: true)
            #expect(Self.described(parallel) == Self.described(serial))
            #expect(serial.diagnostics.contains { $0.code == "P104" } == (level == .error))
            #expect(serial.diagnostics.allSatisfy { $0.code != "P104" || $0.severity == .error })
        }
    }
}
