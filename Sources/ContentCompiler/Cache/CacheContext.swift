import ContentRuntime
import Crypto
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything besides its own files that a folder's compiled result depends
/// on, as one digest: the compiler, how the run names and bounds files, the
/// rule settings, the project's learning policy and language. A cache entry made under
/// another context is never used.
///
/// The content version and the project's name are left out on purpose:
/// they appear only in the index and in each bundle's header, which the
/// build writes anew from cached bundles (see ``EncodedBundle``), so raising
/// the version costs no recompiling.
struct CacheContext: Sendable {
    /// The digest of the context's description.
    let digest: [UInt8]

    init(displayRoot: String, limits: ProjectLimits, configuration: RuleConfiguration, learning: LearningSource?,
         language: String) {
        var text = "contentc build cache \(BuildCache.formatVersion)\n"
        text += "compiler: \(Compiler.version) \(Self.executableIdentity)\n"
        text += "bundle format: \(FormatVersion.current)\n"
        text += "display root: \(displayRoot.utf8.count):\(displayRoot)\n"
        text += "limits: \(limits.maxDepth) \(limits.maxEntries) \(limits.maxTotalBytes)\n"
        for (code, setting) in configuration.settings.sorted(by: { $0.key < $1.key }) {
            text += "rule \(code): \(setting.level?.rawValue ?? "-") \(setting.parameter.map(String.init) ?? "-")\n"
        }
        text += "learning: \(Self.describe(learning))\n"
        text += "language: \(language.utf8.count):\(language)\n"
        // An array, not `Data`: building `Data` from a string's bytes looks up a
        // protocol conformance at run time, a cost every run would pay.
        digest = Array(SHA256.hash(data: Array(text.utf8)))
    }

    /// The learning policy as written, with where each value is: a book's
    /// diagnostics point at the project's thresholds.
    private static func describe(_ learning: LearningSource?) -> String {
        guard let learning else { return "none" }
        func located<Value>(_ value: Located<Value>?) -> String {
            value.map { "\($0.value)@\($0.mark)" } ?? "-"
        }
        return "\(learning.file.utf8.count):\(learning.file) @\(learning.mark) solid \(located(learning.solid)) "
            + "fragile \(located(learning.fragile)) review \(located(learning.reviewFragile)) \(located(learning.reviewSolid))"
    }

    /// The running program's file, as the system describes it: a rebuilt
    /// compiler (same version number, other code) is another compiler.
    private static let executableIdentity: String = {
        guard let path = RunningProgram.path, let stamp = FileStamp(atPath: path) else {
            return "unknown program"
        }
        return "\(path) \(stamp.device) \(stamp.inode) \(stamp.size) \(stamp.modified) \(stamp.changed)"
    }()
}
