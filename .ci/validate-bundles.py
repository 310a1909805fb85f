#!/usr/bin/env python3
"""Validate a contentc output folder against the bundle and index JSON Schemas.

Usage: validate-bundles.py OUT_DIR SCHEMAS_DIR

An independent check of what `contentc build` writes, run in CI:

- OUT_DIR/index.json against SCHEMAS_DIR/index-1.schema.json;
- every bundle index.json lists, and every *.json under OUT_DIR/books and
  OUT_DIR/courses (a file the index does not list is itself a problem),
  against SCHEMAS_DIR/bundle-1.schema.json;
- each listed file's size and SHA-256, and its kind and id, against its entry.

Prints one line per problem, `FILE: $.json.path: message`, and exits 1 when
there is any; otherwise prints a one-line summary and exits 0. Exits 2 when
it cannot run (wrong arguments, unreadable schemas, jsonschema missing).
Needs Python 3.9+ and the `jsonschema` package (4.x): `pip install jsonschema`
or Debian's python3-jsonschema.
"""

import hashlib
import json
import os
import sys

try:
    from jsonschema import Draft202012Validator
except ImportError:
    print("validate-bundles: the Python package `jsonschema` is not installed "
          "(pip install jsonschema, or apt-get install python3-jsonschema)", file=sys.stderr)
    sys.exit(2)

INDEX_SCHEMA = "index-1.schema.json"
BUNDLE_SCHEMA = "bundle-1.schema.json"
BUNDLE_FOLDERS = ("books", "courses")


class Problems:
    """Collects problems as `FILE: $.path: message` lines."""

    def __init__(self):
        self.lines = []

    def add(self, file, message, json_path="$"):
        self.lines.append(f"{file}: {json_path}: {message}")


def load_schema(schemas_dir, name):
    path = os.path.join(schemas_dir, name)
    try:
        with open(path, encoding="utf-8") as handle:
            schema = json.load(handle)
        Draft202012Validator.check_schema(schema)
    except (OSError, ValueError) as error:
        print(f"validate-bundles: cannot use the schema {path}: {error}", file=sys.stderr)
        sys.exit(2)
    except Exception as error:  # jsonschema.SchemaError and its kin
        print(f"validate-bundles: {path} is not a valid JSON Schema: {error}", file=sys.stderr)
        sys.exit(2)
    return Draft202012Validator(schema)


def reject_duplicate_keys(pairs):
    seen = {}
    for key, value in pairs:
        if key in seen:
            raise ValueError(f"duplicate key {key!r}")
        seen[key] = value
    return seen


def reject_constant(name):
    raise ValueError(f"{name} is not valid JSON")


def read_json(path, shown, problems):
    """The file's bytes and parsed JSON, or (bytes or None, None) after recording why not."""
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as error:
        problems.add(shown, f"cannot be read: {error.strerror or error}")
        return None, None
    try:
        text = data.decode("utf-8")
        value = json.loads(text, object_pairs_hook=reject_duplicate_keys, parse_constant=reject_constant)
    except UnicodeDecodeError as error:
        problems.add(shown, f"is not UTF-8: {error.reason} at byte {error.start}")
        return data, None
    except json.JSONDecodeError as error:
        problems.add(shown, f"is not valid JSON: {error.msg} (line {error.lineno}, column {error.colno})")
        return data, None
    except ValueError as error:
        problems.add(shown, f"is not valid JSON: {error}")
        return data, None
    return data, value


def resolve(validator, subschema):
    """A local `$ref` (`#/$defs/...`) resolved by hand, for naming oneOf/anyOf branches."""
    ref = subschema.get("$ref") if isinstance(subschema, dict) else None
    if not isinstance(ref, str) or not ref.startswith("#/"):
        return subschema
    node = validator.schema
    for part in ref[2:].split("/"):
        node = node.get(part, {}) if isinstance(node, dict) else {}
    return node


def branch_name(validator, subschema, position):
    """An alternative's own description, or the title of the definition it refers to."""
    if isinstance(subschema, dict) and "description" in subschema:
        return subschema["description"]
    resolved = resolve(validator, subschema)
    if isinstance(resolved, dict) and "title" in resolved:
        return resolved["title"]
    return f"alternative {position + 1}"


def message(error):
    """The error's message; for a `not` with a description, the description says it better."""
    if error.validator == "not" and isinstance(error.schema, dict) and "description" in error.schema:
        return f"{error.instance!r} is not allowed here: {error.schema['description']}"
    return error.message


