import ContentRuntime

extension ReleaseDiff {
    /// Compares two releases item by item.
    ///
    /// Items are matched by id where apps look them up: books and courses
    /// among all books and courses; ideas, sections, lessons, questions and
    /// achievements within their book or course, so a lesson moved to another
    /// section or a question with its own id moved to another position is the
    /// same item (changed, not removed). Then:
    ///
    /// - an id of one release missing from the other is removed or added; a
    ///   removed and an added item of one kind and one book or course with the
    ///   same title (a question: text), each the only one, are one item renamed;
    /// - a removed or added item takes what is inside it along, counted, not listed;
    /// - a kept id is compared field by field as the bundle holds it, its
    ///   children and derived values (numbers, points, `maxScore`) aside, and by
    ///   the order of the children both releases keep (`questionOrder`); a kept id whose
    ///   new title (text) was another id's, and is not that id's any more, has
    ///   been reassigned; a question whose type or correct options changed has
    ///   a new answer key.
    public static func compare(_ old: ReleaseContent, _ new: ReleaseContent) -> ReleaseDiff {
        let oldBundles = ReleaseBundle.all(in: old)
        let newBundles = ReleaseBundle.all(in: new)
        var collector = ChangeCollector()
        let pairing = Pairing(old: oldBundles.map(\.root), new: newBundles.map(\.root))
        let oldByReference = Dictionary(oldBundles.map { ($0.root.item.reference, $0) }) { first, _ in first }
        let newByReference = Dictionary(newBundles.map { ($0.root.item.reference, $0) }) { first, _ in first }

        for entry in pairing.removed {
            let members = oldByReference[entry.item.reference]?.members ?? []
            collector.add(ReleaseChange(.removed, entry.item, contents: Self.counts(members.map(\.item.kind))), at: entry)
        }
        for entry in pairing.added {
            let members = newByReference[entry.item.reference]?.members ?? []
            collector.add(ReleaseChange(.added, entry.item, contents: Self.counts(members.map(\.item.kind))), at: entry)
        }
        for (oldRoot, newRoot, isRenamed) in pairing.pairs {
            guard let oldBundle = oldByReference[oldRoot.item.reference],
                  let newBundle = newByReference[newRoot.item.reference] else { continue }
            let fields = FieldValue.differences(oldRoot.value.fields, newRoot.value.fields).filter { $0 != "id" }
                + orderChanges(oldBundle.children[oldRoot.item.reference], newBundle.children[newRoot.item.reference])
            if isRenamed {
                collector.add(ReleaseChange(.renamed, newRoot.item, formerID: oldRoot.item.id, fields: fields), at: newRoot)
            } else {
                Self.addChanged(newRoot, fields: fields, old: oldRoot.value.fields, new: newRoot.value.fields, into: &collector)
            }
            compareMembers(of: oldBundle, with: newBundle, into: &collector)
        }
        return ReleaseDiff(oldVersion: old.contentVersion, newVersion: new.contentVersion,
                           oldName: old.name, newName: new.name, changes: collector.sorted())
    }

