#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds the number that kept a document from decoding when the decoder does
/// not say: Foundation's `JSONDecoder` reports a number an `Int` field cannot
/// hold (`1e30`, `1.5`, `99999999999999999999`) as "not valid JSON", without
/// a key path, although the JSON is valid.
enum UnreadableNumber {
    /// Whether `error` is the decoder's report of a number it could not read:
    /// data said to be "not valid JSON", at no key path.
    static func isUnreadableNumber(_ error: DecodingError) -> Bool {
        guard case .dataCorrupted(let context) = error else { return false }
        return context.codingPath.isEmpty && context.debugDescription == "The given data was not valid JSON."
    }

    /// The key path and value of the number in `data` that keeps `type` from
    /// decoding, or `nil` when no number is to blame.
    ///
    /// Every number that is not a whole number an `Int` holds is a suspect
    /// (up to 64 of them, in the order of the text).
    /// Each suspect is written as a string instead, and the decoder, meeting
    /// the first of them, names its key path and the type it wanted there: an
    /// integer type convicts the suspect; `Double` clears it, and the search
    /// goes on with that number put back.
    static func find<Document: Decodable>(in data: Data, decoding type: Document.Type) -> (keyPath: String, value: String)? {
        guard case .success(let numbers) = JSONSyntax.numbers(in: data, limit: 64, where: { text in
            Int(text) == nil && Double(text).map { Int(exactly: $0) == nil } == true
        }) else { return nil }
        let suspects = numbers.map { (number: $0, value: Double($0.text)!) }
        var written = Array(suspects.indices)
        while !written.isEmpty {
            let edited = replacing(written.map { suspects[$0].number.range }, in: data, with: Data(#""suspect""#.utf8))
            do {
                _ = try BundleCoding.makeDecoder().decode(type, from: edited)
                return nil
            } catch DecodingError.typeMismatch(let wanted, let context) {
                let path = context.codingPath.map { $0.intValue.map(JSONSyntax.PathItem.index) ?? .key($0.stringValue) }
                guard let found = written.firstIndex(where: { suspects[$0].number.path == path }) else { return nil }
                guard wanted == Double.self || wanted == Float.self else {
                    return (keyPath(suspects[written[found]].number.path), describe(suspects[written[found]].value))
                }
                written.remove(at: found)
            } catch {
                return nil
            }
        }
        return nil
    }

    /// `data` with each of `ranges` (in ascending order, apart) replaced by `replacement`.
    private static func replacing(_ ranges: [Range<Int>], in data: Data, with replacement: Data) -> Data {
        var edited = Data()
        edited.reserveCapacity(data.count + ranges.count * replacement.count)
        var copied = data.startIndex
        for range in ranges {
            edited.append(data[copied..<data.startIndex + range.lowerBound])
            edited.append(replacement)
            copied = data.startIndex + range.upperBound
        }
        edited.append(data[copied...])
        return edited
    }

    private static func keyPath(_ path: [JSONSyntax.PathItem]) -> String {
        var text = ""
        for item in path {
            switch item {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text.isEmpty ? "the top level" : text
    }

    private static func describe(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e16 ? String(Int64(value)) : "\(value)"
    }
}
