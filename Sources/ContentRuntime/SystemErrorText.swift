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

/// A file operation's error in words, the same on every platform: the system's
/// own text for its error number (`strerror`, "Permission denied"), after the
/// path it concerns when that is not already named.
///
/// FileManager and `Data` throw a `CocoaError` holding the path and the
/// `POSIXError` beneath it; our own descriptor code throws the `POSIXError`
/// alone. Any other error is described by its own `description`. The path is
/// shown as given, not escaped: whoever prints the message escapes it with
/// the rest (`PrintableText`). It lives in the runtime so that the runtime's
/// own file errors (``ProgressStore``) read as the compiler's do.
package enum SystemErrorText {
    /// `error` as "path: reason", or the reason alone when the error names no
    /// path or names `shownPath`, which the message shows already.
    package static func describing(_ error: any Error, besides shownPath: String? = nil) -> String {
        let reason = reason(of: error)
        guard let path = (error as? CocoaError)?.filePath, !path.isEmpty, path != shownPath else { return reason }
        return path + ": " + reason
    }

    /// Why `error` happened, without a path: `strerror`'s text for the
    /// error number beneath it, a plain text for a file error that has none,
    /// else the error's own description.
    package static func reason(of error: any Error) -> String {
        if let posix = error as? POSIXError { return text(ofErrorNumber: posix.code.rawValue) }
        guard let cocoa = error as? CocoaError else { return String(describing: error) }
        if let posix = cocoa.underlying as? POSIXError { return text(ofErrorNumber: posix.code.rawValue) }
        return text(of: cocoa.code)
    }

    /// `strerror`'s text for `number`.
    package static func text(ofErrorNumber number: Int32) -> String {
        String(cString: strerror(number))
    }

    /// A file error that came with no error number beneath it.
    private static func text(of code: CocoaError.Code) -> String {
        switch code {
        case .fileNoSuchFile, .fileReadNoSuchFile: text(ofErrorNumber: ENOENT)
        case .fileReadNoPermission, .fileWriteNoPermission: text(ofErrorNumber: EACCES)
        case .fileWriteFileExists: text(ofErrorNumber: EEXIST)
        case .fileWriteOutOfSpace: text(ofErrorNumber: ENOSPC)
        case .fileWriteVolumeReadOnly: text(ofErrorNumber: EROFS)
        case .fileReadTooLarge: text(ofErrorNumber: EFBIG)
        case .fileReadInvalidFileName, .fileWriteInvalidFileName: "the file name is not valid"
        case .fileReadCorruptFile: "the file is damaged or not in the expected format"
        case .fileReadInapplicableStringEncoding, .fileWriteInapplicableStringEncoding:
            "the text is not in the expected encoding"
        case .fileLocking: "the file is locked"
        default: "file error \(code.rawValue)"
        }
    }
}
