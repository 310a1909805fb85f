internal import CYAML

/// Streams libyaml's parsing events over one input, within ``ParserLimits``.
///
/// The parser owns a copy of the input and libyaml's parser struct, both at a
/// fixed address for the parser's whole life, as libyaml requires. It checks
/// what libyaml does not: that the input is not UTF-16 or UTF-32, that nesting,
/// scalar sizes, node counts and `%TAG` directives stay within the limits.
/// After an error or the stream's end, ``next()`` returns `nil` (libyaml itself
/// would keep returning empty events forever).
public final class EventParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    /// The input bytes, owned, plus one spare byte so an empty input is never a NULL pointer.
    private let input: UnsafeMutableBufferPointer<UInt8>
    /// What libyaml's read callback works from.
    private let reader: UnsafeMutablePointer<InputReader>
    private let limits: ParserLimits
    private var depth = 0
    private var nodeCount = 0
    private var finished = false
    /// libyaml's end mark of the last event; a document's directives start after it.
    private var lastEventEnd = yaml_mark_t()
    /// Translates libyaml's marks for this input.
    private var marks: LibyamlMarks
    /// Finds where the scalars just parsed end, in bytes.
    private var offsets: ScannerOffsets

    /// Prepares to parse `bytes`.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - limits: The bounds to enforce while streaming.
    /// - Throws: ``YAMLError`` of kind `.encoding` for UTF-16 or UTF-32 input,
    ///   `.limit` for input larger than `limits.maxInputBytes`.
    public init(bytes: some Collection<UInt8>, limits: ParserLimits = .content) throws(YAMLError) {
        self.limits = limits
        let count = bytes.count
        guard count <= limits.maxInputBytes else {
            throw YAMLError.inputTooLarge(byteCount: count, limits: limits)
        }
        if let encoding = Self.wideEncoding(of: bytes) {
            throw YAMLError(
                kind: .encoding,
                message: "file is \(encoding), but content files must be UTF-8",
                mark: .start,
                hint: "save the file as UTF-8 (without a byte-order mark)"
            )
        }
        input = .allocate(capacity: count + 1)
        _ = input.initialize(from: bytes)
        input[count] = 0
        marks = LibyamlMarks(bytes: UnsafeBufferPointer(rebasing: input[0..<count]))
        offsets = ScannerOffsets(bytes: UnsafeBufferPointer(rebasing: input[0..<count]))
        parser = .allocate(capacity: 1)
        guard yaml_parser_initialize(parser) == 1 else {
            parser.deallocate()
            input.deallocate()
            throw YAMLError(kind: .limit, message: "out of memory while starting the YAML parser", mark: .start)
        }
        reader = .allocate(capacity: 1)
        reader.initialize(to: InputReader(
            bytes: UnsafeBufferPointer(rebasing: input[0..<count]),
            parser: parser,
            maxTagDirectives: limits.maxTagDirectives
        ))
        yaml_parser_set_input(parser, { InputReader.read($0, $1, $2, $3) }, reader)
        current = .allocate(capacity: 1)
        current.initialize(to: yaml_event_t())
    }

    deinit {
        releaseCurrent()
        current.deallocate()
        yaml_parser_delete(parser)
        parser.deallocate()
        reader.deinitialize(count: 1)
        reader.deallocate()
        input.deallocate()
    }

    /// The next event, or `nil` after the stream's end.
    ///
    /// - Throws: ``YAMLError`` for invalid YAML or a crossed limit; after that,
    ///   further calls return `nil`.
    public func next() throws(YAMLError) -> Event? {
        guard try advance() else { return nil }
        return Event(kind: currentKind(), start: currentStart, end: currentEnd)
    }

    // MARK: The current event

    /// The event ``advance()`` parsed last, libyaml's own, valid until the next call.
    let current: UnsafeMutablePointer<yaml_event_t>
    /// Where the current event starts.
    private(set) var currentStart = Mark.start
    /// Where the current event ends (the position just after it).
    private(set) var currentEnd = Mark.start
    /// Whether ``current`` holds an event libyaml allocated, to be deleted.
    private var holdsEvent = false

    /// Parses the next event into ``current`` and checks it against the limits.
    ///
    /// - Returns: `false` after the stream's end.
    /// - Throws: ``YAMLError`` for invalid YAML or a crossed limit; after that,
    ///   further calls return `false`.
    func advance() throws(YAMLError) -> Bool {
        guard !finished else { return false }
        releaseCurrent()
        guard yaml_parser_parse(parser, current) == 1 else {
            finished = true
            throw translateError()
        }
        holdsEvent = true
        // After an error or the stream end libyaml returns 1 with an empty event.
        guard current.pointee.type != YAML_NO_EVENT else {
            finished = true
            return false
        }
        currentStart = marks.mark(current.pointee.start_mark)
        try checkLimits(of: current.pointee, at: currentStart)
        currentEnd = marks.mark(current.pointee.end_mark)
        lastEventEnd = current.pointee.end_mark
        if current.pointee.type == YAML_STREAM_END_EVENT { finished = true }
        return true
    }

    /// The comment that cut the current event short, when it is a plain
    /// scalar followed on its line by a comment that looks like more of its
    /// text (``TextCutByComment``). Ask at most once per event, in order
    /// (events may be skipped).
    func currentTextCutByComment() -> TextCutByComment? {
        guard currentIsPlainScalar,
              let end = offsets.byteOffset(ofCharacterIndex: Int(current.pointee.end_mark.index), parser: parser)
        else { return nil }
        return TextCutByComment.after(scalarEndingAt: end, endMark: currentEnd, in: marks.bytes)
    }

    /// Whether the current event is a plain (unquoted) scalar.
    var currentIsPlainScalar: Bool {
        current.pointee.type == YAML_SCALAR_EVENT && current.pointee.data.scalar.style == YAML_PLAIN_SCALAR_STYLE
    }

    private func releaseCurrent() {
        guard holdsEvent else { return }
        yaml_event_delete(current)
        holdsEvent = false
    }

    /// Counts the nodes and the nesting, and checks scalar sizes and `%TAG` directives.
    private func checkLimits(of event: yaml_event_t, at start: Mark) throws(YAMLError) {
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            let document = event.data.document_start
            let tagDirectives = document.tag_directives.start.flatMap { start in
                document.tag_directives.end.map { $0 - start }
            } ?? 0
            guard tagDirectives <= limits.maxTagDirectives else {
                finished = true
                // The event starts at the document's first directive.
                throw tooManyTagDirectives(at: start)
            }
        case YAML_ALIAS_EVENT:
            try countNode(at: start)
        case YAML_SCALAR_EVENT:
            try countNode(at: start)
            let length = event.data.scalar.length
            guard length <= limits.maxScalarBytes else {
                finished = true
                throw YAMLError(
                    kind: .limit,
                    message: "value is too large: \(length) bytes, the limit is \(limits.maxScalarBytes) bytes",
                    mark: start
                )
            }
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            try enterCollection(at: start)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            depth -= 1
        case YAML_STREAM_START_EVENT, YAML_STREAM_END_EVENT, YAML_DOCUMENT_END_EVENT:
            break
        default:
            finished = true
            throw YAMLError(kind: .syntax, message: "unexpected event from the YAML parser", mark: start)
        }
    }

    /// The current event as an ``Event/Kind``.
    private func currentKind() -> Event.Kind {
        let event = current.pointee
        switch event.type {
        case YAML_STREAM_START_EVENT:
            return .streamStart
        case YAML_DOCUMENT_START_EVENT:
            return .documentStart(explicit: event.data.document_start.implicit == 0)
        case YAML_DOCUMENT_END_EVENT:
            return .documentEnd(explicit: event.data.document_end.implicit == 0)
        case YAML_ALIAS_EVENT:
            return .alias(Self.string(event.data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let value = String(
                decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            return .scalar(ScalarEvent(
                value: value,
                style: ScalarStyle(scalar.style),
                tag: Self.string(scalar.tag),
                anchor: Self.string(scalar.anchor)
            ))
        case YAML_SEQUENCE_START_EVENT:
            let sequence = event.data.sequence_start
            return .sequenceStart(CollectionStart(
                anchor: Self.string(sequence.anchor),
                tag: Self.string(sequence.tag),
                isFlow: sequence.style == YAML_FLOW_SEQUENCE_STYLE
            ))
        case YAML_SEQUENCE_END_EVENT:
            return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let mapping = event.data.mapping_start
            return .mappingStart(CollectionStart(
                anchor: Self.string(mapping.anchor),
                tag: Self.string(mapping.tag),
                isFlow: mapping.style == YAML_FLOW_MAPPING_STYLE
            ))
        case YAML_MAPPING_END_EVENT:
            return .mappingEnd
        default:
            // The stream end: advance() refused every other type.
            return .streamEnd
        }
    }

    private func enterCollection(at mark: Mark) throws(YAMLError) {
        try countNode(at: mark)
        depth += 1
        guard depth <= limits.maxDepth else {
            finished = true
            throw YAMLError(
                kind: .limit,
                message: "nesting is too deep: more than \(limits.maxDepth) levels of lists and mappings",
                mark: mark
            )
        }
    }

    private func countNode(at mark: Mark) throws(YAMLError) {
        nodeCount += 1
        guard nodeCount <= limits.maxNodes else {
            finished = true
            throw YAMLError(
                kind: .limit,
                message: "file has too many values: more than \(limits.maxNodes)",
                mark: mark
            )
        }
    }

    // MARK: Errors

    /// Turns libyaml's error state into a ``YAMLError`` with 1-based marks.
    private func translateError() -> YAMLError {
        let state = parser.pointee
        let problem = Self.string(state.problem) ?? "unknown YAML error"
        switch state.error {
        case YAML_READER_ERROR where reader.pointee.stoppedForTagDirectives:
            return tooManyTagDirectives(at: marks.firstDirective(after: lastEventEnd))
        case YAML_READER_ERROR:
            // Reader errors carry only a byte offset: ReaderProblem finds the line and column.
            return ReaderProblem.error(
                problem: problem, offset: Int(state.problem_offset), value: Int(state.problem_value),
                in: marks.bytes)
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            var context: YAMLError.Context?
            if let text = Self.string(state.context) {
                context = YAMLError.Context(message: text, mark: marks.mark(state.context_mark))
            }
            let (message, hint) = SyntaxHints.explain(
                problem: problem,
                character: marks.unit(atCharacterIndex: Int(state.problem_mark.index))?.scalar
            )
            return YAMLError(kind: .syntax, message: message, mark: marks.mark(state.problem_mark), context: context,
                             hint: hint, problem: problem)
        case YAML_MEMORY_ERROR:
            return YAMLError(kind: .limit, message: "out of memory while parsing", mark: marks.mark(state.mark))
        default:
            return YAMLError(kind: .syntax, message: problem, mark: marks.mark(state.mark))
        }
    }

    private func tooManyTagDirectives(at mark: Mark) -> YAMLError {
        YAMLError(
            kind: .limit,
            message: "document has too many %TAG directives: more than \(limits.maxTagDirectives)",
            mark: mark
        )
    }

    // MARK: Helpers

    static func string(_ pointer: UnsafePointer<UInt8>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    static func string(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// Names the encoding if the input starts with a UTF-16 or UTF-32 byte-order mark.
    private static func wideEncoding(of bytes: some Collection<UInt8>) -> String? {
        var head = bytes.makeIterator()
        switch (head.next(), head.next(), head.next(), head.next()) {
        case (0x00?, 0x00?, 0xFE?, 0xFF?): return "UTF-32 (big-endian)"
        case (0xFF?, 0xFE?, 0x00?, 0x00?): return "UTF-32 (little-endian)"
        case (0xFE?, 0xFF?, _, _): return "UTF-16 (big-endian)"
        case (0xFF?, 0xFE?, _, _): return "UTF-16 (little-endian)"
        default: return nil
        }
    }
}

extension ScalarStyle {
    init(_ style: yaml_scalar_style_t) {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: self = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: self = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: self = .literal
        case YAML_FOLDED_SCALAR_STYLE: self = .folded
        default: self = .plain
        }
    }
}
