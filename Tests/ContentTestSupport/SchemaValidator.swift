import Foundation

/// Validates JSON instances against JSON Schemas with Python's `jsonschema`,
/// an implementation independent of this package, in one `python3` subprocess
/// for the whole batch.
///
/// Each schema is validated by the draft its `$schema` names (2020-12 when it
/// names none: the editor schemas; draft-04: SARIF's), and is itself checked
/// against that draft's metaschema (`check_schema`). When `python3` or `jsonschema` is
/// missing, ``validate(_:schemas:)`` throws ``Unavailable`` naming the script
/// that installs it: a test must fail then, never pass unchecked.
public enum SchemaValidator {
    /// One value to validate, with the schema it must satisfy.
    public struct Instance: Sendable {
        /// A unique name for the instance, such as its file's path.
        public var name: String
        /// The schema's key in the `schemas` passed to ``validate(_:schemas:)``.
        public var schema: String
        /// The value as JSON text (non-finite numbers as `Infinity`, `NaN`).
        public var json: String

        /// Creates an instance.
        public init(name: String, schema: String, json: String) {
            self.name = name
            self.schema = schema
            self.json = json
        }
    }

    /// A step of the path to a value: an object's key or an array's index.
    public enum PathStep: Sendable, Equatable, CustomStringConvertible {
        case key(String)
        case index(Int)

        public var description: String {
            switch self {
            case .key(let key): ".\(key)"
            case .index(let index): "[\(index)]"
            }
        }
    }

    /// A value that does not satisfy its schema.
    public struct Failure: Sendable, CustomStringConvertible {
        /// Where the value is in the instance.
        public var path: [PathStep]
        /// What `jsonschema` says is wrong.
        public var message: String

        /// Creates a failure.
        public init(path: [PathStep], message: String) {
            self.path = path
            self.message = message
        }

        public var description: String { "$" + path.map(\.description).joined() + ": " + message }
    }

    /// What the validator found.
    public struct Report: Sendable {
        /// Why a schema is not a valid schema of its draft, by its key; empty when all are.
        public var schemaProblems: [String: String]
        /// The failures of each instance, by name; an instance whose schema is invalid has none listed.
        public var failures: [String: [Failure]]
    }

    /// `python3` or its `jsonschema` package cannot be used.
    public struct Unavailable: Error, Sendable, CustomStringConvertible {
        /// What cannot be used, and how to install it.
        public var description: String

        /// Creates the error.
        public init(description: String) {
            self.description = description
        }
    }

    /// The installer the messages point at.
    public static let installer = "scripts/install-jsonschema.sh"

    /// Validates every instance against its schema, and every schema against the metaschema.
    ///
    /// - Parameter schemas: Each schema's JSON text, by the key instances name it with.
    /// - Throws: ``Unavailable`` when `python3` or `jsonschema` is missing or fails.
    public static func validate(_ instances: [Instance], schemas: [String: String]) throws -> Report {
        let folder = try TemporaryFolder(prefix: "contentc-schemas")
        let request = folder.path("request.json")
        let response = folder.path("response.json")

        let schemaMembers = schemas.keys.sorted().map { JSONText.quoted($0) + ":" + schemas[$0]! }
        let instanceItems = instances.map {
            "{\"name\":\(JSONText.quoted($0.name)),\"schema\":\(JSONText.quoted($0.schema)),\"instance\":\($0.json)}"
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
            from jsonschema import Draft202012Validator, validators
            from jsonschema.exceptions import SchemaError
        except ImportError as error:
            print(error, file=sys.stderr)
            sys.exit(3)

        with open(sys.argv[1], encoding="utf-8") as handle:
            request = json.load(handle)
        problems, checkers = {}, {}
        for key, schema in request["schemas"].items():
            try:
                cls = validators.validator_for(schema, default=Draft202012Validator)
                cls.check_schema(schema)
                checkers[key] = cls(schema)
            except SchemaError as error:
                problems[key] = f"{error.json_path}: {error.message}"
        failures = {}
        for item in request["instances"]:
            validator = checkers.get(item["schema"])
            errors = validator.iter_errors(item["instance"]) if validator else []
            failures[item["name"]] = sorted(
                ({"path": list(error.absolute_path), "message": error.message} for error in errors),
                key=lambda failure: (str(failure["path"]), failure["message"]))
        with open(sys.argv[2], "w", encoding="utf-8") as handle:
            json.dump({"schemaProblems": problems, "failures": failures}, handle)
        """#
}
