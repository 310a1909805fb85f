@testable import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// What a path leads to, and the running program's file, against what
/// Foundation says of the same paths.
@Suite struct PathKindTests {
    @Test func foldersFilesLinksAndNothing() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.path("sub"), withIntermediateDirectories: false)
        try Data("x".utf8).write(to: folder.path("file"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("to-sub").path, withDestinationPath: "sub")
        try FileManager.default.createSymbolicLink(atPath: folder.path("to-file").path, withDestinationPath: "file")
        try FileManager.default.createSymbolicLink(atPath: folder.path("dangling").path, withDestinationPath: "nowhere")
        let expected: [(String, PathKind)] = [
            ("sub", .folder), ("to-sub", .folder), ("file", .other), ("to-file", .other),
            ("dangling", .absent), ("missing", .absent), ("file/inside", .absent),
        ]
        for (name, kind) in expected {
            let path = folder.path(name).path
            #expect(PathKind(atPath: path) == kind, "\(name)")
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            #expect(PathKind(atPath: path) == (!exists ? .absent : isDirectory.boolValue ? .folder : .other), "\(name)")
        }
        #expect(PathKind(atPath: "/dev/null") == .other)
    }

    @Test func theRunningProgramIsTheMainBundlesExecutable() throws {
        let path = try #require(RunningProgram.path)
        #expect(path == Bundle.main.executableURL?.path)
        #expect(path.hasPrefix("/"))
        #expect(FileManager.default.isExecutableFile(atPath: path))
    }
}
