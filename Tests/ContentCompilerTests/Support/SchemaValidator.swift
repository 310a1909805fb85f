import Foundation

/// Validates JSON instances against JSON Schemas with Python's `jsonschema`
/// (`Draft202012Validator`), an implementation independent of this package,
/// in one `python3` subprocess for the whole batch.
///
/// Each schema is also checked against the 2020-12 metaschema
/// (`Draft202012Validator.check_schema`). When `python3` or `jsonschema` is
/// missing, ``validate(_:schemas:)`` throws ``Unavailable`` naming the script
/// that installs it: a test must fail then, never pass unchecked.
enum SchemaValidator {
    /// One value to validate, with the schema it must satisfy.
    struct Instance {
        /// A unique name for the instance, such as its file's path.
        var name: String
        /// The schema's key in the `schemas` passed to ``validate(_:schemas:)``.
        var schema: String
        /// The value as JSON text (non-finite numbers as `Infinity`, `NaN`).
        var json: String
    }

    /// A step of the path to a value: an object's key or an array's index.
    enum PathStep: Equatable, CustomStringConvertible {
        case key(String)
        case index(Int)

        var description: String {
            switch self {
            case .key(let key): ".\(key)"
            case .index(let index): "[\(index)]"
            }
        }
    }

    /// A value that does not satisfy its schema.
    struct Failure: CustomStringConvertible {
        /// Where the value is in the instance.
        var path: [PathStep]
        /// What `jsonschema` says is wrong.
        var message: String

        var description: String { "$" + path.map(\.description).joined() + ": " + message }
    }

    /// What the validator found.
    struct Report {
        /// Why a schema is not a valid 2020-12 schema, by its key; empty when all are.
        var schemaProblems: [String: String]
        /// The failures of each instance, by name; an instance whose schema is invalid has none listed.
        var failures: [String: [Failure]]
    }

    /// `python3` or its `jsonschema` package cannot be used.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    /// The installer the messages point at.
    static let installer = "scripts/install-jsonschema.sh"

    /// Validates every instance against its schema, and every schema against the metaschema.
    ///
    /// - Parameter schemas: Each schema's JSON text, by the key instances name it with.
    /// - Throws: ``Unavailable`` when `python3` or `jsonschema` is missing or fails.
    static func validate(_ instances: [Instance], schemas: [String: String]) throws -> Report {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("contentc-schemas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let request = folder.appendingPathComponent("request.json")
        let response = folder.appendingPathComponent("response.json")

        let schemaMembers = schemas.keys.sorted().map { EditorJSON.quoted($0) + ":" + schemas[$0]! }
        let instanceItems = instances.map {
            "{\"name\":\(EditorJSON.quoted($0.name)),\"schema\":\(EditorJSON.quoted($0.schema)),\"instance\":\($0.json)}"
        }
        let text = "{\"schemas\":{\(schemaMembers.joined(separator: ","))},\"instances\":[\(instanceItems.joined(separator: ","))]}"
        try Data(text.utf8).write(to: request)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, request.path, response.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Unavailable(description: "cannot start python3 through /usr/bin/env (\(error)); install Python 3 and run \(installer)")
        }
        let stderr = String(decoding: try errors.fileHandleForReading.readToEnd() ?? Data(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: break
        case 127:
            throw Unavailable(description: "python3 is not on PATH: install Python 3, then run \(installer) to install jsonschema")
        case 3:
            throw Unavailable(description: "python3 cannot import jsonschema 4 or later (\(stderr.trimmingCharacters(in: .whitespacesAndNewlines))): run \(installer)")
        default:
            throw Unavailable(description: "the jsonschema run failed with status \(process.terminationStatus): \(stderr)")
        }
        return try report(Data(contentsOf: response))
    }

    private static func report(_ data: Data) throws -> Report {
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let problems = object["schemaProblems"] as? [String: String],
              let failures = object["failures"] as? [String: [[String: Any]]]
        else { throw Unavailable(description: "the jsonschema run wrote a response of the wrong shape") }
        return Report(schemaProblems: problems, failures: failures.mapValues { items in
            items.map { item in
                let path = (item["path"] as? [Any] ?? []).map { step -> PathStep in
                    if let key = step as? String { return .key(key) }
                    return .index((step as? Int) ?? -1)
                }
                return Failure(path: path, message: item["message"] as? String ?? "")
            }
        })
    }

    /// Reads the request (argv[1]), writes the response (argv[2]); exits 3 without jsonschema.
    private static let script = #"""
        import json, sys
        try:
            from jsonschema import Draft202012Validator
            from jsonschema.exceptions import SchemaError
        except ImportError as error:
            print(error, file=sys.stderr)
            sys.exit(3)

        with open(sys.argv[1], encoding="utf-8") as handle:
            request = json.load(handle)
        problems, validators = {}, {}
        for key, schema in request["schemas"].items():
            try:
                Draft202012Validator.check_schema(schema)
                validators[key] = Draft202012Validator(schema)
            except SchemaError as error:
                problems[key] = f"{error.json_path}: {error.message}"
        failures = {}
        for item in request["instances"]:
            validator = validators.get(item["schema"])
            errors = validator.iter_errors(item["instance"]) if validator else []
            failures[item["name"]] = sorted(
                ({"path": list(error.absolute_path), "message": error.message} for error in errors),
                key=lambda failure: (str(failure["path"]), failure["message"]))
        with open(sys.argv[2], "w", encoding="utf-8") as handle:
            json.dump({"schemaProblems": problems, "failures": failures}, handle)
        """#
}
