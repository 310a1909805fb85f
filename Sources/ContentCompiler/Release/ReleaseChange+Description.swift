import ContentRuntime

extension ReleaseChange: CustomStringConvertible {
    /// The change in one line, such as
    /// `removed question b1i1-q9 "Which continent…" in book meditations, idea b1i1`.
    public var description: String { "\(verb) \(subject)\(details)" }

    /// What happened, as a verb: `removed`, `changed the answer key of`.
    var verb: String {
        switch kind {
        case .removed: "removed"
        case .renamed: "renamed"
        case .reassigned: "reassigned"
        case .answerKey: "changed the answer key of"
        case .added: "added"
        case .rules: "changed the rules of"
        case .changed: "changed"
        }
    }

    /// The item: kind, id (former → present for a renamed one), title and where it is,
    /// such as `lesson continents-1 → continents-intro "The Seven Continents" in course flags-and-continents, section continents`.
    var subject: String {
        var text = "\(item.kind.rawValue) "
        text += kind == .renamed ? "\(formerID ?? "") → \(item.id)" : item.id
        text += " \"\(Self.shortened(item.label))\""
        if !item.path.isEmpty {
            text += " in " + item.path.map(\.description).joined(separator: ", ")
        }
        return text
    }

    /// What else there is to say: what a removed or added item took along,
    /// whose content an id now holds, the answer key, the fields that changed.
    var details: String {
        var parts: [String] = []
        if !contents.isEmpty {
            parts.append("with " + contents.map { "\($0.count) \($0.kind.rawValue)\($0.count == 1 ? "" : "s")" }
                .joined(separator: ", "))
        }
        if kind == .reassigned, let formerID { parts.append("now holds what was \(formerID)") }
        if let answerKey { parts.append(Self.describe(answerKey)) }
        let ownFields = fields.filter { field in
            field != movedFrom?.kind.rawValue && (answerKey == nil || (field != "correct" && field != "type"))
        }
        if kind == .rules {
            parts += values.map { "\($0.field) was \($0.old), now \($0.new)" }
        } else if !ownFields.isEmpty {
            parts.append((kind == .changed ? "" : "changed ") + ownFields.joined(separator: ", "))
        }
        if let movedFrom { parts.append("moved from \(movedFrom)") }
        return parts.isEmpty ? "" : ": " + parts.joined(separator: "; ")
    }

    /// `correct was 1 "Africa", now 2 "Asia"`, with the type when it changed.
    private static func describe(_ change: AnswerKeyChange) -> String {
        func options(_ options: [AnswerOption]) -> String {
            options.isEmpty ? "none" : options.map { "\($0.index) \"\(shortened($0.text))\"" }.joined(separator: " and ")
        }
        var text = ""
        if change.oldType != change.newType {
            text += "type was \(change.oldType.rawValue), now \(change.newType.rawValue); "
        }
        text += "correct was \(options(change.oldCorrect)), now \(options(change.newCorrect))"
        return text
    }

    /// A title or text on one line, cut short (``ShortText``).
    static func shortened(_ text: String) -> String { ShortText.of(text) }
}
