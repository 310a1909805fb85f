import Testing
import YAML

/// Parses `bytes`, which must fail with an error of `kind` at `line:column`,
/// and with the same error when only streaming events; returns the error.
@discardableResult
func expectYAMLError(
    _ bytes: some Collection<UInt8>, _ kind: YAMLError.Kind, at line: Int, _ column: Int,
    sourceLocation: SourceLocation = #_sourceLocation
) -> YAMLError? {
    do {
        let documents = try parseDocuments(bytes)
        Issue.record("expected a \(kind) error at \(line):\(column), got \(documents.count) documents",
                     sourceLocation: sourceLocation)
        return nil
    } catch {
        #expect(error.kind == kind, "\(error)", sourceLocation: sourceLocation)
        #expect(error.mark == Mark(line: line, column: column), "\(error)", sourceLocation: sourceLocation)
        #expect(EventNotation.render(bytes).error == error, sourceLocation: sourceLocation)
        return error
    }
}

/// The bytes of a string's UTF-8, followed by raw bytes, followed by more text.
func bytes(_ text: String, _ raw: [UInt8] = [], _ rest: String = "") -> [UInt8] {
    Array(text.utf8) + raw + Array(rest.utf8)
}
