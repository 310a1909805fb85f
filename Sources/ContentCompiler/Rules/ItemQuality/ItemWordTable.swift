/// A hash table from spellings (UTF-8 bytes, ASCII capitals lowered) to what
/// the word lists say of them, each slot holding its spelling's word, so that
/// finding a word reads one slot: a spelling of at most 8 bytes is kept in
/// its slot as one number, a longer one by its hash and, apart, its bytes.
///
/// Its hash takes a seed drawn once per run, so that content cannot be
/// written to make its words collide; what is found does not depend on it.
struct ItemWordTable: Sendable {
    /// One place of the table: a spelling and its word, or nothing.
    struct Slot: Sendable {
        /// The spelling packed into a number, its first byte lowest (at most
        /// 8 bytes), or its hash (a longer one).
        var key: UInt64 = 0
        /// The spelling's byte count, at most `UInt16.max`; 0 for an empty slot.
        var length: UInt16 = 0
        /// What the lists say of the spelling.
        var traits: ItemWord.Traits = []
        /// Where a spelling of more than 8 bytes starts in `longKeyStarts`, else -1.
        var longKey: Int32 = -1
        /// See ``ItemWord/base``.
        var base: Int32 = -1
        /// See ``ItemWord/phraseWord``.
        var phraseWord: Int32 = -1
    }

    // A power of two of slots, at most half full.
    private var slots = [Slot](repeating: Slot(), count: 1024)
    private var count = 0
    // Spelling i of more than 8 bytes is `longKeys[longKeyStarts[i]..<longKeyStarts[i + 1]]`.
    private var longKeys: [UInt8] = []
    private var longKeyStarts: [Int] = [0]
    /// The run's seed, kept by each table so that a lookup reads a field.
    private let seed = Self.runSeed

    private static let runSeed = UInt64.random(in: .min ... .max)

    /// The number of spellings entered.
    var spellingCount: Int { count }

    /// Where a spelling is, or where it goes: found by ``find(_:)``, given to ``insert(_:at:word:)``.
    struct Place {
        /// The slot holding the spelling, or the empty slot where it goes.
        var slot: Int
        /// Whether the table holds the spelling.
        var found: Bool
        fileprivate var key: UInt64
    }

    /// Looks a spelling up.
    ///
    /// - Parameter readable: How many bytes may be read from the spelling's
    ///   start, at least its length (more when it lies in a longer text, so
    ///   that a short spelling is read 8 bytes at once).
    @inline(__always)
    func find(_ bytes: UnsafeBufferPointer<UInt8>, readable: Int) -> Place {
        guard bytes.count > 8 else {
            // No word holds a zero byte, but the length tells packed spellings apart anyway.
            let key = Self.packed(bytes, readable: readable)
            return probe(hash: Self.mixed(key ^ seed), key: key, length: bytes.count) { _ in true }
        }
        var hash = 0xCBF2_9CE4_8422_2325 ^ seed
        for byte in bytes { hash = (hash ^ UInt64(byte.asciiLowercased)) &* 0x100_0000_01B3 }
        hash = Self.mixed(hash)
        return probe(hash: hash, key: hash, length: bytes.count) { longSpelling(Int($0.longKey), equals: bytes) }
    }

    /// Looks up a spelling of which nothing past its end may be read.
    func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Place {
        find(bytes, readable: bytes.count)
    }

    /// Walks the slots from the hash's until the spelling or an empty slot.
    @inline(__always)
    private func probe(hash: UInt64, key: UInt64, length: Int, sameBytes: (Slot) -> Bool) -> Place {
        let length = UInt16(clamping: length)
        return slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot].length != 0 {
                if slots[slot].key == key, slots[slot].length == length, sameBytes(slots[slot]) {
                    return Place(slot: slot, found: true, key: key)
                }
                slot = (slot + 1) & mask
            }
            return Place(slot: slot, found: false, key: key)
        }
    }

    /// Enters a spelling that ``find(_:)`` did not find, at the place it gave,
    /// with its word (its `base` the cache's number); returns its slot.
    mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, at place: Place, word: ItemWord) -> Int {
        var slot = Slot(key: place.key, length: UInt16(clamping: bytes.count), traits: word.traits,
                        base: word.base, phraseWord: word.phraseWord)
        if bytes.count > 8 {
            slot.longKey = Int32(longKeyStarts.count - 1)
            longKeys.append(contentsOf: bytes.lazy.map(\.asciiLowercased))
            longKeyStarts.append(longKeys.count)
        }
        slots[place.slot] = slot
        count += 1
        guard count * 2 > slots.count else { return place.slot }
        grow()
        return find(bytes).slot
    }

    /// The word of the spelling at a place ``find(_:)`` found or ``insert(_:at:word:)`` gave.
    @inline(__always)
    func word(at slot: Int) -> ItemWord {
        let slot = slots[slot]
        return ItemWord(traits: slot.traits, base: slot.base, phraseWord: slot.phraseWord)
    }

    /// SplitMix64's finalizer: every bit of the hash depends on every bit of `value`.
    private static func mixed(_ value: UInt64) -> UInt64 {
        var value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// At most 8 bytes as one number, the first byte lowest, ASCII capitals
    /// lowered; read 8 at once when `readable` allows.
    @inline(__always)
    private static func packed(_ bytes: UnsafeBufferPointer<UInt8>, readable: Int) -> UInt64 {
        guard let start = bytes.baseAddress, bytes.count > 0 else { return 0 }
        var packed: UInt64 = 0
        if readable >= 8 {
            let unused = UInt64(64 - 8 * bytes.count)
            packed = (UInt64(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt64.self)) << unused) >> unused
        } else {
            for offset in 0..<bytes.count { packed |= UInt64(bytes[offset]) << UInt64(offset * 8) }
        }
        // All are lowered at once: a byte below 0x80 from `A` to `Z` gains 0x20.
        let low7 = packed & 0x7F7F_7F7F_7F7F_7F7F
        let atLeastA = (low7 &+ 0x3F3F_3F3F_3F3F_3F3F) & 0x8080_8080_8080_8080
        let pastZ = (low7 &+ 0x2525_2525_2525_2525) & 0x8080_8080_8080_8080
        let capitals = atLeastA & ~pastZ & ~packed & 0x8080_8080_8080_8080
        return packed | (capitals >> 2)
    }

    private func longSpelling(_ number: Int, equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = longKeyStarts[number]
        guard longKeyStarts[number + 1] - start == bytes.count else { return false }
        return longKeys.withUnsafeBufferPointer { keys in
            for offset in 0..<bytes.count where keys[start + offset] != bytes[offset].asciiLowercased { return false }
            return true
        }
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        let mask = slots.count - 1
        for entry in old where entry.length != 0 {
            let hash = entry.length <= 8 ? Self.mixed(entry.key ^ seed) : entry.key
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot].length != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }
}
