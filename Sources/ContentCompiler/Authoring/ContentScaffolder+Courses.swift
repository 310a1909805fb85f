#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import YAML

extension ContentScaffolder {
    /// A new course: `courses/<slug>/course.yaml`, and its first section with
    /// a first lesson, so that it compiles.
    ///
    /// - Parameters:
    ///   - title: The course's title, or `nil` for a placeholder.
    ///   - firstSection: The first section's id.
    /// - Throws: ``AuthoringError``: `.usage` for an invalid slug or id or a
    ///   blank title, `.refused` when the course exists.
    public func course(slug: String, title: String?, firstSection: String) throws(AuthoringError) -> ScaffoldPlan {
        try requireSlug(slug, "course slug")
        try requireSlug(firstSection, "section id")
        let folder = "courses/\(slug)"
        guard !exists("\(folder)/course.yaml") else {
            throw AuthoringError(.refused, "course '\(slug)' already exists", file: display("\(folder)/course.yaml"),
                                 hint: "choose another slug, or add a section with `contentc new section <id> --course \(slug)`")
        }
        let sectionFile = "\(folder)/sections/\(firstSection).yaml"
        guard !exists(sectionFile) else {
            throw AuthoringError(.refused, "a section file is already there", file: display(sectionFile),
                                 hint: "choose another first section with --section")
        }
        let lessonId = nextLessonId(section: firstSection, lessons: lessonIds(course: slug))
        let course = YAMLValue.mapping([
            .init("id", .text(slug)),
            .init("title", try self.title(title, placeholder: "the course's title")),
            .init("description", .text(Placeholder.text("what the course teaches, in a sentence or two"))),
            .init("sections", .list([.text(firstSection)]), comment: "in order; each is sections/<id>.yaml"),
        ])
        var plan = self.plan("course '\(slug)' with section '\(firstSection)' and lesson '\(lessonId)'")
        plan.folders = [newFolder("\(folder)/sections")]
        plan.changes = [
            newFile(sectionFile, kind: .section, try sectionValue(id: firstSection, title: nil, lessonId: lessonId)),
            newFile("\(folder)/course.yaml", kind: .course, course),
        ]
        return plan
    }

    /// A new section of a course: `sections/<id>.yaml` with a first lesson,
    /// listed at the end of course.yaml's `sections:` (edited in place).
    ///
    /// - Throws: ``AuthoringError``: `.usage` for an invalid id or a blank
    ///   title, `.refused` when the course does not exist, the section exists,
    ///   or course.yaml cannot be added to.
    public func section(id: String, course: String, title: String?) throws(AuthoringError) -> ScaffoldPlan {
        try requireExisting(course, .course)
        try requireSlug(id, "section id")
        let sectionFile = "courses/\(course)/sections/\(id).yaml"
        guard !exists(sectionFile) else {
            throw AuthoringError(.refused, "section '\(id)' already exists in course '\(course)'", file: display(sectionFile),
                                 hint: "add a lesson to it with `contentc new lesson --course \(course) --section \(id)`")
        }
        let courseFile = "courses/\(course)/course.yaml"
        let courseBytes = try read(courseFile)
        let listed = try parseSingleDocument(courseBytes, file: display(courseFile)).value(forKey: "sections")
        let isListed = listed.map { node in
            guard case .sequence(let items) = node.content else { return false }
            return items.contains { $0.scalarValue == id }
        } ?? false
        let lessonId = nextLessonId(section: id, lessons: lessonIds(course: course))
        var plan = self.plan("section '\(id)' of course '\(course)' with lesson '\(lessonId)'")
        plan.folders = [newFolder("courses/\(course)/sections")]
        plan.changes = [newFile(sectionFile, kind: .section, try sectionValue(id: id, title: title, lessonId: lessonId))]
        if !isListed {
            let updated = try ListAppend.append(.text(id), toListAt: "sections", in: courseBytes, file: display(courseFile))
            plan.changes.append(.init(action: .update, url: url(courseFile), displayPath: display(courseFile),
                                      bytes: updated, summary: "added '\(id)' to the end of 'sections'",
                                      original: courseBytes))
        }
        return plan
    }

