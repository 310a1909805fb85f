/// How one item differs between two releases.
public struct ReleaseChange: Sendable, Hashable {
    /// What happened to the item.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// The id is gone (major): progress stored under it is orphaned. Its
        /// removed contents are counted in ``ReleaseChange/contents``, not listed.
        case removed
        /// The id ``ReleaseChange/formerID`` is gone and an item with the same
        /// title (a question: the same text) appeared under a new id in the same
        /// book or course (major): progress stored under the old id is orphaned
        /// all the same.
        case renamed
        /// The id stays but now names the item that was under
        /// ``ReleaseChange/formerID`` (major): progress stored under it would be
        /// credited to another item. Happens when items shift and their ids
        /// follow positions, as default question ids (`b1i1-q3`) do.
        case reassigned
        /// The question's answer key changed: its correct options or its type
        /// (major). A stored answer, kept as the options chosen, would now be
        /// judged against another key, and scores, diamonds and mastery built
        /// on it would no longer match the content.
        case answerKey
        /// A new id (minor). Its new contents are counted in ``ReleaseChange/contents``.
        case added
        /// A rule the apps apply changed (minor): a course's rewards or
        /// progression, a book's learning policy, an achievement's unlock
        /// condition. Learners are judged by other rules from now on (new
        /// behaviour, as an addition is), while what they earned stays valid:
        /// the learner engine keeps coins, diamonds, mastery and review dates
        /// as they were earned. Old and new values are in ``ReleaseChange/values``.
        case rules
        /// Fields of the item changed (patch): texts, options, metadata, order.
        case changed

        /// The release this kind of change calls for.
        public var level: ReleaseLevel {
            switch self {
            case .removed, .renamed, .reassigned, .answerKey: .major
            case .added, .rules: .minor
            case .changed: .patch
            }
        }
    }

    /// How many items of a kind a removed or added item takes with it.
    public struct Count: Sendable, Hashable, Codable {
        /// The kind of the items counted.
        public var kind: ReleaseItem.Kind
        /// How many there are.
        public var count: Int

        /// Creates a count.
        public init(kind: ReleaseItem.Kind, count: Int) {
            self.kind = kind
            self.count = count
        }
    }

    /// What happened.
    public var kind: Kind
    /// The item, as and where it is after the release (before it, for a removed item).
    public var item: ReleaseItem
    /// For a renamed or reassigned item: the id its present content had before.
    public var formerID: String?
    /// For an item that moved to another section, idea or lesson: the one it was in.
    public var movedFrom: ReleaseItem.Reference?
    /// The fields that differ, by their names in the bundle (`title`,
    /// `primer.story`, `options`); `section`, `idea` or `lesson` when the item
    /// moved to another one; `questionOrder`, `lessonOrder`… when the children
    /// both releases keep are in another order. Empty for removed and added items.
    public var fields: [String]
    /// For an answer-key change: the type and correct options before and after.
    public var answerKey: AnswerKeyChange?
    /// For a removed or added item: the items inside it that went or came with
    /// it, outermost kind first; only kinds with at least one.
    public var contents: [Count]
    /// For a change of rules: each changed field with its old and new value.
    public var values: [FieldChange]

    /// Creates a change.
    public init(_ kind: Kind, _ item: ReleaseItem, formerID: String? = nil, movedFrom: ReleaseItem.Reference? = nil,
                fields: [String] = [], answerKey: AnswerKeyChange? = nil, contents: [Count] = [],
                values: [FieldChange] = []) {
        self.kind = kind
        self.item = item
        self.formerID = formerID
        self.movedFrom = movedFrom
        self.fields = fields
        self.answerKey = answerKey
        self.contents = contents
        self.values = values
    }

    /// The release this change calls for.
    public var level: ReleaseLevel { kind.level }

    /// The fields that are rules the apps apply, by the first part of their
    /// name: `rewards.diamonds`, `progression`, `learning.mastery.solid`, `unlock.streakDays`.
    static let ruleFields: Set<String> = ["rewards", "progression", "learning", "unlock"]

    /// Whether a field (as ``fields`` names it) is a rule the apps apply.
    static func isRule(_ field: String) -> Bool {
        ruleFields.contains(String(field.prefix { $0 != "." }))
    }
}

/// One field of a change of rules, with its values as compact JSON.
public struct FieldChange: Sendable, Hashable, Codable {
    /// The field, as ``ReleaseChange/fields`` names it, such as `learning.mastery.solid`.
    public var field: String
    /// The old value, such as `0.8`; `none` when the field was absent.
    public var old: String
    /// The new value; `none` when the field is gone.
    public var new: String

    /// Creates a field change.
    public init(field: String, old: String, new: String) {
        self.field = field
        self.old = old
        self.new = new
    }
}
