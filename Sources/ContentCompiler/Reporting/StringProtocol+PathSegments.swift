extension StringProtocol {
    /// The parts of a path between its `/`, as `split(separator: "/")` gives
    /// them. An ASCII path (nearly every path) is split on its bytes, where
    /// each character is one byte and the same parts come out far faster.
    func pathSegments(omittingEmpty: Bool) -> [Substring] {
        let path = Substring(self)
        guard path.utf8.allSatisfy({ $0 < 0x80 }) else {
            return path.split(separator: "/", omittingEmptySubsequences: omittingEmpty)
        }
        return path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: omittingEmpty).map { Substring($0) }
    }
}