    /// Compares the ideas, sections, lessons, questions and achievements of one book or course.
    private static func compareMembers(of old: ReleaseBundle, with new: ReleaseBundle, into collector: inout ChangeCollector) {
        let pairing = Pairing(old: old.members, new: new.members)
        for (entry, contents) in outermost(pairing.removed) {
            collector.add(ReleaseChange(.removed, entry.item, contents: contents), at: entry)
        }
        for (entry, contents) in outermost(pairing.added) {
            collector.add(ReleaseChange(.added, entry.item, contents: contents), at: entry)
        }
        // Only a title (text) that changed is looked up, among the earlier items of its kind:
        // the tables of a kind are made when one of its titles is first looked up.
        typealias LabelTables = (inParent: [LabelScope: [String: String]], anywhere: [LabelScope: [String: String]])
        var labelTables: [ReleaseItem.Kind: LabelTables] = [:]
        func oldLabels(of kind: ReleaseItem.Kind) -> LabelTables {
            if let tables = labelTables[kind] { return tables }
            let members = old.members.filter { $0.item.kind == kind }
            let tables = (inParent: uniqueLabels(members) { $0.parent }, anywhere: uniqueLabels(members) { _ in nil })
            labelTables[kind] = tables
            return tables
        }
        lazy var newLabels = Dictionary(new.members.map { ($0.item.reference, $0.item.label) }) { first, _ in first }
        // An item whose parent was renamed (a lesson's new id) stayed where it was.
        let renamedTo = Dictionary(pairing.pairs.filter(\.isRenamed).map { ($0.old.item.reference, $0.new.item.reference) }) { first, _ in first }
        for (oldEntry, newEntry, isRenamed) in pairing.pairs {
            let order = orderChanges(old.children[oldEntry.item.reference], new.children[newEntry.item.reference])
            let hasMoved = oldEntry.parent != newEntry.parent && oldEntry.parent.flatMap { renamedTo[$0] } != newEntry.parent
            guard oldEntry.value != newEntry.value || hasMoved || !order.isEmpty else { continue }
            var fields = FieldValue.differences(oldEntry.value.fields, newEntry.value.fields).filter { $0 != "id" }
            let movedFrom = hasMoved ? oldEntry.parent : nil
            if let movedFrom { fields.append(movedFrom.kind.rawValue) }
            fields += order
            let answerKey = answerKeyChange(oldEntry.value, newEntry.value)
            if isRenamed {
                collector.add(ReleaseChange(.renamed, newEntry.item, formerID: oldEntry.item.id, movedFrom: movedFrom,
                                            fields: fields, answerKey: answerKey), at: newEntry)
                continue
            }
            guard !fields.isEmpty else { continue }
            // The title (text) now under this id was another id's, and has left it. The
            // other id is looked for beside this one first (in the same lesson, idea…),
            // where repeated prompts of a book or course ("Which country has this flag?")
            // are still told apart, then in the whole book or course.
            var formerID: String?
            let label = newEntry.item.label
            if label != oldEntry.item.label, case let tables = oldLabels(of: newEntry.item.kind),
               let former = tables.inParent[LabelScope(kind: newEntry.item.kind, parent: oldEntry.parent)]?[label]
                ?? tables.anywhere[LabelScope(kind: newEntry.item.kind, parent: nil)]?[label],
               former != oldEntry.item.id,
               newLabels[ReleaseItem.Reference(newEntry.item.kind, former)] != label {
                formerID = former
            }
            if formerID == nil, answerKey == nil, movedFrom == nil {
                addChanged(newEntry, fields: fields, old: oldEntry.value.fields, new: newEntry.value.fields, into: &collector)
                continue
            }
            let kind: ReleaseChange.Kind = formerID != nil ? .reassigned : answerKey != nil ? .answerKey : .changed
            collector.add(ReleaseChange(kind, newEntry.item, formerID: formerID, movedFrom: movedFrom,
                                        fields: fields, answerKey: answerKey), at: newEntry)
        }
    }

    /// Adds a kept item's changed fields: the rules the apps apply as one change
    /// of rules (minor), the other fields as one plain change (patch).
    private static func addChanged(_ entry: ReleaseEntry, fields: [String], old: [String: FieldValue],
                                   new: [String: FieldValue], into collector: inout ChangeCollector) {
        let rules = fields.filter(ReleaseChange.isRule)
        if !rules.isEmpty {
            collector.add(ReleaseChange(.rules, entry.item, fields: rules,
                                        values: FieldValue.ruleChanges(rules, old: old, new: new)), at: entry)
        }
        let others = fields.filter { !ReleaseChange.isRule($0) }
        if !others.isEmpty {
            collector.add(ReleaseChange(.changed, entry.item, fields: others), at: entry)
        }
    }

    /// The removed (or added) items that are not inside another removed (added)
    /// one, each with a count of those that are.
    private static func outermost(_ entries: [ReleaseEntry]) -> [(ReleaseEntry, [ReleaseChange.Count])] {
        let references = Set(entries.map(\.item.reference))
        var inside: [ReleaseItem.Reference: [ReleaseItem.Kind]] = [:]
        var result: [ReleaseEntry] = []
        for entry in entries {
            if let container = entry.item.path.first(where: references.contains) {
                inside[container, default: []].append(entry.item.kind)
            } else {
                result.append(entry)
            }
        }
        return result.map { ($0, counts(inside[$0.item.reference] ?? [])) }
    }

    /// `questionOrder`, `lessonOrder`…: the kinds of children that both
    /// releases keep in an item but in another order.
    private static func orderChanges(_ old: [ReleaseItem.Reference]?, _ new: [ReleaseItem.Reference]?) -> [String] {
        guard let old, let new, old != new else { return [] }
        let kept = Set(old).intersection(new)
        return ReleaseItem.Kind.allCases.compactMap { kind in
            let before = old.filter { $0.kind == kind && kept.contains($0) }
            let after = new.filter { $0.kind == kind && kept.contains($0) }
            return before == after ? nil : "\(kind.rawValue)Order"
        }
    }

    /// How many items of each kind, outermost kind first; kinds with none left out.
    private static func counts(_ kinds: [ReleaseItem.Kind]) -> [ReleaseChange.Count] {
        ReleaseItem.Kind.allCases.compactMap { kind in
            let count = kinds.lazy.filter { $0 == kind }.count
            return count > 0 ? ReleaseChange.Count(kind: kind, count: count) : nil
        }
    }

    /// Where a title (text) is looked for: among the items of a kind, and of one parent or of any.
    private struct LabelScope: Hashable {
        var kind: ReleaseItem.Kind
        var parent: ReleaseItem.Reference?
    }

