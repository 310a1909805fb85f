/// Plain-words messages and fixes for libyaml's most common syntax errors.
///
/// libyaml describes what its scanner saw ("found character that cannot start
/// any token"); authors need to know what they wrote wrong. The original
/// wording stays in the message so it can still be searched for.
enum SyntaxHints {
    /// A message and an optional hint for a libyaml scanner or parser problem.
    ///
    /// - Parameters:
    ///   - problem: libyaml's problem text.
    ///   - character: The character at the problem's position, when known.
    static func explain(problem: String, character: Unicode.Scalar?) -> (message: String, hint: String?) {
        if problem.contains("tab character") || (character == "\t" && problem.contains("cannot start any token")) {
            return ("a tab character is used for indentation (\(problem))",
                    "YAML indents with spaces only: replace the tab with spaces")
        }
        if problem.contains("cannot start any token"), let character {
            switch character {
            case "@", "`":
                return ("'\(character)' cannot start an unquoted value (\(problem))",
                        "put the value in quotes: \"\(character)…\"")
            case "%":
                return ("'%' cannot start an unquoted value here (\(problem))",
                        "put the value in quotes")
            default:
                return (problem, nil)
            }
        }
        if problem.contains("mapping values are not allowed") {
            return (problem,
                    "a value that contains ': ' must be quoted, for example title: \"Rome: A History\"")
        }
        if problem.contains("did not find expected key") {
            return ("this line does not fit the mapping around it (\(problem))",
                    "check the indentation: keys of one mapping start in the same column; a value that contains ': ' must be quoted")
        }
        if problem.contains("did not find expected '-' indicator") {
            return ("this line does not fit the list around it (\(problem))",
                    "check the indentation: items of one list start with '-' in the same column")
        }
        if problem.contains("found unexpected end of stream") {
            return ("the file ends inside a value (\(problem))",
                    "close the quote or bracket that is still open")
        }
        if problem.contains("could not find expected ':'") {
            return (problem, "a key must be followed by ': ' (a colon and a space)")
        }
        return (problem, nil)
    }
}
