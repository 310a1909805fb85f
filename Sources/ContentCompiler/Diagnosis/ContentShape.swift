/// The shape of each kind of content file, as the diagnoses need it: the keys
/// of every kind of mapping, and which keys hold a mapping, a list of mappings
/// or a list of values.
///
/// The keys are the model's own lists (``IdeaSource/keys`` and the like), so a
/// new field is known here as soon as the decoder reads it; a new nested
/// mapping is added to ``fields`` beside it.
struct ContentShape: Sendable {
    /// What a value of a key holds.
    indirect enum Field: Sendable {
        /// A mapping of this shape.
        case mapping(ContentShape)
        /// A list of mappings of this shape.
        case listOfMappings(ContentShape)
        /// A list of values.
        case list
    }

    /// What the mapping is, with an article, as the decoder's messages name it ("a question").
    let what: String
    /// Its keys, in documentation order.
    let keys: [String]
    /// The keys that hold a mapping or a list.
    let fields: [String: Field]
    /// Whether any key is allowed (the rule settings of contentc.yaml).
    let isOpen: Bool
    /// ``keys``, for looking up.
    private let keySet: Set<String>

    /// Creates the shape of a kind of mapping.
    init(what: String, keys: [String], fields: [String: Field], isOpen: Bool = false) {
        self.what = what
        self.keys = keys
        self.fields = fields
        self.isOpen = isOpen
        keySet = Set(keys)
    }

    /// Whether the mapping has this key.
    func has(_ key: String) -> Bool { isOpen || keySet.contains(key) }

    /// The shape of the mapping a key holds, directly or as the items of a list.
    func childShape(of key: String) -> ContentShape? {
        switch fields[key] {
        case .mapping(let shape), .listOfMappings(let shape): shape
        case .list, nil: nil
        }
    }

    /// Every key of this mapping and of the mappings inside it.
    var allKeys: Set<String> {
        var keys = Set(self.keys)
        for field in fields.values {
            if case .mapping(let shape) = field { keys.formUnion(shape.allKeys) }
            if case .listOfMappings(let shape) = field { keys.formUnion(shape.allKeys) }
        }
        return keys
    }

    /// Every key, here or inside, whose value is a list.
    var listKeys: Set<String> {
        var keys: Set<String> = []
        for (key, field) in fields {
            switch field {
            case .list: keys.insert(key)
            case .listOfMappings(let shape): keys.insert(key); keys.formUnion(shape.listKeys)
            case .mapping(let shape): keys.formUnion(shape.listKeys)
            }
        }
        return keys
    }
}

extension ContentShape {
    /// contentc.yaml.
    static let manifest = ContentShape(what: "contentc.yaml", keys: ManifestSource.keys,
                                       fields: ["rules": .mapping(ruleSettings), "learning": .mapping(learning)])
    /// contentc.yaml's `rules:`, whose keys are rule names.
    static let ruleSettings = ContentShape(what: "the rule settings", keys: [], fields: [:], isOpen: true)

    /// The learning policy of contentc.yaml or a book.yaml.
    static let learning = ContentShape(what: "the learning policy", keys: LearningSource.keys, fields: [
        "mastery": .mapping(ContentShape(what: "the mastery thresholds", keys: LearningSource.masteryKeys, fields: [:])),
        "reviewAfterDays": .mapping(ContentShape(what: "the review intervals", keys: LearningSource.reviewKeys, fields: [:])),
    ])

    /// book.yaml.
    static let book = ContentShape(what: "a book", keys: BookSource.keys,
                                   fields: ["categories": .list, "learning": .mapping(learning)])

    /// An idea file.
    static let idea = ContentShape(what: "an idea", keys: IdeaSource.keys, fields: [
        "primer": .mapping(primer), "questions": .listOfMappings(question),
    ])
    static let primer = ContentShape(
        what: "a primer", keys: PrimerSource.keys + PrimerSource.legacyKeys.map(\.key),
        fields: [
            "useItWhen": .list, "howToApply": .list, "edgesAndLimits": .list, "keyNuances": .list,
            "furtherLearning": .listOfMappings(link), "digDeeperLinks": .listOfMappings(link),
        ])
    static let link = ContentShape(what: "a further-learning link", keys: LinkSource.keys, fields: [:])
    static let question = ContentShape(what: "a question", keys: QuestionSource.keys, fields: ["options": .list])

    /// course.yaml.
    static let course = ContentShape(what: "a course", keys: CourseSource.keys, fields: [
        "sections": .list, "rewards": .mapping(rewards), "achievements": .listOfMappings(achievement),
    ])
    static let rewards = ContentShape(what: "the rewards", keys: RewardsSource.keys,
                                      fields: ["diamonds": .listOfMappings(diamondTier)])
    static let diamondTier = ContentShape(what: "a diamond tier", keys: DiamondTierSource.keys, fields: [:])
    static let achievement = ContentShape(what: "an achievement", keys: AchievementSource.keys,
                                          fields: ["unlock": .mapping(unlock)])
    static let unlock = ContentShape(what: "an unlock condition", keys: UnlockSource.keys, fields: [:])

    /// A section file.
    static let section = ContentShape(what: "a section", keys: SectionSource.keys,
                                      fields: ["lessons": .listOfMappings(lesson)])
    static let lesson = ContentShape(what: "a lesson", keys: LessonSource.keys, fields: [
        "keyTakeaways": .list, "questions": .listOfMappings(question),
    ])
}
