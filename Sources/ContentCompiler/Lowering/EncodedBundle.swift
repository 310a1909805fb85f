import ContentRuntime
import Crypto
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One bundle as encoded, with where its header's `contentVersion` value sits,
/// so that the same bundle at another content version is these bytes with
/// that one value replaced: a build that raises only the version rewrites the
/// headers of cached bundles instead of compiling them again.
///
/// The value is found as the canonical form lays it out: the header's members
/// are the bundle's top-level members, each on a line of its own indented by
/// two spaces, and nothing else in the file starts a line with two spaces and
/// a quote (nested members are indented further, and strings hold no raw line
/// breaks). As the payload's key `book` sorts before `contentVersion` and
/// `course` after it, the value is searched for from the end of a book
/// bundle and from the start of a course bundle.
struct EncodedBundle: Sendable {
    var kind: BundleKind
    var id: String
    var title: String
    /// The bundle's canonical bytes, at ``contentVersion``; empty once the
    /// bundle was written and let go (``withoutBytes()``).
    var data: Data
    /// How many bytes the bundle has, as the index gives it (kept when the bytes are let go).
    var byteCount: Int
    /// The SHA-256 of ``data``, as the index gives it.
    var sha256: String
    var contentVersion: String
    /// Where the quoted `contentVersion` value is in ``data``; `nil` when the
    /// version is written with escapes, and the bundle stays at its version.
    var versionRange: Range<Int>?
    /// The SHA-256 state after the bytes before ``versionRange``, for a
    /// bundle encoded in this build: the digest of the same bundle at
    /// another version then costs only the bytes from the version on
    /// (``sha256(carriedTo:)``), a few dozen for a book.
    private var digestBeforeVersion: DigestState?

    /// The bundle's path inside the output folder.
    var path: String { Self.path(kind: kind, id: id) }

    static func path(kind: BundleKind, id: String) -> String {
        "\(kind == .book ? "books" : "courses")/\(id).json"
    }

    /// The encoded bundle, with its version's place found (``versionRange``).
    init(kind: BundleKind, id: String, title: String, data: Data, contentVersion: String) {
        let versionRange = Self.findVersion(contentVersion, in: data, kind: kind)
        var hasher = SHA256()
        var beforeVersion: DigestState?
        data.withUnsafeBytes { bytes in
            let split = versionRange?.lowerBound ?? bytes.count
            hasher.update(bufferPointer: UnsafeRawBufferPointer(rebasing: bytes[..<split]))
            if versionRange != nil { beforeVersion = DigestState(hasher: hasher) }
            hasher.update(bufferPointer: UnsafeRawBufferPointer(rebasing: bytes[split...]))
        }
        self.init(kind: kind, id: id, title: title, data: data, sha256: BundleDigest.hexadecimal(hasher.finalize()),
                  contentVersion: contentVersion, versionRange: versionRange)
        digestBeforeVersion = beforeVersion
    }

    init(kind: BundleKind, id: String, title: String, data: Data, sha256: String, contentVersion: String, versionRange: Range<Int>?) {
        self.kind = kind
        self.id = id
        self.title = title
        self.data = data
        byteCount = data.count
        self.sha256 = sha256
        self.contentVersion = contentVersion
        self.versionRange = versionRange
    }

    /// A bundle whose bytes are elsewhere (in the build cache) and not read yet.
    init(kind: BundleKind, id: String, title: String, byteCount: Int, sha256: String, contentVersion: String,
         versionRange: Range<Int>?) {
        self.init(kind: kind, id: id, title: title, data: Data(), sha256: sha256, contentVersion: contentVersion,
                  versionRange: versionRange)
        self.byteCount = byteCount
    }

    /// Whether ``data`` holds the bundle's bytes (not let go, nor left unread).
    var hasBytes: Bool { data.count == byteCount }

    /// The bundle with `data` as its bytes, when they are the bytes its
    /// digest and size name and its version is where ``versionRange`` says;
    /// `nil` for any other bytes.
    func reading(_ data: Data) -> EncodedBundle? {
        guard data.count == byteCount, BundleDigest.sha256(of: data) == sha256 else { return nil }
        var bundle = self
        bundle.data = data
        return bundle.isConsistent ? bundle : nil
    }

