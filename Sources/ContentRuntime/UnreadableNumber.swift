import Foundation

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
    /// Every number that is not a whole number an `Int` holds is a suspect.
    /// Each suspect is written as a string instead, and the decoder, meeting
    /// the first of them, names its key path and the type it wanted there: an
    /// integer type convicts the suspect; `Double` clears it, and the search
    /// goes on with that number put back.
    static func find<Document: Decodable>(in data: Data, decoding type: Document.Type) -> (keyPath: String, value: String)? {
        guard let root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        var suspects: [(path: [PathItem], value: Double)] = []
        collect(root, at: [], into: &suspects)
        var written = Array(suspects.prefix(64).indices)
        while !written.isEmpty {
            var tree = root
            for index in written { tree = replacing(tree, at: suspects[index].path[...], with: "suspect") }
            guard let edited = try? JSONSerialization.data(withJSONObject: tree, options: [.fragmentsAllowed]) else { return nil }
            do {
                _ = try BundleCoding.makeDecoder().decode(type, from: edited)
                return nil
            } catch DecodingError.typeMismatch(let wanted, let context) {
                let path = context.codingPath.map { $0.intValue.map(PathItem.index) ?? .key($0.stringValue) }
                guard let found = written.firstIndex(where: { suspects[$0].path.elementsEqual(path, by: PathItem.same) }) else {
                    return nil
                }
                guard wanted == Double.self || wanted == Float.self else {
                    return (keyPath(suspects[written[found]].path), describe(suspects[written[found]].value))
                }
                written.remove(at: found)
            } catch {
                return nil
            }
        }
        return nil
    }

    private enum PathItem {
        case key(String)
        case index(Int)

        static func same(_ lhs: PathItem, _ rhs: PathItem) -> Bool {
            switch (lhs, rhs) {
            case (.key(let left), .key(let right)): left == right
            case (.index(let left), .index(let right)): left == right
            default: false
            }
        }
    }

    /// The numbers under `value` that an `Int` cannot hold exactly, keys visited in sorted order.
    private static func collect(_ value: Any, at path: [PathItem], into suspects: inout [(path: [PathItem], value: Double)]) {
        switch value {
        case let object as [String: Any]:
            for key in object.keys.sorted() { collect(object[key]!, at: path + [.key(key)], into: &suspects) }
        case let array as [Any]:
            for (index, item) in array.enumerated() { collect(item, at: path + [.index(index)], into: &suspects) }
        case let number as NSNumber:  // true and false are 1 and 0: never suspects.
            let double = number.doubleValue
            if Int(exactly: double) == nil { suspects.append((path, double)) }
        default:
            break
        }
    }

    private static func replacing(_ value: Any, at path: ArraySlice<PathItem>, with replacement: Any) -> Any {
        guard let first = path.first else { return replacement }
        switch (first, value) {
        case (.key(let key), var object as [String: Any]):
            object[key] = object[key].map { replacing($0, at: path.dropFirst(), with: replacement) }
            return object
        case (.index(let index), var array as [Any]):
            array[index] = replacing(array[index], at: path.dropFirst(), with: replacement)
            return array
        default:
            return value
        }
    }

    private static func keyPath(_ path: [PathItem]) -> String {
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
