/// What a bundle holds.
public enum BundleKind: String, Sendable, Codable, CaseIterable {
    case book, course
}

/// The envelope every bundle starts with.
///
/// Readers decode this first and refuse a `formatVersion` of another major.
public struct BundleHeader: Sendable, Hashable, Codable {
    /// Always ``BundleHeader/bundleFormat``.
    public var format: String
    public var formatVersion: FormatVersion
    /// The content's semantic version, from contentc.yaml.
    public var contentVersion: String
    public var kind: BundleKind
    /// The book's or course's id.
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
    public var header: BundleHeader
    public var book: Book

    /// Creates a bundle.
    public init(header: BundleHeader, book: Book) {
        self.header = header
        self.book = book
    }

    private enum CodingKeys: String, CodingKey { case book }

    public init(from decoder: any Decoder) throws {
        header = try BundleHeader(from: decoder)
        book = try decoder.container(keyedBy: CodingKeys.self).decode(Book.self, forKey: .book)
    }

    public func encode(to encoder: any Encoder) throws {
        try header.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(book, forKey: .book)
    }
}

/// A course bundle: the envelope and, under `course`, the course.
public struct CourseBundle: Sendable, Hashable, Codable {
    public var header: BundleHeader
    public var course: Course

    /// Creates a bundle.
    public init(header: BundleHeader, course: Course) {
        self.header = header
        self.course = course
    }

    private enum CodingKeys: String, CodingKey { case course }

    public init(from decoder: any Decoder) throws {
        header = try BundleHeader(from: decoder)
        course = try decoder.container(keyedBy: CodingKeys.self).decode(Course.self, forKey: .course)
    }

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
        public var id: String
        public var kind: BundleKind
        public var title: String
        /// The path relative to the folder holding index.json, with `/` separators.
        public var file: String
        public var contentVersion: String
        /// The SHA-256 of the file's bytes, lowercase hex.
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
    public var formatVersion: FormatVersion
    /// The content project's name, from contentc.yaml.
    public var name: String
    public var contentVersion: String
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
