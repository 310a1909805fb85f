#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the learner answered to one question.
///
/// Encoded as an object with one key: `{"option": 2}`, `{"options": [0, 2]}`
/// or `{"open": {"text": "…", "verdict": {…}}}`.
public enum Answer: Sendable, Hashable, Codable {
    /// One option, by its 0-based index, for an `mcq`.
    case option(Int)
    /// The options chosen, by index, for an `msq`: right only when exactly the correct set.
    case options(Set<Int>)
    /// A free answer to an `open` question, with the verdict of the app's
    /// evaluator, which reads the question's rubric.
    case open(text: String, verdict: OpenVerdict)

    private enum CodingKeys: String, CodingKey { case option, options, open }
    private enum OpenKeys: String, CodingKey { case text, verdict }

    /// Decodes an answer from its one key.
    ///
    /// - Throws: `DecodingError` when the object has none or several of the keys.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "an answer has exactly one of option, options, open"))
        }
        switch key {
        case .option: self = .option(try container.decode(Int.self, forKey: key))
        case .options: self = .options(Set(try container.decode([Int].self, forKey: key)))
        case .open:
            let open = try container.nestedContainer(keyedBy: OpenKeys.self, forKey: key)
            self = .open(text: try open.decode(String.self, forKey: .text),
                         verdict: try open.decode(OpenVerdict.self, forKey: .verdict))
        }
    }

    /// Encodes the answer as an object with its one key; options in ascending order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .option(let index): try container.encode(index, forKey: .option)
        case .options(let indices): try container.encode(indices.sorted(), forKey: .options)
        case .open(let text, let verdict):
            var open = container.nestedContainer(keyedBy: OpenKeys.self, forKey: .open)
            try open.encode(text, forKey: .text)
            try open.encode(verdict, forKey: .verdict)
        }
    }
}

/// The app's judgement of a free answer: right or wrong, and whatever its
/// evaluator wants to keep (scores, feedback), stored untouched.
public struct OpenVerdict: Sendable, Hashable, Codable {
    /// Whether the answer meets the rubric; a right answer earns the question's points.
    public var isCorrect: Bool
    /// The evaluator's own data, such as its feedback as JSON; the engine never reads it.
    public var evaluation: Data?

    /// Creates a verdict.
    public init(isCorrect: Bool, evaluation: Data? = nil) {
        self.isCorrect = isCorrect
        self.evaluation = evaluation
    }
}
