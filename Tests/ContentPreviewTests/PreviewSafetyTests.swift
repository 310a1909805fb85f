@testable import ContentPreview
import ContentTestSupport
import ContentRuntime
import Foundation
import Testing

/// What keeps the preview safe: the Host header against DNS rebinding, the
/// Origin of posts and of the live socket, a fixed table of routes (nothing
/// outside the content folder, or in it, is served as a file), and the
/// security headers on every response.
@Suite struct PreviewSafetyTests {
    @Test(arguments: ["127.0.0.1:8090", "localhost:8090", "LOCALHOST:8090"])
    func theServersOwnHostIsAnswered(_ host: String) async throws {
        let harness = try PreviewHarness()
        #expect(await harness.get("/", host: host).status == 200)
    }

    /// A page of another site whose name resolves to 127.0.0.1 sends its own name.
    @Test(arguments: ["evil.example:8090", "evil.example", "127.0.0.1", "127.0.0.1:8091", "localhost.evil.example:8090",
                      "[::1]:8090", ""])
    func anotherHostIsRefused(_ host: String) async throws {
        let harness = try PreviewHarness()
        let response = await harness.get("/", host: host.isEmpty ? nil : host)
        #expect(response.status == 421 && !response.body.contains("Meditations"))
        let asset = await harness.get("/assets/preview.js", host: host.isEmpty ? nil : host)
        #expect(asset.status == 421)
    }

    @Test func postsFromAnotherSiteAreRefusedAndChangeNothing() async throws {
        let harness = try PreviewHarness()
        let foreign = await harness.post("/learner/next-day", origin: "http://evil.example")
        #expect(foreign.status == 403)
        let null = await harness.post("/learner/next-day", origin: "null")
        #expect(null.status == 403)
        let crossSite = await harness.post("/learner/next-day", origin: nil, headers: ["Sec-Fetch-Site": "cross-site"])
        #expect(crossSite.status == 403)
        #expect(await harness.session.learner.dayOffset == 0)
        let own = await harness.post("/learner/next-day", headers: ["Sec-Fetch-Site": "same-origin"])
        let offset = await harness.session.learner.dayOffset
        #expect(own.status == 303 && offset == 1)
    }

    @Test func theLiveSocketChecksTheOriginToo() async throws {
        let harness = try PreviewHarness()
        let request = PreviewRequest(method: "GET", target: "/live", headers: ["Host": "127.0.0.1:8090", "Origin": "http://evil.example"])
        #expect(harness.session.requestGuard.refusal(of: request, changesState: true)?.status == 403)
        let own = PreviewRequest(method: "GET", target: "/live", headers: ["Host": "127.0.0.1:8090", "Origin": PreviewHarness.origin])
        #expect(harness.session.requestGuard.refusal(of: own, changesState: true) == nil)
        #expect(await harness.get("/live").status == 426, "without the upgrade, no page")
    }

    /// No path leads to a file: not outside the content folder, not inside it.
    @Test(arguments: ["/../Package.swift", "/assets/../../Package.swift", "/assets/%2e%2e%2f%2e%2e%2fPackage.swift",
                      "/assets/..%2F..%2Fcontent%2Fcontentc.yaml", "/contentc.yaml", "/content/contentc.yaml",
                      "/books/meditations/book.yaml", "/assets/Package.swift", "/assets/", "/etc/passwd", "/%00"])
    func noPathServesAFile(_ path: String) async throws {
        let harness = try PreviewHarness()
        let response = await harness.get(path)
        #expect(response.status == 404, "\(path)")
        #expect(!response.body.contains("swift-tools-version") && !response.body.contains("name: sample-library"))
    }

    @Test func everyResponseCarriesTheSecurityHeaders() async throws {
        let harness = try PreviewHarness()
        for response in [await harness.get("/"), await harness.get("/assets/preview.css"), await harness.get("/nowhere"),
                         await harness.post("/learner/reset"), await harness.get("/", host: "evil.example")] {
            let policy = try #require(response.header("Content-Security-Policy"))
            #expect(policy.contains("default-src 'none'") && policy.contains("script-src 'self'") && policy.contains("style-src 'self'"))
            #expect(policy.contains("connect-src 'self' ws://127.0.0.1:8090") && !policy.contains("unsafe"))
            #expect(response.header("X-Content-Type-Options") == "nosniff" && response.header("X-Frame-Options") == "DENY")
        }
    }

