import ContentRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a version check compares of an earlier build and a new one: the
/// bundles whose content differs, and those only one of them has. The
/// earlier build's other bundles are never read.
struct ChangedBundles {
    /// The earlier release, holding only its bundles that differ or were removed.
    var old: ReleaseContent
    /// The new release, holding only its bundles that differ or were added.
    var new: ReleaseContent

    /// Loads the earlier bundles that differ from a build's.
    ///
    /// - Parameters:
    ///   - index: The new build's index.
    ///   - previous: The earlier build's index.
    ///   - same: The new bundles that hold what the earlier ones of their kind and id do
    ///     (``PreviousIndex/holds(_:compiler:model:)``).
    ///   - changed: The books and courses of every other new bundle.
    ///   - load: Loads an entry of the earlier index, or gives what loading
    ///     it gave already, as ``ContentLibrary/loadBundle(_:of:in:)`` does
    ///     (``PreviousIndexLoader/load(_:of:)``, ``PreviousIndexLoader/loadedAhead(_:)``).
    /// - Throws: ``ReleaseReadError`` when a bundle that differs cannot be loaded.
    init(index: BundleIndex, previous: PreviousIndex, same: Set<BundleKey>, changed: [LoweredModel],
         load: @Sendable (BundleIndex.Entry) -> Result<LoadedBundle, ContentLoadError>)
        throws(ReleaseReadError) {
        let oldIndex = previous.index
        let toLoad = oldIndex.bundles.filter { !same.contains(BundleKey($0)) }
        let loaded = toLoad.parallelMap(load)
        var oldBooks: [Book] = []
        var oldCourses: [Course] = []
        for result in loaded {
            switch result {
            case .success(.book(let bundle)): oldBooks.append(bundle.book)
            case .success(.course(let bundle)): oldCourses.append(bundle.course)
            case .failure(let error): throw ReleaseReadError(error, folder: previous.folder, displayPath: previous.displayPath)
            }
        }
        var newBooks: [Book] = []
        var newCourses: [Course] = []
        for model in changed {
            switch model {
            case .book(let book): newBooks.append(book)
            case .course(let course): newCourses.append(course)
            }
        }
        old = ReleaseContent(name: oldIndex.name, contentVersion: oldIndex.contentVersion,
                             books: oldBooks.sorted { $0.id < $1.id }, courses: oldCourses.sorted { $0.id < $1.id })
        new = ReleaseContent(name: index.name, contentVersion: index.contentVersion,
                             books: newBooks.sorted { $0.id < $1.id }, courses: newCourses.sorted { $0.id < $1.id })
    }
}
