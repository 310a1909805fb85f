extension SourceLines {
    /// The text of some lines of a file as editors and GitHub count lines:
    /// only `\n`, `\r\n` and a lone `\r` end a line, so NEL (U+0085), LINE
    /// SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029) stay in the text
    /// of their line. A file holding one of these is refused at the first,
    /// located as editors count lines (see ``HiddenLineBreak``), and its
    /// line is shown so: whole, with the character where the caret points.
    ///
    /// - Parameters:
    ///   - numbers: 1-based line numbers, as editors show them.
    ///   - bytes: The file's contents.
    /// - Returns: The text of each line asked for that the file has, without
    ///   its line break; a leading byte-order mark is left out of line 1, and
    ///   each broken UTF-8 sequence becomes one U+FFFD, as ``line(_:)`` does.
    public static func linesAsEditorsCount(_ numbers: Set<Int>, of bytes: some Collection<UInt8>) -> [Int: String] {
        guard let last = numbers.max(), last >= 1 else { return [:] }
        let bytes = Array(bytes)
        var found: [Int: String] = [:]
        bytes.withUnsafeBufferPointer { buffer in
            var lineStart = TextUnits.hasByteOrderMark(buffer) ? 3 : 0
            var number = 1
            func keep(_ end: Int) {
                if numbers.contains(number) { found[number] = text(UnsafeBufferPointer(rebasing: buffer[lineStart..<end])) }
            }
            // A line feed or carriage return byte is never part of a longer UTF-8 sequence.
            var offset = lineStart
            while offset < buffer.count {
                let byte = buffer[offset]
                guard byte == 0x0A || byte == 0x0D else {
                    offset += 1
                    continue
                }
                keep(offset)
                offset += byte == 0x0D && offset + 1 < buffer.count && buffer[offset + 1] == 0x0A ? 2 : 1
                lineStart = offset
                number += 1
                if number > last { return }
            }
            keep(buffer.count)
        }
        return found
    }
}