    @Test func pagesLoadNothingFromElsewhere() async throws {
        let harness = try PreviewHarness()
        for target in ["/", "/books/meditations", "/books/meditations/ideas/b1i1", "/courses/flags-and-continents",
                       "/courses/learning-how-to-learn", "/courses/learning-how-to-learn/achievements"] {
            let body = await harness.get(target).body
            for pattern in ["src=\"http", "href=\"http://", "@import", "url(http", "<style", " style=\""] {
                let count = body.components(separatedBy: pattern).count - 1
                // Further-learning links are the only links to the web, opened by the reader, never loaded.
                #expect(pattern == "href=\"http://" ? !body.contains("<link rel=\"stylesheet\" href=\"http") : count == 0, "\(target) \(pattern)")
            }
        }
        let css = await harness.get("/assets/preview.css").body
        #expect(!css.contains("url(") && !css.contains("@import") && !css.contains("@font-face"))
    }

    @Test func actionsAndPagesTakeTheirOwnMethods() async throws {
        let harness = try PreviewHarness()
        #expect(await harness.get("/learner/reset").status == 405)
        #expect(await harness.post("/").status == 405)
        let large = await harness.post("/learner/next-day", [("back", String(repeating: "x", count: 70_000))])
        #expect(large.status == 413)
    }

    @Test(arguments: ["//evil.example/", "https://evil.example/", "\\\\evil.example", "/\\evil.example", "javascript:alert(1)"])
    func goingBackStaysOnThisServer(_ back: String) async throws {
        let harness = try PreviewHarness()
        let response = await harness.post("/learner/next-day", [("back", back)])
        #expect(response.status == 303 && response.header("Location") == "/")
    }

    /// A file linked from outside the content folder is refused as the
    /// command line refuses it: its text never reaches a page.
    @Test func aLinkOutOfTheContentFolderShowsNothingOfItsTarget() async throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("contentc-outside-\(UUID().uuidString).yaml")
        try Data("number: 99\ntitle: Secret Title Outside\n".utf8).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        let harness = try PreviewHarness { project in
            let folder = project.url.appendingPathComponent("books/outside")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("book.yaml").path, withDestinationPath: outside.path)
        }
        for target in ["/", "/books/outside", "/diagnostics"] {
            let page = await harness.get(target)
            #expect(!page.body.contains("Secret Title Outside"), "\(target)")
        }
        let diagnostics = await harness.get("/diagnostics")
        #expect(diagnostics.body.contains("content/books/outside/book.yaml") && diagnostics.body.contains("error[P105]"))
    }

    /// Control characters in a file name and in a value (an escape sequence
    /// that would retitle a terminal, a right-to-left override) show as
    /// escapes: no page carries a control character but tabs and line feeds.
    @Test func controlCharactersFromContentNeverReachAPage() async throws {
        let harness = try PreviewHarness { project in
            try project.edit("books/meditations/book.yaml", replacing: "title: Meditations",
                             with: "title: \"Medi\\e]0;owned\\a\\u202Etations\"")
            try project.write("books/meditations/ideas/b1i\u{1B}[31m9.yaml", "id: b1i9\n")
        }
        var pages: [String] = []
        for target in ["/", "/diagnostics", "/books/meditations", "/courses/flags-and-continents"] {
            pages.append(await harness.get(target).body)
        }
        let diagnostics = pages[1]
        #expect(diagnostics.contains("error[S113]"), "the title's control characters are refused")
        #expect(diagnostics.contains("b1i\\e[31m9.yaml"), "the file name shows its escape")
        for page in pages {
            let controls = page.unicodeScalars.filter { $0 != "\n" && $0 != "\t" && PrintableText.isControl($0) }
            #expect(controls.isEmpty, "\(controls.map { PrintableText.codePoint($0) })")
        }
    }
}
