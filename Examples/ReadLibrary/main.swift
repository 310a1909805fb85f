import ContentRuntime
import Foundation

// Opens a folder written by `contentc build` (default: out) and prints what an
// app would show: each book with its ideas, each course with its sections.
let folder = CommandLine.arguments.dropFirst().first ?? "out"
do {
    let library = try ContentLibrary(directory: URL(fileURLWithPath: folder, isDirectory: true))
    for book in library.books {
        print("\(book.title) by \(book.author ?? "unknown author"): \(book.ideas.count) ideas")
        for idea in book.ideas {
            let kinds = Set(idea.questions.map(\.type.rawValue)).sorted().joined(separator: ", ")
            print("  \(idea.id) \(idea.title): \(idea.questions.count) questions (\(kinds)), \(idea.maxScore) points")
        }
    }
    for course in library.courses {
        let lessons = course.sections.reduce(0) { $0 + $1.lessons.count }
        print("\(course.title): \(course.sections.count) sections, \(lessons) lessons")
        for section in course.sections {
            print("  \(section.number). \(section.title): \(section.lessons.map(\.title).joined(separator: ", "))")
        }
    }
} catch {
    FileHandle.standardError.write(Data("cannot open \(folder): \(error)\n".utf8))
    exit(1)
}
