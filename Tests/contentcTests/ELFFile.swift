/// Just enough of a 64-bit little-endian ELF file to list its `DT_NEEDED` entries.
enum ELFFile {
    struct Unreadable: Error {}

    /// The names in the dynamic section's `DT_NEEDED` entries, in order.
    static func neededLibraries(of bytes: [UInt8]) throws -> [String] {
        func integer(_ offset: Int, _ size: Int) throws -> Int {
            guard offset >= 0, size <= 8, offset + size <= bytes.count else { throw Unreadable() }
            var value: UInt64 = 0
            for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
            guard value <= UInt64(Int.max) else { throw Unreadable() }
            return Int(value)
        }
        guard bytes.count >= 64, bytes[0..<4].elementsEqual([0x7F, 0x45, 0x4C, 0x46]), bytes[4] == 2, bytes[5] == 1 else {
            throw Unreadable()
        }
        let sectionTable = try integer(0x28, 8), sectionSize = try integer(0x3A, 2), sectionCount = try integer(0x3C, 2)
        guard sectionSize >= 64, sectionCount <= 65_535 else { throw Unreadable() }
        func section(_ index: Int) throws -> (type: Int, offset: Int, size: Int, link: Int) {
            let base = sectionTable + index * sectionSize
            return (try integer(base + 4, 4), try integer(base + 0x18, 8), try integer(base + 0x20, 8), try integer(base + 0x28, 4))
        }
        var names: [String] = []
        for index in 0..<sectionCount {
            let dynamic = try section(index)
            guard dynamic.type == 6 else { continue }  // SHT_DYNAMIC
            let strings = try section(dynamic.link)
            for entry in stride(from: dynamic.offset, to: dynamic.offset + dynamic.size, by: 16) {
                let tag = try integer(entry, 8)
                if tag == 0 { break }  // DT_NULL
                guard tag == 1 else { continue }  // DT_NEEDED
                let start = strings.offset + (try integer(entry + 8, 8))
                guard start < strings.offset + strings.size, start < bytes.count else { throw Unreadable() }
                let end = bytes[start...].firstIndex(of: 0) ?? bytes.count
                names.append(String(decoding: bytes[start..<end], as: UTF8.self))
            }
        }
        return names
    }

    /// A minimal ELF file whose dynamic section needs `libraries`: a header, a
    /// string table, a dynamic section and a table of three section headers.
    static func sample(needing libraries: [String]) -> [UInt8] {
        func little(_ value: Int, _ size: Int) -> [UInt8] { (0..<size).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        var strings: [UInt8] = [0]
        var offsets: [Int] = []
        for library in libraries {
            offsets.append(strings.count)
            strings += Array(library.utf8) + [0]
        }
        var dynamic: [UInt8] = []
        for offset in offsets { dynamic += little(1, 8) + little(offset, 8) }
        dynamic += little(0, 16)
        let stringsAt = 64, dynamicAt = stringsAt + strings.count, tableAt = dynamicAt + dynamic.count
        var header: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1] + [UInt8](repeating: 0, count: 57)
        header.replaceSubrange(0x28..<0x30, with: little(tableAt, 8))
        header.replaceSubrange(0x3A..<0x3C, with: little(64, 2))
        header.replaceSubrange(0x3C..<0x3E, with: little(3, 2))
        func sectionHeader(type: Int, offset: Int, size: Int, link: Int) -> [UInt8] {
            var row = [UInt8](repeating: 0, count: 64)
            row.replaceSubrange(4..<8, with: little(type, 4))
            row.replaceSubrange(0x18..<0x20, with: little(offset, 8))
            row.replaceSubrange(0x20..<0x28, with: little(size, 8))
            row.replaceSubrange(0x28..<0x2C, with: little(link, 4))
            return row
        }
        return header + strings + dynamic + sectionHeader(type: 0, offset: 0, size: 0, link: 0)
            + sectionHeader(type: 3, offset: stringsAt, size: strings.count, link: 0)
            + sectionHeader(type: 6, offset: dynamicAt, size: dynamic.count, link: 1)
    }
}
