import YAML

/// A unified diff (as `diff -u` prints it) between two versions of a file
/// whose edits stay within lines, such as renamed keys: line N of the old text
/// is compared with line N of the new one.
public enum LineDiff {
    /// The diff, with `context` unchanged lines around each change, or an empty
    /// string when the texts are equal. Texts with different line counts are
    /// shown as one hunk that replaces every line.
    public static func unified(old: [UInt8], new: [UInt8], path: String, context: Int = 2) -> String {
        let oldLines = SourceLines(old), newLines = SourceLines(new)
        let before = (1...oldLines.count).map { oldLines[$0] ?? "" }
        let after = (1...newLines.count).map { newLines[$0] ?? "" }
        guard before != after else { return "" }
        var output = "--- \(path)\n+++ \(path)\n"
        guard before.count == after.count else {
            output += "@@ -1,\(before.count) +1,\(after.count) @@\n"
            output += before.map { "-\($0)\n" }.joined() + after.map { "+\($0)\n" }.joined()
            return output
        }
        let changed = before.indices.filter { before[$0] != after[$0] }
        // Changes closer than twice the context share a hunk.
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(before.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...range.upperBound
            } else {
                hunks.append(range)
            }
        }
        for hunk in hunks {
            output += "@@ -\(hunk.lowerBound + 1),\(hunk.count) +\(hunk.lowerBound + 1),\(hunk.count) @@\n"
            for index in hunk {
                if before[index] == after[index] {
                    output += " \(before[index])\n"
                } else {
                    output += "-\(before[index])\n+\(after[index])\n"
                }
            }
        }
        return output
    }
}
