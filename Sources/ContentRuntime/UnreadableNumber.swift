import Foundation

/// Finds the number that kept a document from decoding when the decoder does
/// not say: Foundation's `JSONDecoder` reports a number an `Int` field cannot
/// hold (`1e30`, `1.5`, `99999999999999999999`) as "not valid JSON", without
/// a key path, although the JSON is valid.
enum UnreadableNumber {
    /// The key path and value of the number in `data` that keeps `type` from
    /// decoding, or `nil` when no single number is to blame.
    ///
    /// Every number that is not a whole number an `Int` holds is a suspect;
    /// each is set to 0 in turn, and the one whose change gets the decoder
    /// past the error is the one.
    static func find<Document: Decodable>(in data: Data, decoding type: Document.Type) -> (keyPath: String, value: String)? {
        guard let root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        var suspects: [(path: [PathItem], value: Double)] = []
        collect(root, at: [], into: &suspects)
        for suspect in suspects.prefix(32) {
            let replaced = replacing(root, at: suspect.path[...])
            guard let edited = try? JSONSerialization.data(withJSONObject: replaced, options: [.fragmentsAllowed]) else { continue }
            do {
                _ = try BundleCoding.makeDecoder().decode(type, from: edited)
            } catch let error as DecodingError {
                if case .dataCorrupted(let context) = error, context.codingPath.isEmpty { continue }
            } catch {}
            return (keyPath(suspect.path), describe(suspect.value))
        }
        return nil
    }

    private enum PathItem {
        case key(String)
        case index(Int)
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

    private static func replacing(_ value: Any, at path: ArraySlice<PathItem>) -> Any {
        guard let first = path.first else { return 0 }
        switch (first, value) {
        case (.key(let key), var object as [String: Any]):
            object[key] = object[key].map { replacing($0, at: path.dropFirst()) }
            return object
        case (.index(let index), var array as [Any]):
            array[index] = replacing(array[index], at: path.dropFirst())
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
