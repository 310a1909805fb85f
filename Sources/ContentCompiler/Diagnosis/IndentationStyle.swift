import YAML

/// How a file indents what is under a key, read from its own lines: how far
/// right of a key the `-` of its list's items stand (0 for `key:` with the
/// items below it in the same column, usually 2), and how far its nested keys.
///
/// When two lines disagree and nothing else tells which is out of line, the
/// one that follows the file's own habit is taken as right. A habit is a step
/// taken at least twice and more often than any other; the lines in question
/// are among those counted, so one line alone never makes a habit.
struct IndentationStyle {
    /// The usual distance from a key to the `-` of its items, if the file has lists.
    let listStep: Int?
    /// The usual distance from a key to its nested keys, if the file has nested mappings.
    let mappingStep: Int?

    /// Reads the habit from every `key:` line with nothing after it and the line below it.
    init(_ lines: SourceLines) {
        var listSteps: [Int: Int] = [:]
        var mappingSteps: [Int: Int] = [:]
        var previous: SourceLine?
        for number in 1...max(lines.count, 1) {
            guard let line = SourceLine(number, in: lines), !line.isBlankOrComment else { continue }
            defer { previous = line }
            guard let above = previous, let key = above.leadingKey, above.valueColumn == nil else { continue }
            let step = line.firstColumn - key.column
            if line.startsWithDash, step >= 0 {
                listSteps[step, default: 0] += 1
            } else if line.leadingKey != nil, step > 0 {
                mappingSteps[step, default: 0] += 1
            }
        }
        // A habit is a step taken at least twice, and more often than any other.
        func usual(_ counts: [Int: Int]) -> Int? {
            let sorted = counts.sorted { $0.value > $1.value }
            guard let first = sorted.first, first.value >= 2, sorted.dropFirst().first?.value != first.value else {
                return nil
            }
            return first.key
        }
        listStep = usual(listSteps)
        mappingStep = usual(mappingSteps)
    }
}
