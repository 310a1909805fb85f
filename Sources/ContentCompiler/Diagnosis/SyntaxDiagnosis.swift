import YAML

/// The author's likely mistake behind a YAML syntax error, at the line where
/// it was made.
///
/// libyaml reports where it noticed a problem, which is often lines after the
/// mistake: an unclosed quote is found at the next quote, 45 lines on. A
/// diagnosis looks back with what is known (what the parser read before it
/// stopped, the indentation of the lines around, the quotes on them, and the
/// keys the file kind has) and names the cause only when the evidence points
/// at one; otherwise there is none, and the error is reported as libyaml
/// found it. Each kind of mistake is a static function in an extension, tried
/// in the order of ``diagnose(_:bytes:shape:)``.
struct SyntaxDiagnosis: Equatable {
    /// What the author did, in plain words.
    var message: String
    /// Where: the character the author has to change.
    var mark: Mark
    /// How to fix it, when the fix is certain.
    var hint: String?

    /// The most likely mistake behind a syntax error, or `nil` when none is
    /// certain enough to name.
    ///
    /// - Parameters:
    ///   - error: libyaml's error, with its problem and context.
    ///   - bytes: The file's contents.
    ///   - shape: The shape of the file's kind, when it is known.
    static func diagnose(_ error: YAMLError, bytes: [UInt8], shape: ContentShape?) -> SyntaxDiagnosis? {
        guard error.kind == .syntax, let problem = error.problem, !problem.contains("tab character") else {
            return nil
        }
        let context = Context(error: error, problem: problem, lines: SourceLines(bytes),
                              prefix: ParsedPrefix(bytes: bytes), keys: shape?.allKeys ?? [],
                              listKeys: shape?.listKeys ?? [])
        let diagnoses: [(Context) -> SyntaxDiagnosis?] = [
            unclosedQuote, unknownEscape, textAfterValue, commentInBrackets, unclosedBracket,
            indicatorAtValueStart, colonInValue, keyWithoutColon, oddIndentation,
        ]
        for diagnosis in diagnoses {
            if let found = diagnosis(context) { return found }
        }
        return nil
    }

    /// What a diagnosis has to go on.
    struct Context {
        /// libyaml's error.
        let error: YAMLError
        /// libyaml's own words for the problem.
        let problem: String
        /// The file's lines.
        let lines: SourceLines
        /// What the parser read before it stopped.
        let prefix: ParsedPrefix
        /// Every key the file's kind defines.
        let keys: Set<String>
        /// The keys whose values are lists.
        let listKeys: Set<String>

        /// A line of the file.
        func line(_ number: Int) -> SourceLine? { SourceLine(number, in: lines) }

        /// The line libyaml stopped on.
        var errorLine: SourceLine? { line(error.mark.line) }

        /// The nearest line above `number` that holds more than spaces or a comment.
        func contentLine(above number: Int) -> SourceLine? {
            contentLine(from: number - 1, step: -1)
        }

        /// The nearest line below `number` that holds more than spaces or a comment.
        func contentLine(below number: Int) -> SourceLine? {
            contentLine(from: number + 1, step: 1)
        }

        private func contentLine(from number: Int, step: Int) -> SourceLine? {
            var candidate = number
            while candidate >= 1, let line = line(candidate) {
                if !line.isBlankOrComment { return line }
                candidate += step
            }
            return nil
        }
    }
}

extension SyntaxDiagnosis {
    /// libyaml's report, as a note at the place it stopped, so nothing is hidden.
    static func parserNote(for error: YAMLError, file: String) -> Diagnostic.Note {
        var text = "the YAML parser stopped here: \(error.problem ?? error.message)"
        if let context = error.context {
            text += " (\(context.message) that starts at \(context.mark))"
        }
        return Diagnostic.Note(text, at: SourceLocation(file: file, mark: error.mark))
    }
}
