@testable import ContentPreview
import ContentRuntime
import ContentTestSupport
import Foundation

/// A preview session on a copy of the repository's sample content, and
/// requests to it as a browser on this computer sends them.
struct PreviewHarness {
    /// The port the session believes it serves.
    static let port = 8090
    static let origin = "http://127.0.0.1:\(port)"
    static let sampleContent = ContentFixtures.packageRoot.appendingPathComponent("content")

    let project: TemporaryProject
    let session: PreviewSession

    /// A session on the sample content, after `prepare` edited the copy.
    init(prepare: (TemporaryProject) throws -> Void = { _ in }) throws {
        project = try TemporaryProject(base: Self.sampleContent)
        try prepare(project)
        session = PreviewSession(contentDirectory: project.url, displayRoot: "content", port: Self.port)
    }

    /// An answer, its body as text.
    struct Response {
        var status: Int
        var body: String
        var response: PreviewResponse

        func header(_ name: String) -> String? { response.header(name) }
    }

    func send(_ request: PreviewRequest) async -> Response {
        let response = await session.respond(to: request)
        return Response(status: response.status, body: String(decoding: response.body, as: UTF8.self), response: response)
    }

    func get(_ target: String, host: String? = "127.0.0.1:\(port)") async -> Response {
        await send(PreviewRequest(method: "GET", target: target, headers: host.map { ["Host": $0] } ?? [:]))
    }

    /// Posts a form as the preview's own page does; follows nothing.
    func post(_ target: String, _ fields: [(String, String)] = [], origin: String? = PreviewHarness.origin,
              headers extra: [String: String] = [:]) async -> Response {
        var headers = ["Host": "127.0.0.1:\(Self.port)", "Content-Type": "application/x-www-form-urlencoded"]
        if let origin { headers["Origin"] = origin }
        headers.merge(extra) { $1 }
        let body = fields.map { PercentEncoding.encode($0.0) + "=" + PercentEncoding.encode($0.1) }.joined(separator: "&")
        return await send(PreviewRequest(method: "POST", target: target, headers: headers, body: Data(body.utf8)))
    }

    /// Posts, then gets the page the answer sends the browser to.
    func submit(_ target: String, _ fields: [(String, String)] = []) async -> Response {
        let posted = await post(target, fields)
        guard posted.status == 303, let location = posted.header("Location") else { return posted }
        return await get(location)
    }

    func course(_ id: String) async -> Course { await session.content.course(id)! }
    func book(_ id: String) async -> Book { await session.content.book(id)! }

    /// Plays a Clever Den lesson from its pill: the first `wrong` answers wrong. Returns the completion page.
    func playLesson(_ lessonID: String, in courseID: String, wrong: Int) async -> Response {
        let course = await course(courseID)
        let lesson = course.sections.flatMap(\.lessons).first { $0.id == lessonID }!
        var page = await submit("/courses/\(courseID)/lessons/\(lessonID)/start")
        for (index, question) in lesson.questions.enumerated() {
            let right = question.correct![0]
            let option = index < wrong ? (right + 1) % question.options!.count : right
            _ = await submit("/courses/\(courseID)/lessons/\(lessonID)/answer",
                             [("question", question.id), ("kind", "option"), ("option", String(option))])
            page = await submit("/courses/\(courseID)/lessons/\(lessonID)/continue")
        }
        return page
    }
}

extension String {
    /// The value of the first `name="…"` attribute after `anchor`.
    func attribute(_ name: String, after anchor: String) -> String? {
        guard let start = range(of: anchor) else { return nil }
        guard let attribute = self[start.upperBound...].range(of: name + "=\"") else { return nil }
        let rest = self[attribute.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
