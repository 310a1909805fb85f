/// A bundle format version, `MAJOR.MINOR`.
///
/// A minor bump only adds optional fields, so a reader accepts any minor of
/// its own major. A major bump is a breaking change and is refused.
public struct FormatVersion: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The major version: readers refuse a major they do not know.
    public var major: Int
    /// The minor version: readers accept any.
    public var minor: Int

    /// Creates a version.
    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// Parses `MAJOR.MINOR`, or returns `nil` when `text` is not of that form.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
              let major = Int(parts[0]), let minor = Int(parts[1]), major >= 0, minor >= 0
        else { return nil }
        self.init(major: major, minor: minor)
    }

    /// The version this library writes and reads: 1.1, which added tier coins,
    /// a course's `progression` and a book's learning policy to 1.0. Bundles
    /// of 1.0 load with the defaults of what they lack.
    public static let current = FormatVersion(major: 1, minor: 1)

    /// Whether a reader of `current` can read a bundle of this version.
    public var isReadable: Bool { major == Self.current.major }

    /// `MAJOR.MINOR`, such as `1.0`: the form bundles and indexes carry.
    public var description: String { "\(major).\(minor)" }

    /// Orders versions by major, then minor: `1.2` < `1.10` < `2.0`.
    public static func < (lhs: FormatVersion, rhs: FormatVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    /// Decodes a version from its JSON string, `MAJOR.MINOR`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the string is not of that
    ///   form, or `DecodingError` when the value is not a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let version = FormatVersion(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "format version \"\(text)\" is not of the form MAJOR.MINOR")
        }
        self = version
    }

    /// Encodes the version as the JSON string `MAJOR.MINOR`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