def leaf_errors(validator, error):
    """The errors worth showing for `error`.

    A oneOf/anyOf failure is replaced by the errors of the one alternative its
    discriminators pick (the branch with the fewest mismatched `const` keys,
    such as a bundle's `kind`), or else summarised by naming the alternatives.
    """
    if error.validator not in ("oneOf", "anyOf") or not error.context:
        return [error]
    branches = {}
    for sub in error.context:
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)
    mismatches = [
        sum(1 for sub in branches.get(position, []) if sub.validator == "const" and len(sub.relative_path) == 1)
        for position in range(len(error.validator_value))
    ]
    fewest = min(mismatches)
    candidates = [position for position, count in enumerate(mismatches) if count == fewest]
    if len(candidates) == 1 and candidates[0] in branches:
        picked = sorted(branches[candidates[0]], key=lambda sub: (sub.json_path, sub.message))
        return [leaf for sub in picked for leaf in leaf_errors(validator, sub)]
    names = [branch_name(validator, branch, position) for position, branch in enumerate(error.validator_value)]
    error.message = "matches none of the alternatives: " + "; ".join(names)
    return [error]


def validate(validator, value, shown, problems):
    errors = sorted(validator.iter_errors(value), key=lambda error: (error.json_path, error.message))
    for error in errors:
        for leaf in leaf_errors(validator, error):
            problems.add(shown, message(leaf), leaf.json_path)


def check_entry(entry, data, value, shown, problems):
    """Compares a listed file's bytes, kind and id with its index entry."""
    if data is not None:
        if isinstance(entry.get("bytes"), int) and entry["bytes"] != len(data):
            problems.add(shown, f"is {len(data)} bytes but index.json lists {entry['bytes']}")
        digest = hashlib.sha256(data).hexdigest()
        if isinstance(entry.get("sha256"), str) and entry["sha256"] != digest:
            problems.add(shown, f"has SHA-256 {digest} but index.json lists {entry['sha256']}")
    if isinstance(value, dict):
        for key in ("kind", "id"):
            if key in entry and key in value and entry[key] != value[key]:
                problems.add(shown, f"{key} is {value[key]!r} but index.json lists {entry[key]!r}", f"$.{key}")


def listed_files(index):
    """Index entries whose `file` is a safe relative path, by that path."""
    entries = {}
    bundles = index.get("bundles") if isinstance(index, dict) else None
    for entry in bundles if isinstance(bundles, list) else []:
        file = entry.get("file") if isinstance(entry, dict) else None
        if isinstance(file, str) and file and not file.startswith("/") and ".." not in file.split("/"):
            entries[file] = entry
    return entries


def files_on_disk(out_dir):
    found = []
    for folder in BUNDLE_FOLDERS:
        root = os.path.join(out_dir, folder)
        for directory, _, names in os.walk(root):
            for name in names:
                if name.endswith(".json"):
                    found.append(os.path.relpath(os.path.join(directory, name), out_dir).replace(os.sep, "/"))
    return sorted(found)


def main(argv):
    if len(argv) != 3:
        print("usage: validate-bundles.py OUT_DIR SCHEMAS_DIR", file=sys.stderr)
        return 2
    out_dir, schemas_dir = argv[1], argv[2]
    if not os.path.isdir(out_dir):
        print(f"validate-bundles: {out_dir} is not a folder", file=sys.stderr)
        return 2
    index_validator = load_schema(schemas_dir, INDEX_SCHEMA)
    bundle_validator = load_schema(schemas_dir, BUNDLE_SCHEMA)
    problems = Problems()

    index_shown = os.path.join(out_dir, "index.json")
    _, index = read_json(index_shown, index_shown, problems)
    if index is not None:
        validate(index_validator, index, index_shown, problems)
    entries = listed_files(index)

    on_disk = files_on_disk(out_dir)
    for file in sorted(set(entries) | set(on_disk)):
        shown = os.path.join(out_dir, file)
        if file not in on_disk and not os.path.isfile(shown):
            problems.add(index_shown, f"lists {file}, which does not exist")
            continue
        data, value = read_json(shown, shown, problems)
        if file not in entries:
            problems.add(shown, "is not listed in index.json")
        else:
            check_entry(entries[file], data, value, shown, problems)
        if value is not None:
            validate(bundle_validator, value, shown, problems)

    for line in problems.lines:
        print(line)
    if problems.lines:
        count = len(problems.lines)
        print(f"validate-bundles: {count} problem{'s' if count != 1 else ''} in {out_dir}", file=sys.stderr)
        return 1
    count = len(on_disk)
    print(f"validate-bundles: {out_dir}: index.json and {count} bundle{'s' if count != 1 else ''} "
          f"valid against {INDEX_SCHEMA} and {BUNDLE_SCHEMA}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