    /// For each kind (and parent, when `parent` gives one), the titles (texts)
    /// that only one item has, with that item's id.
    private static func uniqueLabels(_ entries: [ReleaseEntry],
                                     parent: (ReleaseEntry) -> ReleaseItem.Reference?) -> [LabelScope: [String: String]] {
        var ids: [LabelScope: [String: [String]]] = [:]
        for entry in entries {
            ids[LabelScope(kind: entry.item.kind, parent: parent(entry)), default: [:]][entry.item.label, default: []]
                .append(entry.item.id)
        }
        return ids.mapValues { labels in labels.compactMapValues { $0.count == 1 ? $0[0] : nil } }
    }

    /// A question's answer key before and after, when its type or correct options changed.
    private static func answerKeyChange(_ old: ReleaseEntry.Value, _ new: ReleaseEntry.Value) -> AnswerKeyChange? {
        guard case .question(let before) = old, case .question(let after) = new,
              before.type != after.type || before.correct != after.correct else { return nil }
        func options(_ question: Question) -> [AnswerOption] {
            let options = question.options ?? []
            return (question.correct ?? []).map { index in
                AnswerOption(index: index, text: options.indices.contains(index) ? options[index] : "")
            }
        }
        return AnswerKeyChange(oldType: before.type, newType: after.type, oldCorrect: options(before), newCorrect: options(after))
    }
}

/// Two lists of entries matched: by id, then removed and added ones with the same title as renamed.
private struct Pairing {
    /// Matched entries, in the new release's order; `isRenamed` when matched by title.
    var pairs: [(old: ReleaseEntry, new: ReleaseEntry, isRenamed: Bool)] = []
    /// Entries only in the old release, in its order.
    var removed: [ReleaseEntry] = []
    /// Entries only in the new release, in its order.
    var added: [ReleaseEntry] = []

    init(old: [ReleaseEntry], new: [ReleaseEntry]) {
        let oldByReference = Dictionary(old.map { ($0.item.reference, $0) }) { first, _ in first }
        let newReferences = Set(new.map(\.item.reference))
        var unmatchedNew: [ReleaseEntry] = []
        for entry in new {
            if let match = oldByReference[entry.item.reference] {
                pairs.append((match, entry, false))
            } else {
                unmatchedNew.append(entry)
            }
        }
        let unmatchedOld = old.filter { !newReferences.contains($0.item.reference) }

        struct LabelKey: Hashable {
            var kind: ReleaseItem.Kind
            var label: String
        }
        func byLabel(_ entries: [ReleaseEntry]) -> [LabelKey: [ReleaseEntry]] {
            Dictionary(grouping: entries) { LabelKey(kind: $0.item.kind, label: $0.item.label) }
        }
        let removedByLabel = byLabel(unmatchedOld)
        let addedByLabel = byLabel(unmatchedNew)
        var renamedOld = Set<ReleaseItem.Reference>()
        for entry in unmatchedNew {
            let key = LabelKey(kind: entry.item.kind, label: entry.item.label)
            if let candidates = removedByLabel[key], candidates.count == 1, addedByLabel[key]?.count == 1 {
                pairs.append((candidates[0], entry, true))
                renamedOld.insert(candidates[0].item.reference)
            } else {
                added.append(entry)
            }
        }
        removed = unmatchedOld.filter { !renamedOld.contains($0.item.reference) }
    }
}

/// Changes with where they are, sorted as ``ReleaseDiff/changes`` lists them.
private struct ChangeCollector {
    private var items: [(change: ReleaseChange, position: [Int])] = []

    mutating func add(_ change: ReleaseChange, at entry: ReleaseEntry) {
        items.append((change, entry.position))
    }

    func sorted() -> [ReleaseChange] {
        let kinds = ReleaseChange.Kind.allCases
        let itemKinds = ReleaseItem.Kind.allCases
        return items.sorted { lhs, rhs in
            let left = lhs.change, right = rhs.change
            if left.kind != right.kind { return kinds.firstIndex(of: left.kind)! < kinds.firstIndex(of: right.kind)! }
            let leftBundle = left.item.bundle, rightBundle = right.item.bundle
            if leftBundle.kind != rightBundle.kind {
                return itemKinds.firstIndex(of: leftBundle.kind)! < itemKinds.firstIndex(of: rightBundle.kind)!
            }
            if leftBundle.id != rightBundle.id { return leftBundle.id < rightBundle.id }
            if lhs.position != rhs.position { return lhs.position.lexicographicallyPrecedes(rhs.position) }
            if left.item.kind != right.item.kind {
                return itemKinds.firstIndex(of: left.item.kind)! < itemKinds.firstIndex(of: right.item.kind)!
            }
            return left.item.id < right.item.id
        }.map(\.change)
    }
}
