import Foundation
import Testing

/// The libraries the built `contentc` asks the dynamic loader for, read from
/// its ELF file: Foundation proper, with its ICU data, is not one of them
/// (FoundationEssentials is enough, and starts in a fraction of the time).
/// One `import Foundation` in any module `contentc` links brings it back.
@Suite struct LinkedLibrariesTests {
    #if os(Linux)
    @Test func contentcNeedsNeitherFoundationNorICU() throws {
        let needed = try ELFFile.neededLibraries(of: Array(Data(contentsOf: CommandRunner.binary)))
        #expect(needed.contains { $0.hasPrefix("libc.so") }, "\(needed)")
        for library in ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"] {
            #expect(!needed.contains(library), "contentc links \(library): \(needed)")
        }
    }
    #endif

    @Test func theNeededListIsReadFromTheDynamicSection() throws {
        let file = ELFFile.sample(needing: ["libFoundation.so", "libc.so.6"])
        #expect(try ELFFile.neededLibraries(of: file) == ["libFoundation.so", "libc.so.6"])
        #expect(throws: ELFFile.Unreadable.self) { try ELFFile.neededLibraries(of: Array(file.prefix(40))) }
        #expect(throws: ELFFile.Unreadable.self) { try ELFFile.neededLibraries(of: Array("#!/bin/sh\n".utf8)) }
    }
}
