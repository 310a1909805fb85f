@testable import ContentCompiler
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A name `readdir` gives is read where its entry holds it: an entry takes
/// only the bytes its name needs, and the last one of a listing's buffer may
/// end right before memory that cannot be read. Reading the room `dirent`
/// declares for the longest name, as a copy of the entry does, crashed the
/// walk of an output folder.
@Suite struct ListedNameTests {
    @Test func aShortEntryThatEndsBeforeUnreadableMemoryIsReadWithinItself() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        // Two pages: the entry at the very end of the first, the second made unreadable.
        guard let memory = mmap(nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              memory != MAP_FAILED else {
            Issue.record("cannot map two pages: \(String(cString: strerror(errno)))")
            return
        }
        defer { munmap(memory, 2 * page) }
        #expect(mprotect(memory + page, page, PROT_NONE) == 0)
        let name = Array("b1i1.yaml".utf8CString)
        let nameOffset = MemoryLayout<dirent>.offset(of: \.d_name)!
        // The entry's header and name, ending with the name's NUL at the page's last byte.
        let entry = memory + page - nameOffset - name.count
        memset(entry, 0, nameOffset)
        name.withUnsafeBytes { bytes in (entry + nameOffset).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count) }
        let listed = ListedName.bytes(of: entry.assumingMemoryBound(to: dirent.self))
        #expect(String(decoding: UnsafeRawBufferPointer(listed), as: UTF8.self) == "b1i1.yaml")
        #expect(listed.count == name.count - 1)
        // `dirent` declares far more room than this entry has: a copy would read into the unreadable page.
        #expect(MemoryLayout<dirent>.size > nameOffset + name.count)
    }
}
