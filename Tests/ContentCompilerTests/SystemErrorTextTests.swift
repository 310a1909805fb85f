import ContentCompiler
import ContentTestSupport
import Foundation
import Testing
import ContentRuntime

/// File errors in words: the path the error concerns and the system's text for
/// its error number, from what FileManager and `Data` really throw.
@Suite struct SystemErrorTextTests {
    @Test func aMissingFileIsNamedWithTheSystemsReason() throws {
        let folder = try TemporaryFolder()
        let missing = folder.path("missing/file.json").path
        do {
            try FileManager.default.removeItem(atPath: missing)
            Issue.record("removing a missing file succeeded")
        } catch {
            #expect(SystemErrorText.describing(error) == missing + ": No such file or directory")
            #expect(SystemErrorText.describing(error, besides: missing) == "No such file or directory")
            #expect(SystemErrorText.reason(of: error) == "No such file or directory")
        }
    }

    @Test func aFolderThatCannotBeMadeNamesWhereItFailed() throws {
        let folder = try TemporaryFolder()
        let file = folder.path("file")
        try Data("x".utf8).write(to: file)
        let inside = file.appendingPathComponent("a/b").path
        do {
            try FileManager.default.createDirectory(atPath: inside, withIntermediateDirectories: true)
            Issue.record("a folder was made inside a file")
        } catch {
            let described = SystemErrorText.describing(error, besides: inside)
            #expect(described.hasSuffix(": Not a directory"), "\(described)")
            #expect(described.hasPrefix(file.path), "\(described)")
        }
    }

    @Test func writingIntoAMissingFolderFails() throws {
        let folder = try TemporaryFolder()
        let target = folder.path("nowhere/out.json")
        do {
            try Data("{}".utf8).write(to: target)
            Issue.record("a file was written into a missing folder")
        } catch {
            #expect(SystemErrorText.reason(of: error) == "No such file or directory")
            #expect(SystemErrorText.describing(error).contains("nowhere/out.json"))
        }
    }

    @Test func errorsWithoutAnErrorNumberOrAPath() {
        #expect(SystemErrorText.reason(of: POSIXError(.EACCES)) == "Permission denied")
        #expect(SystemErrorText.describing(POSIXError(.ENOSPC)) == "No space left on device")
        #expect(SystemErrorText.describing(CocoaError(.fileWriteOutOfSpace)) == "No space left on device")
        #expect(SystemErrorText.describing(CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: "a.json"]))
                == "a.json: the file is damaged or not in the expected format")
        #expect(SystemErrorText.describing(CocoaError(.featureUnsupported)) == "file error \(CocoaError.Code.featureUnsupported.rawValue)")
        struct Refusal: Error, CustomStringConvertible { var description: String { "not a book" } }
        #expect(SystemErrorText.describing(Refusal()) == "not a book")
    }
}
