/// Personal names in display order.
enum PersonName {
    /// "Chabon, Michael" → "Michael Chabon". Names with no comma, or with more
    /// than one ("Smith, John, 1950-"), keep what precedes the second comma,
    /// inverted; a name that cannot be read as "Last, First" is kept as written.
    static func direct(_ inverted: String) -> String {
        let parts = inverted.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingSpaces() }
        guard parts.count >= 2, !parts[0].isEmpty, !parts[1].isEmpty else { return inverted }
        return "\(parts[1]) \(parts[0])"
    }
}
