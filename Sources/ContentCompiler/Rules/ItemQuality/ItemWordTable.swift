/// A hash table from spellings (UTF-8 bytes, ASCII capitals lowered) to what
/// the word lists say of them, each slot holding its spelling's word, so that
/// finding a word reads one slot.
///
/// A spelling of 1 to 8 bytes, as most are, is kept in a slot of 16 bytes as
/// one number (its bytes, the first lowest; no word holds a zero byte, so the
/// number tells its length) beside its word; one of 9 to 16 bytes in a slot
/// of 24 bytes as two numbers (its first 8 bytes, and the rest). Any other
/// spelling is kept apart, in a slot holding its hash and where its bytes are.
///
/// Its hashes take a seed drawn once per run, so that content cannot be
/// written to make its words collide; what is found does not depend on it.
struct ItemWordTable: Sendable {
    /// One place for a spelling of 1 to 8 bytes: the spelling packed into a
    /// number (0 for an empty slot), and its word.
    struct Slot: Sendable {
        var key: UInt64 = 0
        var word = ItemWord.unknown
    }

    /// One place for a spelling of 9 to 16 bytes: its first 8 bytes and the
    /// rest (the first byte lowest in each; `first` is 0 for an empty slot), and its word.
    struct MiddleSlot: Sendable {
        var first: UInt64 = 0
        var rest: UInt64 = 0
        var word = ItemWord.unknown
    }

    /// One place for a longer (or empty) spelling.
    struct LongSlot: Sendable {
        /// The spelling's hash.
        var hash: UInt64 = 0
        /// Where the spelling starts in `longKeys`; -1 for an empty slot.
        var start: Int32 = -1
        /// The spelling's byte count.
        var length: Int32 = 0
        var word = ItemWord.unknown
    }

    // Powers of two of slots, each at most half full. Every shift of a key or a hash here is
    // below 64, so it is written as a masking shift (`&>>`), with no test for a larger one.
    private var slots = [Slot](repeating: Slot(), count: 1024)
    private var slotShift = UInt64(64 - 10)
    private var count = 0
    private var middleSlots = [MiddleSlot](repeating: MiddleSlot(), count: 256)
    private var middleShift = UInt64(64 - 8)
    private var middleCount = 0
    private var longSlots = [LongSlot](repeating: LongSlot(), count: 256)
    private var longCount = 0
    // The spellings of longSlots, lowercased, one after the other.
    private var longKeys: [UInt8] = []
    /// The run's seed, odd, kept by each table so that a lookup reads a field.
    private let seed = Self.runSeed

    private static let runSeed = UInt64.random(in: .min ... .max) | 1

    /// The number of spellings entered.
    var spellingCount: Int { count + middleCount + longCount }

    /// Where a spelling is, or where it goes: found by ``find(_:)``, given to ``insert(_:at:word:)``.
    struct Place {
        /// The slot holding the spelling, or the empty slot where it goes.
        var slot: Int
        /// Whether the table holds the spelling.
        var found: Bool
        /// The spelling's word, when it is found.
        var word: ItemWord
        fileprivate var key: UInt64
        /// For a spelling of 9 to 16 bytes, its bytes after the first 8.
        fileprivate var rest: UInt64 = 0
        fileprivate var size: Size

        /// Which table the spelling is kept in.
        fileprivate enum Size {
            case short, middle, long
        }
    }

    /// Looks a spelling up.
    ///
    /// - Parameters:
    ///   - readable: How many bytes may be read from the spelling's start, at
    ///     least its length (more when it lies in a longer text, so that a
    ///     short spelling is read 8 bytes at once).
    ///   - readableBefore: How many bytes may be read before its start (a
    ///     short spelling at the end of a text is read as the 8 bytes that end it).
    @inline(__always)
    func find(_ bytes: UnsafeBufferPointer<UInt8>, readable: Int, readableBefore: Int = 0) -> Place {
        let length = bytes.count
        guard UInt(bitPattern: length &- 1) < 8, let start = bytes.baseAddress else {
            return UInt(bitPattern: length &- 9) < 8 ? findMiddle(bytes) : findLong(bytes)
        }
        let key = Self.packed(start, length: length, readable: readable, readableBefore: readableBefore)
        return slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: (key &* seed) &>> slotShift)
            while true {
                let held = slots[slot].key
                if held == key { return Place(slot: slot, found: true, word: slots[slot].word, key: key, size: .short) }
                if held == 0 { return Place(slot: slot, found: false, word: .unknown, key: key, size: .short) }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Looks up a spelling of 9 to 16 bytes, read as two numbers.
    @inline(never)
    private func findMiddle(_ bytes: UnsafeBufferPointer<UInt8>) -> Place {
        let (first, rest) = Self.middleKeys(bytes)
        return middleSlots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Self.middleSlot(first, rest, seed: seed, shift: middleShift)
            while true {
                let held = slots[slot].first
                if held == first && slots[slot].rest == rest {
                    return Place(slot: slot, found: true, word: slots[slot].word, key: first, rest: rest, size: .middle)
                }
                if held == 0 { return Place(slot: slot, found: false, word: .unknown, key: first, rest: rest, size: .middle) }
                slot = (slot + 1) & mask
            }
        }
    }

