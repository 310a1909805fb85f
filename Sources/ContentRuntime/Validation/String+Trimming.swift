extension String {
    /// The text without leading and trailing whitespace: how options and list
    /// items are compared (ignoring case too) by the compiler and the loader.
    package func trimmingWhitespace() -> Substring {
        // Text that starts and ends with a printable ASCII character other than
        // a space, as most does, has nothing to trim: such a byte always starts a
        // character of its own, or ends one that starts with another non-space.
        // A native string's bytes are read in place (`first` and `last` of its
        // UTF-8 view would each walk the view's indices).
        let isPlainAtBothEnds = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let first = bytes.first, let last = bytes.last else { return false }
            return first > 0x20 && first < 0x7F && last > 0x20 && last < 0x7F
        } ?? {
            guard let first = utf8.first, let last = utf8.last else { return false }
            return first > 0x20 && first < 0x7F && last > 0x20 && last < 0x7F
        }()
        if isPlainAtBothEnds { return self[...] }
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return self[start..<max(start, end)]
    }
}
