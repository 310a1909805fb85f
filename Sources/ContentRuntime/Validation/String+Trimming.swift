extension String {
    /// The text without leading and trailing whitespace: how options and list
    /// items are compared (ignoring case too) by the compiler and the loader.
    package func trimmingWhitespace() -> Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return self[start..<max(start, end)]
    }
}
