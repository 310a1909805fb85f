@testable import contentc_preview
@testable import ContentPreview
import FlyingFox
import FlyingSocks
import Foundation
import Testing

/// The server's side of a request, before the session: a form is read only
/// from the preview's own pages and never past its limit, however it is sent,
/// and what the server answers by itself carries the security headers too.
@Suite struct SessionRouterTests {
    static func router() throws -> (SessionRouter, PreviewHarness) {
        let harness = try PreviewHarness()
        let router = SessionRouter()
        router.session.set(harness.session)
        return (router, harness)
    }

    /// A post as a browser sends it, its body in 4 KiB pieces and, unless given, no declared length.
    static func post(_ path: String, body: Data, origin: String = PreviewHarness.origin, length: Int? = nil) -> HTTPRequest {
        var headers: [HTTPHeader: String] = [.host: "127.0.0.1:\(PreviewHarness.port)", HTTPHeader("Origin"): origin,
                                             .contentType: "application/x-www-form-urlencoded"]
        if let length { headers[.contentLength] = String(length) }
        return HTTPRequest(method: .POST, version: .http11, target: HTTPRequest.Target(path: path, query: ""),
                           headers: HTTPHeaders(headers), body: HTTPBodySequence(data: body, suggestedBufferSize: 4096))
    }

    @Test func aFormWithinTheLimitIsPlayed() async throws {
        let (router, harness) = try Self.router()
        let response = try await router.handleRequest(Self.post("/learner/next-day", body: Data("back=%2F".utf8)))
        #expect(response.statusCode.code == 303)
        #expect(await harness.session.learner.dayOffset == 1)
    }

    /// Sent in pieces with no length declared, a body is read only up to the limit.
    @Test(arguments: [nil, 70_000])
    func aBodyPastTheLimitIsRefused(declaring length: Int?) async throws {
        let (router, harness) = try Self.router()
        let body = Data(("back=%2F&x=" + String(repeating: "y", count: 70_000)).utf8)
        let response = try await router.handleRequest(Self.post("/learner/next-day", body: body, length: length))
        #expect(response.statusCode.code == 413)
        #expect(response.headers[HTTPHeader("Content-Security-Policy")]?.contains("default-src 'none'") == true)
        #expect(await harness.session.learner.dayOffset == 0)
    }

    /// An upload that never ends (a chunked body with no length) is read
    /// only as far as the limit, then refused.
    @Test func anEndlessBodyIsReadNoFurtherThanTheLimit() async throws {
        let (router, harness) = try Self.router()
        let endless = EndlessBody()
        var request = Self.post("/learner/next-day", body: Data())
        request.bodySequence = HTTPBodySequence(from: endless, count: Int(Int32.max), suggestedBufferSize: 4096)
        let response = try await router.handleRequest(request)
        #expect(response.statusCode.code == 413)
        #expect(endless.bytesRead.value <= PreviewRequest.maxBodyBytes + 4096, "\(endless.bytesRead.value) bytes read")
        #expect(await harness.session.learner.dayOffset == 0)
    }

    @Test func aPostFromAnotherSiteIsRefusedWithTheSecurityHeaders() async throws {
        let (router, harness) = try Self.router()
        let response = try await router.handleRequest(Self.post("/learner/next-day", body: Data("back=%2F".utf8), origin: "http://evil.example"))
        #expect(response.statusCode.code == 403)
        #expect(response.headers[HTTPHeader("X-Frame-Options")] == "DENY")
        #expect(await harness.session.learner.dayOffset == 0)
    }
}

/// Bytes without end, counting how many were asked for.
struct EndlessBody: AsyncBufferedSequence {
    typealias Element = UInt8
    let bytesRead = Locked(0)

    func makeAsyncIterator() -> Iterator { Iterator(bytesRead: bytesRead) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        let bytesRead: Locked<Int>

        mutating func next() async throws -> UInt8? {
            bytesRead.set(bytesRead.value + 1)
            return UInt8(ascii: "x")
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            bytesRead.set(bytesRead.value + count)
            return [UInt8](repeating: UInt8(ascii: "x"), count: count)
        }
    }
}
