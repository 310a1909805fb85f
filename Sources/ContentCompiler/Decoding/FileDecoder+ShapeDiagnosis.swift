import YAML

extension FileDecoder {
    /// Decodes a file's document and checks what the file tells by itself; when
    /// that finds anything wrong, asks the shape diagnoses for an indentation
    /// mistake behind it and, when they name one, decodes the file again
    /// knowing it, so the mistake is reported once and its consequences not at
    /// all. A file without problems is decoded once: the diagnoses cost it
    /// nothing.
    ///
    /// Besides reported problems, text that may have swallowed a list item
    /// (``sawItemThatMayHoldAnother``) calls for the diagnoses, since what it
    /// breaks (how many options a question has) is checked later.
    ///
    /// The shape diagnoses read the file's node tree, built from its tape only
    /// then.
    ///
    /// - Parameters:
    ///   - root: The document's root node.
    ///   - bytes: The file's contents, for the diagnoses to read its lines.
    ///   - file: The file's path, for diagnostics.
    ///   - shape: The shape of the file's kind.
    ///   - log: What was reported about the file before, such as a second document.
    ///   - decode: Decodes the root and runs the file's own checks, reporting into the decoder's log.
    /// - Returns: What `decode` returned, and every diagnostic of the file.
    static func decodeDiagnosingShape<Decoded>(
        _ root: TapeNode, bytes: [UInt8], file: String, shape: ContentShape, log: DiagnosticLog,
        decode: (inout FileDecoder) -> Decoded
    ) -> (decoded: Decoded, diagnostics: [Diagnostic]) {
        func attempt(_ findings: ShapeFindings, _ log: DiagnosticLog) -> (decoded: Decoded, diagnostics: [Diagnostic], suspicious: Bool) {
            var log = log
            checkRestrictions(root, file: file, reportedKeys: findings.reportedKeys, log: &log)
            var decoder = FileDecoder(file: file, log: log, findings: findings)
            let decoded = decode(&decoder)
            return (decoded, decoder.finish(), decoder.sawItemThatMayHoldAnother)
        }
        let first = attempt(ShapeFindings(), log)
        guard first.diagnostics.count > log.diagnostics.count || first.suspicious else {
            return (first.decoded, first.diagnostics)
        }
        var diagnosed = log
        let findings = ShapeDiagnosis.find(in: root.tree, shape: shape, bytes: bytes, file: file, log: &diagnosed)
        guard !findings.isEmpty else { return (first.decoded, first.diagnostics) }
        let second = attempt(findings, diagnosed)
        return (second.decoded, second.diagnostics)
    }
}