    /// A new lesson at the end of a section's `lessons:` (edited in place):
    /// a quiz with the project's number of questions and options, or a reading.
    ///
    /// - Parameters:
    ///   - id: The lesson's id, or `nil` for the next free `<section>-<n>`.
    ///   - reading: A reading lesson (overview and key takeaways) instead of a quiz.
    /// - Throws: ``AuthoringError``: `.usage` for an invalid id or a blank
    ///   title, `.refused` when the course or section does not exist, the id is
    ///   taken, or the section file cannot be added to.
    public func lesson(course: String, section: String, id: String?, title: String?,
                       reading: Bool) throws(AuthoringError) -> ScaffoldPlan {
        try requireExisting(course, .course)
        try requireSlug(section, "section id")
        let sectionsFolder = "courses/\(course)/sections"
        let sectionFile = "\(sectionsFolder)/\(section).yaml"
        guard exists(sectionFile) else {
            let suggestion = Suggestion.closest(to: section, in: yamlStems(in: sectionsFolder))
            throw AuthoringError(.refused, "course '\(course)' has no section '\(section)': \(display(sectionFile)) does not exist",
                                 hint: suggestion.map { "did you mean '\($0)'?" }
                                     ?? "create it with `contentc new section \(section) --course \(course)`")
        }
        let lessons = lessonIds(course: course)
        let lessonId: String
        if let id {
            try requireSlug(id, "lesson id")
            if let other = lessons.first(where: { $0.id == id }) {
                throw AuthoringError(.refused, "lesson id '\(id)' is already used in section '\(other.section)' of this course",
                                     hint: "choose another --id, or leave it out for the next free one")
            }
            lessonId = id
        } else {
            lessonId = nextLessonId(section: section, lessons: lessons)
        }
        let bytes = try read(sectionFile)
        let lesson = try lessonValue(id: lessonId, title: title, reading: reading)
        let updated = try ListAppend.append(lesson, toListAt: "lessons", in: bytes, file: display(sectionFile))
        var plan = self.plan("\(reading ? "reading" : "quiz") lesson '\(lessonId)' in section '\(section)'")
        plan.changes = [.init(action: .update, url: url(sectionFile), displayPath: display(sectionFile), bytes: updated,
                              summary: "added lesson '\(lessonId)' to the end of 'lessons'", original: bytes)]
        return plan
    }

    // MARK: Templates

    private func sectionValue(id: String, title: String?, lessonId: String) throws(AuthoringError) -> YAMLValue {
        .mapping([
            .init("id", .text(id)),
            .init("title", try self.title(title, placeholder: "the section's title")),
            .init("lessons", .list([try lessonValue(id: lessonId, title: nil, reading: false)])),
        ])
    }

    /// A quiz lesson with lesson.question-count questions of question.options-count
    /// options each, or a reading lesson.
    private func lessonValue(id: String, title: String?, reading: Bool) throws(AuthoringError) -> YAMLValue {
        var pairs: [YAMLValue.Pair] = [
            .init("id", .text(id)),
            .init("title", try self.title(title, placeholder: "the lesson's title")),
            .init("icon", .text(Placeholder.text("an SF Symbol or asset name, such as star.fill"))),
        ]
        if reading {
            pairs.append(.init("overview", .text(Placeholder.text("what the learner reads"))))
            pairs.append(.init("keyTakeaways", .list([.text(Placeholder.text("a takeaway to keep"))])))
        } else {
            let count = configuration.parameter(of: .lessonQuestionCount)
            let options = configuration.parameter(of: .courseOptionsCount)
            pairs.append(.init("questions", .list((1...count).map { number in
                .mapping([
                    .init("text", .text(Placeholder.text("question \(number)"))),
                    .init("options", optionPlaceholders(options)),
                    correctAnswer(commented: number == 1),
                ])
            })))
        }
        return .mapping(pairs)
    }

    // MARK: Lesson ids

    /// The lesson ids written in a course's section files, with the section of each.
    /// Files that cannot be parsed are skipped (their lessons are unknown).
    private func lessonIds(course: String) -> [(id: String, section: String)] {
        let folder = "courses/\(course)/sections"
        return yamlStems(in: folder).flatMap { stem -> [(id: String, section: String)] in
            guard let bytes = try? read("\(folder)/\(stem).yaml"),
                  let root = try? parseDocuments(bytes).first?.root,
                  case .sequence(let lessons)? = root.value(forKey: "lessons")?.content else { return [] }
            return lessons.compactMap { $0.value(forKey: "id")?.scalarValue }.map { ($0, stem) }
        }
    }

    /// `<section>-<n + 1>`, where n is the highest number among the section's
    /// lesson ids written `<section>-<n>` (0 when there are none), or the
    /// next number after it that no lesson of the course uses.
    private func nextLessonId(section: String, lessons: [(id: String, section: String)]) -> String {
        let prefix = section + "-"
        let numbers = lessons.filter { $0.section == section && $0.id.hasPrefix(prefix) }.compactMap { lesson -> Int? in
            let digits = lesson.id.dropFirst(prefix.count)
            guard digits.first != "0", digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
            return Int(digits)
        }.filter { $0 < Int.max }
        let used = Set(lessons.map(\.id))
        var number = (numbers.max() ?? 0) + 1
        while used.contains(prefix + String(number)) { number += 1 }
        return prefix + String(number)
    }
}
