/// What a bundle holds.
public enum BundleKind: String, Sendable, Codable, CaseIterable {
    /// A ``BookBundle``, written to `books/<id>.json`.
    case book
    /// A ``CourseBundle``, written to `courses/<id>.json`.
    case course
}

/// The envelope every bundle starts with.
///
/// Readers decode this first and refuse a `formatVersion` of another major.
public struct BundleHeader: Sendable, Hashable, Codable {
    /// Always ``BundleHeader/bundleFormat``.
    public var format: String
    /// The version of the bundle format, `MAJOR.MINOR`; a loaded bundle's major
    /// is always that of ``FormatVersion/current``.
    public var formatVersion: FormatVersion
    /// The content's semantic version, from contentc.yaml, such as `1.4.0`:
    /// the same in every bundle of one build and in its index.
    public var contentVersion: String
    /// What the bundle holds: the payload is under the key `book` or `course`.
    public var kind: BundleKind
    /// The book's or course's id (its slug); the payload's `id` is the same.
    public var id: String
    /// The compiler that wrote the bundle, such as `contentc 0.1.0`.
    public var compiler: String

    /// The `format` value of every bundle.
    public static let bundleFormat = "contentc.bundle"

    /// Creates a header.
    public init(format: String = BundleHeader.bundleFormat, formatVersion: FormatVersion = .current,
                contentVersion: String, kind: BundleKind, id: String, compiler: String) {
        self.format = format
        self.formatVersion = formatVersion
        self.contentVersion = contentVersion
        self.kind = kind
        self.id = id
        self.compiler = compiler
    }
}

/// A book bundle: the envelope and, under `book`, the book.
public struct BookBundle: Sendable, Hashable, Codable {
    /// The envelope: format, versions, kind (`book`), id and compiler.
    public var header: BundleHeader
    /// The book; its id is the header's.
    public var book: Book

    /// Creates a bundle.
    public init(header: BundleHeader, book: Book) {
        self.header = header
        self.book = book
    }

    private enum CodingKeys: String, CodingKey { case book }

    /// Decodes a bundle from its one JSON object: the envelope's keys beside `book`.
    ///
    /// This reads the keys only; checking `format`, the version's major and
    /// the ids is left to ``ContentLibrary``, which does it before decoding.
    ///
    /// - Throws: `DecodingError` when a key is missing or holds a value of the wrong type.
    public init(from decoder: any Decoder) throws {
        header = try BundleHeader(from: decoder)
        book = try decoder.container(keyedBy: CodingKeys.self).decode(Book.self, forKey: .book)
    }

    /// Encodes the bundle as one JSON object: the envelope's keys beside `book`.
    ///
    /// - Throws: `EncodingError` if a value has no JSON form (a non-finite number).
    public func encode(to encoder: any Encoder) throws {
        try header.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(book, forKey: .book)
    }
}

/// A course bundle: the envelope and, under `course`, the course.
public struct CourseBundle: Sendable, Hashable, Codable {
    /// The envelope: format, versions, kind (`course`), id and compiler.
    public var header: BundleHeader
    /// The course; its id is the header's.
    public var course: Course

    /// Creates a bundle.
    public init(header: BundleHeader, course: Course) {
        self.header = header
        self.course = course
    }

    private enum CodingKeys: String, CodingKey { case course }

    /// Decodes a bundle from its one JSON object: the envelope's keys beside `course`.
    ///
    /// This reads the keys only; checking `format`, the version's major and
    /// the ids is left to ``ContentLibrary``, which does it before decoding.
    ///
    /// - Throws: `DecodingError` when a key is missing or holds a value of the wrong type.
    public init(from decoder: any Decoder) throws {
        header = try BundleHeader(from: decoder)
        course = try decoder.container(keyedBy: CodingKeys.self).decode(Course.self, forKey: .course)
    }

    /// Encodes the bundle as one JSON object: the envelope's keys beside `course`.
    ///
    /// - Throws: `EncodingError` if a value has no JSON form (a non-finite number).
    public func encode(to encoder: any Encoder) throws {
        try header.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(course, forKey: .course)
    }
}

/// `index.json`: every bundle of an output folder, with its hash.
public struct BundleIndex: Sendable, Hashable, Codable {
    /// One bundle file.
    public struct Entry: Sendable, Hashable, Codable {
        /// The book's or course's id, as in the bundle's header; unique among
        /// the index's bundles of its kind.
        public var id: String
        /// Whether the file holds a book or a course.
        public var kind: BundleKind
        /// The book's or course's title, to list content without opening the file.
        public var title: String
        /// The path relative to the folder holding index.json, with `/` separators,
        /// such as `books/meditations.json`.
        public var file: String
        /// The content's semantic version stamped into the file, such as `1.4.0`:
        /// the same as the index's ``BundleIndex/contentVersion``.
        public var contentVersion: String
        /// The SHA-256 of the file's bytes: 64 lowercase hexadecimal digits, as
        /// ``BundleDigest/sha256(of:)`` computes it.
        public var sha256: String
        /// The file's size in bytes.
        public var bytes: Int

        /// Creates an entry.
        public init(id: String, kind: BundleKind, title: String, file: String,
                    contentVersion: String, sha256: String, bytes: Int) {
            self.id = id
            self.kind = kind
            self.title = title
            self.file = file
            self.contentVersion = contentVersion
            self.sha256 = sha256
            self.bytes = bytes
        }
    }

    /// Always ``BundleIndex/indexFormat``.
    public var format: String
    /// The version of the format, `MAJOR.MINOR`, shared with the bundles; a
    /// loaded index's major is always that of ``FormatVersion/current``.
    public var formatVersion: FormatVersion
    /// The content project's name, from contentc.yaml.
    public var name: String
    /// The content's semantic version, from contentc.yaml, such as `1.4.0`:
    /// the version of every bundle listed.
    public var contentVersion: String
    /// The compiler that wrote the folder, such as `contentc 0.1.0`.
    public var compiler: String
    /// Books first, then courses, each sorted by id.
    public var bundles: [Entry]

    /// The `format` value of an index.
    public static let indexFormat = "contentc.index"

    /// Creates an index.
    public init(format: String = BundleIndex.indexFormat, formatVersion: FormatVersion = .current,
                name: String, contentVersion: String, compiler: String, bundles: [Entry]) {
        self.format = format
        self.formatVersion = formatVersion
        self.name = name
        self.contentVersion = contentVersion
        self.compiler = compiler
        self.bundles = bundles
    }
}
