/// What finishing a quiz lesson earns: diamonds and coins by the number of errors.
public struct Rewards: Sendable, Hashable, Codable {
    /// What a lesson pays in a reader of format 1.0, which knows no tier coins
    /// and pays this for every lesson; 0 or more. Readers of 1.1 pay each
    /// tier's ``DiamondTier/coins`` instead. The compiler writes course.yaml's
    /// `coinsPerLesson`, or, when it gives none, the fewest coins of any tier.
    public var coinsPerLesson: Int
    /// Diamond tiers, checked in order: the first whose `maxErrors` admits the
    /// lesson's error count applies; a tier without `maxErrors` admits any count.
    ///
    /// There is at least one tier; `maxErrors` rises strictly from tier to tier,
    /// and only the last tier may lack it. Without such an open last tier, a
    /// lesson with more errors than every tier admits earns no diamonds and no coins.
    public var diamonds: [DiamondTier]

    /// Creates rewards.
    public init(coinsPerLesson: Int, diamonds: [DiamondTier]) {
        self.coinsPerLesson = coinsPerLesson
        self.diamonds = diamonds
    }

    /// Clever Den's: 3 diamonds and 75 coins without errors, 2 and 50 with up
    /// to 2, else 1 and 25.
    public static let standard = Rewards(
        coinsPerLesson: 25,
        diamonds: [
            DiamondTier(maxErrors: 0, diamonds: 3, coins: 75),
            DiamondTier(maxErrors: 2, diamonds: 2, coins: 50),
            DiamondTier(maxErrors: nil, diamonds: 1, coins: 25),
        ]
    )

    /// The coins of a tier course.yaml writes without `coins` and without
    /// `coinsPerLesson`: 25 a diamond, as in the standard tiers.
    public static let coinsPerDiamond = 25

    /// The tier that applies to a lesson finished with `errors` mistakes: the
    /// first that admits the count, or `nil` when none does.
    public func tier(forErrors errors: Int) -> DiamondTier? {
        diamonds.first { $0.maxErrors.map { errors <= $0 } ?? true }
    }

    /// The diamonds a lesson finished with `errors` mistakes earns: those of the
    /// first tier that admits the count, or 0 when none does.
    public func diamonds(forErrors errors: Int) -> Int {
        tier(forErrors: errors)?.diamonds ?? 0
    }

    /// The coins a lesson finished with `errors` mistakes earns: those of the
    /// first tier that admits the count, or 0 when none does.
    public func coins(forErrors errors: Int) -> Int {
        tier(forErrors: errors)?.coins ?? 0
    }

    private enum CodingKeys: String, CodingKey { case coinsPerLesson, diamonds }

    /// A tier as a bundle holds it: `coins` is absent in format 1.0.
    private struct EncodedTier: Decodable {
        var maxErrors: Int?
        var diamonds: Int
        var coins: Int?
    }

    /// Decodes rewards. A tier without `coins` (every tier of a bundle of
    /// format 1.0) pays `coinsPerLesson`, as readers of 1.0 did.
    ///
    /// - Throws: `DecodingError` when a key is missing or holds a value of the
    ///   wrong type, or when coins are negative.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let perLesson = try container.decode(Int.self, forKey: .coinsPerLesson)
        let tiers = try container.decode([EncodedTier].self, forKey: .diamonds)
        coinsPerLesson = perLesson
        diamonds = tiers.map { DiamondTier(maxErrors: $0.maxErrors, diamonds: $0.diamonds, coins: $0.coins ?? perLesson) }
        if let index = diamonds.firstIndex(where: { $0.coins < 0 }) {
            throw DecodingError.dataCorruptedError(
                forKey: .diamonds, in: container,
                debugDescription: "diamonds[\(index)].coins is \(diamonds[index].coins); coins are 0 or more")
        }
        if coinsPerLesson < 0 {
            throw DecodingError.dataCorruptedError(
                forKey: .coinsPerLesson, in: container,
                debugDescription: "coinsPerLesson is \(coinsPerLesson); coins are 0 or more")
        }
    }
}

/// One diamond tier: the diamonds and coins of a lesson finished with few enough errors.
public struct DiamondTier: Sendable, Hashable, Codable {
    /// The most errors this tier admits (0 or more); `nil` admits any number.
    public var maxErrors: Int?
    /// The diamonds a lesson earns when this tier applies; 0 or more.
    public var diamonds: Int
    /// The coins a lesson earns when this tier applies; 0 or more.
    public var coins: Int

    /// Creates a tier.
    public init(maxErrors: Int?, diamonds: Int, coins: Int) {
        self.maxErrors = maxErrors
        self.diamonds = diamonds
        self.coins = coins
    }
}
