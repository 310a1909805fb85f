import ContentRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Rule {
    /// P106: the version rises as far as the changes require.
    static let versionBump = Rule(
        code: "P106", name: "project.version-bump",
        summary: "the version rises as far as the changes since the last build require",
        configurable: true,
        explanation: """
        Before it replaces the output folder (`--out`, by default `out`), `contentc build` \
        compares the bundles it has just compiled with the ones there, as `contentc diff` \
        does, and checks that `version` in contentc.yaml rises far enough above the \
        version of that earlier build. Apps keep learners' progress by ids (answers by \
        question id, mastery by idea id, finished lessons, unlocked achievements), and \
        they read the version to know what a new release does to it:

        - major (1.4.0 → 2.0.0): an id apps may hold progress for is removed or renamed \
        (the project's `name`, under which apps find the bundles, too), \
        an id now names another item (as default question ids `b1i1-q3` do when \
        questions shift), or a question's type or correct options changed (answers \
        stored for it would be judged against another key);
        - minor (1.4.0 → 1.5.0): something was added;
        - patch (1.4.0 → 1.4.1): texts and other fields changed.

        A lower version, or one that rises too little, is reported at `version` with \
        the smallest version that will do; a pre-release of it (`2.0.0-rc.1`) will do \
        too, so a version such as `2.0.0-dev` gathers the changes of several builds \
        before the release. A build with nothing changed needs no new version, and a \
        first build (no output folder yet) has nothing to compare with; to check \
        another project's content, give it its own output folder with `--out`. An output \
        folder that holds an index.json but cannot be read is reported as well: \
        restore it, or delete it. `contentc lint` checks against the same folder \
        (`--out`); `contentc build --check` does not, as it fails on a stale folder \
        anyway. Give questions an explicit `id` to keep their ids when you reorder \
        them, and run `contentc diff OLD NEW` to list every change.
        """)
}

/// How many changes a P106 diagnostic names in its notes.
private let notedChangesLimit = 2

/// Checks that the content version rises as far as the changes since the earlier build require (P106).
///
/// - Parameters:
///   - comparison: The bundles that differ from the earlier build's, or why the
///     earlier build cannot be read.
///   - folder: How diagnostics name the earlier build's folder.
///   - version: `version` as contentc.yaml gives it, where the diagnostic points;
///     nothing is checked when it is not a semantic version.
///   - manifestFile: How diagnostics name contentc.yaml.
///   - log: Where a diagnostic goes.
func checkVersionBump(_ comparison: Result<ChangedBundles, ReleaseReadError>, folder: String, version: Located<String>,
                      manifestFile: String, log: inout DiagnosticLog) {
    guard log.configuration.severity(of: .versionBump) != nil, let newVersion = SemanticVersion(version.value) else { return }
    let compared: ChangedBundles
    switch comparison {
    case .success(let changed):
        compared = changed
    case .failure(let error):
        log.report(.versionBump, "the earlier build in \(folder) cannot be read, so the version cannot be checked against it: \(error.message)",
                   file: manifestFile, at: version.mark,
                   hint: "restore \(folder) from version control, or delete it to build without this check")
        return
    }
    let old = compared.old
    guard let oldVersion = SemanticVersion(old.contentVersion) else {
        log.report(.versionBump, "the earlier build in \(folder) has the version '\(old.contentVersion)', not a semantic version, so the version cannot be checked against it",
                   file: manifestFile, at: version.mark,
                   hint: "restore \(folder) from version control, or delete it to build without this check")
        return
    }
    // Bundles of the same bytes are left out of both: they hold no change.
    let diff = ReleaseDiff.compare(old, compared.new)
    let requirement = VersionRequirement(previous: oldVersion, level: diff.level)
    guard !requirement.isSatisfied(by: newVersion) else { return }

    let needs = "what changed since needs a \(diff.level.rawValue) release"
    var message: String
    if newVersion < oldVersion {
        message = "version \(newVersion) is lower than \(oldVersion), the version of the earlier build in \(folder)"
        if diff.level != .none { message += "; \(needs)" }
    } else if newVersion == oldVersion {
        message = "version is still \(oldVersion), as in the earlier build in \(folder), but \(needs)"
    } else {
        message = "version rises from \(oldVersion) to \(newVersion), but \(needs) after the earlier build in \(folder)"
    }
    let reasons = diff.changes(at: diff.level)
    if reasons.count > notedChangesLimit {
        message += " (\(reasons.count) changes need it, the first \(notedChangesLimit) are noted; `contentc diff` lists them all)"
    }
    var notes = reasons.prefix(notedChangesLimit).map { change in
        // A book or course added has no file in the earlier build: its note points at the
        // earlier index, which lists the bundles it had.
        let isNewBundle = change.kind == .added && (change.item.kind == .book || change.item.kind == .course)
        return Diagnostic.Note(change.description, at: SourceLocation(
            file: SourceFile.displayPath(root: folder, relative: isNewBundle ? ContentLibrary.indexFileName : change.item.bundleFile),
            mark: nil))
    }
    if diff.isProjectRenamed {
        notes.insert(Diagnostic.Note("the project's name was \(diff.oldName), now \(diff.newName)", at: SourceLocation(
            file: SourceFile.displayPath(root: folder, relative: ContentLibrary.indexFileName), mark: nil)), at: 0)
    }
    log.report(.versionBump, message, file: manifestFile, at: version.mark, notes: Array(notes),
               hint: "set version to \(requirement.smallest) or higher")
}