    /// What the index needs of the bundle, without its bytes: a bundle
    /// written out and let go.
    func withoutBytes() -> EncodedBundle {
        var bundle = self
        bundle.data = Data()
        bundle.versionRange = nil
        bundle.digestBeforeVersion = nil
        return bundle
    }

    /// Whether the bytes at ``versionRange`` hold ``contentVersion``, as they
    /// do in a bundle made by ``init(kind:id:title:data:contentVersion:)``.
    var isConsistent: Bool {
        guard let versionRange else { return true }
        guard let quoted = Self.quoted(contentVersion), versionRange.lowerBound >= 0,
              versionRange.upperBound <= data.count else { return false }
        return data[data.startIndex + versionRange.lowerBound..<data.startIndex + versionRange.upperBound].elementsEqual(quoted)
    }

    /// The same bundle at `version`, or `nil` when either version's JSON
    /// string needs escapes (then it must be encoded again).
    func carried(to version: String) -> EncodedBundle? {
        guard version != contentVersion else { return self }
        guard let versionRange, let quoted = Self.quoted(version) else { return nil }
        let data = Self.replacing(versionRange, in: data, with: quoted)
        return EncodedBundle(kind: kind, id: id, title: title, data: data, sha256: BundleDigest.sha256(of: data), contentVersion: version,
                             versionRange: versionRange.lowerBound..<versionRange.lowerBound + quoted.count)
    }

    /// The SHA-256 the bundle would have with its header's `contentVersion`
    /// set to `version`, as the index gives it; `nil` when either version's
    /// JSON string needs escapes.
    func sha256(carriedTo version: String) -> String? {
        guard version != contentVersion else { return sha256 }
        guard let versionRange, let quoted = Self.quoted(version) else { return nil }
        guard var hasher = digestBeforeVersion?.hasher else {
            return BundleDigest.sha256(of: Self.replacing(versionRange, in: data, with: quoted))
        }
        hasher.update(data: quoted)
        data.withUnsafeBytes { hasher.update(bufferPointer: UnsafeRawBufferPointer(rebasing: $0[versionRange.upperBound...])) }
        return BundleDigest.hexadecimal(hasher.finalize())
    }

    /// `data` with the bytes at `range` (offsets from its start) replaced by `quoted`.
    private static func replacing(_ range: Range<Int>, in data: Data, with quoted: [UInt8]) -> Data {
        var data = data
        data.replaceSubrange(data.startIndex + range.lowerBound..<data.startIndex + range.upperBound, with: quoted)
        return data
    }

    /// Where the quoted `version` is the value of the top-level `contentVersion` member of `data`, a bundle of `kind`.
    private static func findVersion(_ version: String, in data: Data, kind: BundleKind) -> Range<Int>? {
        guard let quoted = quoted(version) else { return nil }
        let needle = Array("\n  \"contentVersion\": ".utf8) + quoted
        let start = data.withUnsafeBytes { bytes -> Int? in
            guard bytes.count >= needle.count else { return nil }
            return needle.withUnsafeBytes { needle in
                let starts = 0...(bytes.count - needle.count)
                let isNeedle = { start in memcmp(bytes.baseAddress! + start, needle.baseAddress!, needle.count) == 0 }
                return kind == .book ? starts.reversed().first(where: isNeedle) : starts.first(where: isNeedle)
            }
        }
        guard let start else { return nil }
        let valueStart = start + needle.count - quoted.count
        return valueStart..<valueStart + quoted.count
    }

    /// `text` as a canonical JSON string, for a text that needs no escapes
    /// (no quote, backslash or control character), else `nil`.
    static func quoted(_ text: String) -> [UInt8]? {
        let bytes = Array(text.utf8)
        guard !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return nil }
        return [UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\"")]
    }
}

/// A SHA-256 state to go on from. `SHA256` is a value whose state is copied
/// before a copy of it changes, but its module does not mark it `Sendable`.
private struct DigestState: @unchecked Sendable {
    var hasher: SHA256
}
