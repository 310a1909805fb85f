#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DecodingError {
    /// The error as a plain phrase for a ``ContentLoadError/malformedJSON(path:detail:)``:
    /// where in the JSON (a key path such as `book.ideas[0].questions[2].points`)
    /// and what was wrong there.
    ///
    /// - Parameter data: The JSON text that failed to decode: a syntax error is
    ///   located by parsing it again, as decoders do not always say where it is.
    func plainDetail(decoding data: Data) -> String {
        switch self {
        case .typeMismatch(_, let context):
            return "at \(Self.keyPath(context.codingPath)): \(Self.phrase(context.debugDescription))"
        case .valueNotFound(let type, let context):
            return "at \(Self.keyPath(context.codingPath)): expected \(Self.name(of: type)), but found null"
        case .keyNotFound(let key, let context):
            return "at \(Self.keyPath(context.codingPath)): the required key `\(key.stringValue)` is missing"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty, let syntax = Self.syntaxError(in: data) {
                return "the text is not valid JSON: \(syntax)"
            }
            var detail = Self.phrase(context.debugDescription)
            if let underlying = context.underlyingError {
                detail += " (\(Self.phrase(Self.describe(underlying))))"
            }
            return context.codingPath.isEmpty ? detail : "at \(Self.keyPath(context.codingPath)): \(detail)"
        @unknown default:
            return Self.phrase(String(describing: self))
        }
    }

    /// `book.ideas[0].title`; `the top level` for an empty path.
    static func keyPath(_ codingPath: [any CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "the top level" }
        var path = ""
        for key in codingPath {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return path
    }

    /// What is wrong with the syntax of `data` and where, or `nil` when it is valid JSON.
    private static func syntaxError(in data: Data) -> String? {
        JSONSyntax.firstError(in: data)?.description
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: String(describing: type)
        }
    }

    /// The decoder's own account of an underlying error: the debug
    /// description a `CocoaError` carries, else the error itself.
    private static func describe(_ error: any Error) -> String {
        (error as? CocoaError)?.userInfo["NSDebugDescription"] as? String ?? String(describing: error)
    }

    /// A sentence made into a phrase to embed: first letter lowercased, final period dropped.
    private static func phrase(_ sentence: String) -> String {
        var text = String(sentence.trimmingWhitespace())
        if text.hasSuffix(".") { text.removeLast() }
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
