/// Writes ``CanonicalJSON`` straight into one buffer, with no tree of values
/// in between: the writer of each type gives its members in the order of
/// their keys' UTF-8 bytes, known when it is compiled.
///
/// ```swift
/// var writer = CanonicalJSONWriter(capacity: 1024)
/// writer.object { writer in
///     writer.member("id", "b1")          // keys in sorted order
///     writer.member("title", "Meditations")
/// }
/// ```
///
/// A test holds every writer to the bytes the `Encodable` form gives.
struct CanonicalJSONWriter {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []
    /// How many members or items each open container holds so far, outermost first.
    private var counts: [Int] = []
    /// Whether a number without a JSON form (NaN, an infinity) was given; it is written as `null`.
    private(set) var hasNonFiniteNumber = false

    /// A writer whose buffer holds `capacity` bytes before it grows.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// An object whose members `body` writes, keys in sorted order.
    mutating func object(_ body: (inout CanonicalJSONWriter) -> Void) {
        bytes.append(UInt8(ascii: "{"))
        counts.append(0)
        body(&self)
        close(UInt8(ascii: "}"))
    }

    /// An array of `items`, each written by `write`.
    mutating func array<Items: Sequence>(_ items: Items, _ write: (inout CanonicalJSONWriter, Items.Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        counts.append(0)
        for item in items {
            startEntry()
            write(&self, item)
        }
        close(UInt8(ascii: "]"))
    }

    /// Starts a member of the open object: its key, then its value is to be written.
    mutating func key(_ name: StaticString) {
        startEntry()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":"), UInt8(ascii: " ")])
    }

    /// The bytes written, with the final newline; the writer is left empty.
    mutating func finish() -> [UInt8] {
        bytes.append(0x0A)
        var finished: [UInt8] = []
        swap(&finished, &bytes)
        return finished
    }

    // MARK: Values

    mutating func string(_ text: String) {
        CanonicalJSON.writeString(text, into: &bytes)
    }

    mutating func integer(_ number: Int) {
        bytes.append(contentsOf: String(number).utf8)
    }

    mutating func number(_ number: Double) {
        guard number.isFinite else {
            hasNonFiniteNumber = true
            bytes.append(contentsOf: "null".utf8)
            return
        }
        bytes.append(contentsOf: number.description.utf8)
    }

    mutating func value(_ value: some CanonicalJSONWritable) {
        value.write(to: &self)
    }

    // MARK: Members

    mutating func member(_ name: StaticString, _ text: String) {
        key(name)
        string(text)
    }

    mutating func member(_ name: StaticString, _ number: Int) {
        key(name)
        integer(number)
    }

    mutating func member(_ name: StaticString, _ number: Double) {
        key(name)
        self.number(number)
    }

    mutating func member(_ name: StaticString, _ value: some CanonicalJSONWritable) {
        key(name)
        value.write(to: &self)
    }

    mutating func member(_ name: StaticString, _ texts: [String]) {
        key(name)
        array(texts) { $0.string($1) }
    }

    mutating func member(_ name: StaticString, _ numbers: [Int]) {
        key(name)
        array(numbers) { $0.integer($1) }
    }

    mutating func member<Element: CanonicalJSONWritable>(_ name: StaticString, _ values: [Element]) {
        key(name)
        array(values) { $1.write(to: &$0) }
    }

    /// Members whose value is `nil` are left out, as `Encodable`'s synthesized form leaves them out.
    mutating func member(_ name: StaticString, _ text: String?) {
        if let text { member(name, text) }
    }

    mutating func member(_ name: StaticString, _ number: Int?) {
        if let number { member(name, number) }
    }

    mutating func member(_ name: StaticString, _ number: Double?) {
        if let number { member(name, number) }
    }

    mutating func member(_ name: StaticString, _ value: (some CanonicalJSONWritable)?) {
        if let value { member(name, value) }
    }

    mutating func member(_ name: StaticString, _ texts: [String]?) {
        if let texts { member(name, texts) }
    }

    mutating func member(_ name: StaticString, _ numbers: [Int]?) {
        if let numbers { member(name, numbers) }
    }

    mutating func member<Element: CanonicalJSONWritable>(_ name: StaticString, _ values: [Element]?) {
        if let values { member(name, values) }
    }

    // MARK: Layout

    /// A comma after the container's previous entry, then a new line indented to the container's depth.
    private mutating func startEntry() {
        let last = counts.count - 1
        if counts[last] > 0 { bytes.append(UInt8(ascii: ",")) }
        counts[last] += 1
        CanonicalJSON.newline(indent: counts.count, into: &bytes)
    }

    /// Closes the innermost container: `{}` or `[]` when it is empty, else on a line of its own.
    private mutating func close(_ bracket: UInt8) {
        if counts.removeLast() > 0 { CanonicalJSON.newline(indent: counts.count, into: &bytes) }
        bytes.append(bracket)
    }
}

/// A value that writes its own canonical JSON, byte for byte what its `Encodable` form gives.
protocol CanonicalJSONWritable {
    func write(to writer: inout CanonicalJSONWriter)
}

extension CanonicalJSONWritable where Self: RawRepresentable, RawValue == String {
    func write(to writer: inout CanonicalJSONWriter) {
        writer.string(rawValue)
    }
}
