/// A hash table numbering spellings by their UTF-8 bytes, ASCII capitals
/// lowered: 0, 1, 2… in the order they are entered. It finds a spelling again
/// without making a string of it, and compares most spellings as one number.
///
/// Its hash takes a seed drawn once per run, so that content cannot be
/// written to make its words collide; what is found does not depend on it.
struct ItemSpellingTable: Sendable {
    // `slots` holds spelling numbers (-1 for none), a power of two of them;
    // spelling i is `keys[keyStarts[i]..<keyStarts[i + 1]]`, and a spelling of
    // at most 8 bytes is also packed into `shortKeys[i]` (0 for a longer one).
    private var slots: [Int32] = Array(repeating: -1, count: 1024)
    private var hashes: [UInt64] = []
    private var shortKeys: [UInt64] = []
    private var keyStarts: [Int] = [0]
    private var keys: [UInt8] = []
    /// The run's seed, kept by each table so that a lookup reads a field.
    private let seed = Self.runSeed

    static let runSeed = UInt64.random(in: .min ... .max)

    /// Where a spelling is, or where it goes: found by ``find(_:)``, given to ``insert(_:at:)``.
    struct Place {
        /// The spelling's number, `nil` when the table does not hold it.
        var number: Int32?
        fileprivate var slot: Int
        fileprivate var hash: UInt64
        fileprivate var shortKey: UInt64
    }

    /// The number of spellings entered.
    var count: Int { hashes.count }

    /// Looks a spelling up.
    func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Place {
        // No word holds a zero byte, so a packed spelling is never 0 and tells its length.
        var shortKey: UInt64 = 0
        var hash: UInt64
        if bytes.count <= 8 {
            for offset in 0..<bytes.count { shortKey |= UInt64(bytes[offset].asciiLowercased) << UInt64(offset * 8) }
            hash = Self.mixed(shortKey ^ seed)
        } else {
            hash = 0xCBF2_9CE4_8422_2325 ^ seed
            for byte in bytes { hash = (hash ^ UInt64(byte.asciiLowercased)) &* 0x100_0000_01B3 }
            hash = Self.mixed(hash)
        }
        return slots.withUnsafeBufferPointer { slots in
            hashes.withUnsafeBufferPointer { hashes in
                shortKeys.withUnsafeBufferPointer { shortKeys in
                    let mask = slots.count - 1
                    var slot = Int(truncatingIfNeeded: hash) & mask
                    while slots[slot] >= 0 {
                        let number = slots[slot]
                        if hashes[Int(number)] == hash {
                            if shortKey != 0 {
                                if shortKeys[Int(number)] == shortKey {
                                    return Place(number: number, slot: slot, hash: hash, shortKey: shortKey)
                                }
                            } else if spelling(Int(number), equals: bytes) {
                                return Place(number: number, slot: slot, hash: hash, shortKey: shortKey)
                            }
                        }
                        slot = (slot + 1) & mask
                    }
                    return Place(number: nil, slot: slot, hash: hash, shortKey: shortKey)
                }
            }
        }
    }

    /// Enters a spelling that ``find(_:)`` did not find, at the place it gave, and returns its number.
    @discardableResult
    mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, at place: Place) -> Int32 {
        let number = Int32(hashes.count)
        keys.append(contentsOf: bytes.lazy.map(\.asciiLowercased))
        keyStarts.append(keys.count)
        slots[place.slot] = number
        hashes.append(place.hash)
        shortKeys.append(place.shortKey)
        if hashes.count * 2 > slots.count { grow() }
        return number
    }

    /// Calls `body` with the bytes of a spelling entered, lowered.
    func withSpelling<Result>(_ number: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        keys.withUnsafeBufferPointer { keys in
            body(UnsafeBufferPointer(rebasing: keys[keyStarts[Int(number)]..<keyStarts[Int(number) + 1]]))
        }
    }

    /// SplitMix64's finalizer: every bit of the hash depends on every bit of `value`.
    static func mixed(_ value: UInt64) -> UInt64 {
        var value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    private func spelling(_ number: Int, equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = keyStarts[number]
        guard keyStarts[number + 1] - start == bytes.count else { return false }
        for offset in 0..<bytes.count where keys[start + offset] != bytes[offset].asciiLowercased { return false }
        return true
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (number, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number)
        }
    }
}