    /// A spelling of 9 to 16 bytes as two numbers, ASCII capitals lowered: its
    /// first 8 bytes, and the rest (read as the 8 that end it, without the
    /// bytes the first holds).
    @inline(__always)
    private static func middleKeys(_ bytes: UnsafeBufferPointer<UInt8>) -> (first: UInt64, rest: UInt64) {
        let start = bytes.baseAddress!
        let first = UInt64(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt64.self))
        let last = UInt64(littleEndian: UnsafeRawPointer(start + (bytes.count &- 8)).loadUnaligned(as: UInt64.self))
        return (lowered(first), lowered(last &>> UInt64(8 &* (16 &- bytes.count))))
    }

    /// The first slot to probe for a spelling of 9 to 16 bytes.
    @inline(__always)
    private static func middleSlot(_ first: UInt64, _ rest: UInt64, seed: UInt64, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: ((first ^ mixed(rest)) &* seed) &>> shift)
    }

    /// Finds the word of each of `tokens`, words of the text `bytes`, as
    /// ``find(_:readable:readableBefore:)`` would, in one loop; a word the
    /// table does not hold is given ``ItemWord/notFound``. Returns whether some
    /// word was not found; the lists the words found are in are added to `traits`.
    @inline(__always)
    func findAll(_ tokens: UnsafeMutableBufferPointer<ItemToken>, in bytes: UnsafeBufferPointer<UInt8>, traits: inout ItemWord.Traits) -> Bool {
        guard let text = bytes.baseAddress, let first = tokens.baseAddress else { return false }
        let textCount = bytes.count
        var someNotFound = false
        slots.withUnsafeBufferPointer { slots in
            guard let table = slots.baseAddress else { return }
            let (mask, shift, seed) = (slots.count &- 1, slotShift, seed)
            for index in 0..<tokens.count {
                let token = first + index
                let start = Int(token.pointee.start)
                let length = Int(token.pointee.end) &- start
                guard UInt(bitPattern: length &- 1) < 8 else {
                    let spelling = UnsafeBufferPointer(start: text + start, count: length)
                    let place = UInt(bitPattern: length &- 9) < 8 ? findMiddle(spelling) : findLong(spelling)
                    token.pointee.word = place.found ? place.word : .notFound
                    traits.formUnion(place.word.traits)
                    someNotFound = someNotFound || !place.found
                    continue
                }
                let key = Self.packed(text + start, length: length, readable: textCount &- start, readableBefore: start)
                var slot = Int(truncatingIfNeeded: (key &* seed) &>> shift)
                while true {
                    let held = table[slot].key
                    if held == key {
                        let word = table[slot].word
                        token.pointee.word = word
                        traits.formUnion(word.traits)
                        break
                    }
                    if held == 0 {
                        token.pointee.word = .notFound
                        someNotFound = true
                        break
                    }
                    slot = (slot &+ 1) & mask
                }
            }
        }
        return someNotFound
    }

    /// Looks up a spelling of which nothing past its end may be read.
    func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Place {
        find(bytes, readable: bytes.count)
    }

    /// Looks up a spelling of more than 16 bytes, or none.
    @inline(never)
    private func findLong(_ bytes: UnsafeBufferPointer<UInt8>) -> Place {
        let hash = longHash(bytes)
        return longSlots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot].start >= 0 {
                if slots[slot].hash == hash, Int(slots[slot].length) == bytes.count,
                   longSpelling(at: Int(slots[slot].start), equals: bytes) {
                    return Place(slot: slot, found: true, word: slots[slot].word, key: hash, size: .long)
                }
                slot = (slot + 1) & mask
            }
            return Place(slot: slot, found: false, word: .unknown, key: hash, size: .long)
        }
    }

    /// Enters a spelling that ``find(_:)`` did not find, at the place it gave,
    /// with its word (its `base` the cache's number).
    mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, at place: Place, word: ItemWord) {
        switch place.size {
        case .long:
            longSlots[place.slot] = LongSlot(hash: place.key, start: Int32(longKeys.count), length: Int32(bytes.count), word: word)
            longKeys.append(contentsOf: bytes.lazy.map(\.asciiLowercased))
            longCount += 1
            if longCount * 2 > longSlots.count { growLong() }
        case .middle:
            middleSlots[place.slot] = MiddleSlot(first: place.key, rest: place.rest, word: word)
            middleCount += 1
            if middleCount * 2 > middleSlots.count { growMiddle() }
        case .short:
            slots[place.slot] = Slot(key: place.key, word: word)
            count += 1
            if count * 2 > slots.count { grow() }
        }
    }

    /// At most 8 bytes, at least 1, as one number, the first byte lowest,
    /// ASCII capitals lowered: read 8 at once from the start or, when fewer
    /// follow the start, as the 8 that end the spelling, when either may be read.
    @inline(__always)
    private static func packed(_ start: UnsafePointer<UInt8>, length: Int, readable: Int, readableBefore: Int) -> UInt64 {
        let packed: UInt64
        if readable >= 8 {
            let unused = UInt64(64 - 8 * length)
            packed = (UInt64(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt64.self)) &<< unused) &>> unused
        } else if readableBefore + length >= 8 {
            let unused = UInt64(64 - 8 * length)
            packed = UInt64(littleEndian: UnsafeRawPointer(start + length - 8).loadUnaligned(as: UInt64.self)) &>> unused
        } else {
            var bytes: UInt64 = 0
            for offset in 0..<length { bytes |= UInt64(start[offset]) << UInt64(offset * 8) }
            packed = bytes
        }
        return lowered(packed)
    }

    /// 8 bytes with the ASCII capitals lowered, all at once: a byte below
    /// 0x80 from `A` to `Z` gains 0x20.
    @inline(__always)
    private static func lowered(_ bytes: UInt64) -> UInt64 {
        let low7 = bytes & 0x7F7F_7F7F_7F7F_7F7F
        let atLeastA = (low7 &+ 0x3F3F_3F3F_3F3F_3F3F) & 0x8080_8080_8080_8080
        let pastZ = (low7 &+ 0x2525_2525_2525_2525) & 0x8080_8080_8080_8080
        let capitals = atLeastA & ~pastZ & ~bytes & 0x8080_8080_8080_8080
        return bytes | (capitals >> 2)
    }

    /// The seeded hash of a spelling of any length but 1 to 16, capitals
    /// lowered, read 8 bytes at once (the last 8 overlapping the ones before).
    private func longHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = seed ^ UInt64(bytes.count)
        if let start = bytes.baseAddress, bytes.count > 8 {
            var offset = 0
            while offset + 8 < bytes.count {
                hash = Self.mixed(hash ^ Self.lowered(UInt64(littleEndian: UnsafeRawPointer(start + offset).loadUnaligned(as: UInt64.self))))
                offset += 8
            }
            hash ^= Self.lowered(UInt64(littleEndian: UnsafeRawPointer(start + bytes.count - 8).loadUnaligned(as: UInt64.self)))
        }
        return Self.mixed(hash)
    }

    /// SplitMix64's finalizer: every bit of the hash depends on every bit of `value`.
    private static func mixed(_ value: UInt64) -> UInt64 {
        var value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// Whether the spelling kept at `start` of `longKeys` (of the same
    /// length) is `bytes`, capitals lowered: 8 bytes at once when there are
    /// 8, the last 8 overlapping the ones before.
    private func longSpelling(at start: Int, equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        longKeys.withUnsafeBufferPointer { keys in
            guard bytes.count >= 8, let given = bytes.baseAddress, let kept = keys.baseAddress.map({ $0 + start }) else {
                for offset in 0..<bytes.count where keys[start + offset] != bytes[offset].asciiLowercased { return false }
                return true
            }
            func eightAt(_ offset: Int) -> Bool {
                Self.lowered(UInt64(littleEndian: UnsafeRawPointer(given + offset).loadUnaligned(as: UInt64.self)))
                    == UInt64(littleEndian: UnsafeRawPointer(kept + offset).loadUnaligned(as: UInt64.self))
            }
            var offset = 0
            while offset &+ 8 < bytes.count {
                guard eightAt(offset) else { return false }
                offset &+= 8
            }
            return eightAt(bytes.count &- 8)
        }
    }

    private mutating func grow() {
        slotShift -= 1
        let (seed, shift) = (seed, slotShift)
        slots = Self.doubled(slots, empty: Slot(), isHeld: { $0.key != 0 },
                             firstSlot: { Int(truncatingIfNeeded: ($0.key &* seed) &>> shift) })
    }

    private mutating func growMiddle() {
        middleShift -= 1
        let (seed, shift) = (seed, middleShift)
        middleSlots = Self.doubled(middleSlots, empty: MiddleSlot(), isHeld: { $0.first != 0 },
                                   firstSlot: { Self.middleSlot($0.first, $0.rest, seed: seed, shift: shift) })
    }

    private mutating func growLong() {
        let mask = longSlots.count * 2 - 1
        longSlots = Self.doubled(longSlots, empty: LongSlot(), isHeld: { $0.start >= 0 },
                                 firstSlot: { Int(truncatingIfNeeded: $0.hash) & mask })
    }

    /// Twice as many slots as `old`, each entry it holds put where probing
    /// from its first slot (in the larger table) finds room.
    private static func doubled<Entry>(_ old: [Entry], empty: Entry, isHeld: (Entry) -> Bool, firstSlot: (Entry) -> Int) -> [Entry] {
        var slots = [Entry](repeating: empty, count: old.count * 2)
        let mask = slots.count - 1
        for entry in old where isHeld(entry) {
            var slot = firstSlot(entry)
            while isHeld(slots[slot]) { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
        return slots
    }
}
