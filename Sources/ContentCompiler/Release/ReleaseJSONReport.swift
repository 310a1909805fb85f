import ContentRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Renders a release diff for tools: one JSON object with sorted keys.
///
/// ```
/// {"changes":[{"change":"removed","fields":[],"id":"b1i1-q9","kind":"question",
///              "label":"Which virtue…","level":"major",
///              "path":[{"id":"meditations","kind":"book"},{"id":"b1i1","kind":"idea"}]}],
///  "newVersion":"1.4.1","newVersionSufficient":false,"oldVersion":"1.4.0",
///  "name":{"old":"sample-library","new":"sample-library"},
///  "release":"major","smallestVersion":"2.0.0",
///  "summary":{"added":0,"answerKey":0,"changed":0,"reassigned":0,"removed":1,"renamed":0}}
/// ```
///
/// A change has `formerId` when renamed or reassigned (the id its content had),
/// `movedFrom` (`{"kind","id"}`) when it moved to another section, idea or lesson, `answerKey`
/// (`{"old":{"type","correct":[{"index","text"}]},"new":{…}}`) when its type or
/// correct options changed, and `contents` (`[{"kind","count"}]`) when a
/// removed or added item took others along, and `values` (`[{"field","old","new"}]`,
/// values as compact JSON) for a change of rules. `smallestVersion` and
/// `newVersionSufficient` are absent when a version is not a semantic version.
public struct ReleaseJSONReport: Sendable {
    /// Creates a report.
    public init() {}

    private struct Output: Encodable {
        struct Change: Encodable {
            var change: ReleaseChange.Kind
            var level: ReleaseLevel
            var kind: ReleaseItem.Kind
            var id: String
            var label: String
            var path: [ReleaseItem.Reference]
            var fields: [String]
            var formerId: String?
            var movedFrom: ReleaseItem.Reference?
            var answerKey: AnswerKey?
            var contents: [ReleaseChange.Count]?
            var values: [FieldChange]?
        }

        struct AnswerKey: Encodable {
            struct Side: Encodable {
                var type: String
                var correct: [AnswerOption]
            }

            var old: Side
            var new: Side
        }

        struct Name: Encodable {
            var old: String
            var new: String
        }

        var changes: [Change]
        var name: Name
        var release: ReleaseLevel
        var oldVersion: String
        var newVersion: String
        var smallestVersion: String?
        var newVersionSufficient: Bool?
        var summary: [String: Int]
    }

    /// The diff as JSON, with sorted keys and a final newline.
    public func render(_ diff: ReleaseDiff) -> String {
        let output = Output(
            changes: diff.changes.map { change in
                Output.Change(
                    change: change.kind, level: change.level, kind: change.item.kind, id: change.item.id,
                    label: change.item.label, path: change.item.path, fields: change.fields,
                    formerId: change.formerID, movedFrom: change.movedFrom,
                    answerKey: change.answerKey.map {
                        Output.AnswerKey(old: .init(type: $0.oldType.rawValue, correct: $0.oldCorrect),
                                         new: .init(type: $0.newType.rawValue, correct: $0.newCorrect))
                    },
                    contents: change.contents.isEmpty ? nil : change.contents,
                    values: change.values.isEmpty ? nil : change.values)
            },
            name: .init(old: diff.oldName, new: diff.newName),
            release: diff.level, oldVersion: diff.oldVersion, newVersion: diff.newVersion,
            smallestVersion: diff.requirement.map { $0.smallest.description },
            newVersionSufficient: diff.isNewVersionSufficient,
            summary: Dictionary(uniqueKeysWithValues: ReleaseChange.Kind.allCases.map { kind in
                (kind.rawValue, diff.changes.lazy.filter { $0.kind == kind }.count)
            }))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(output)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
