/// A command that compiles the content folder (build and lint): the options
/// they share, gathered into the values that do the work.
///
/// Each command declares `--content`, `--werror`, `--wait` and `--no-cache`
/// itself rather than through option groups: ArgumentParser reflects over
/// every group's type on every run, which costs a build with nothing changed
/// more than the groups save in lines.
protocol CompilingCommand {
    /// `--content`: the content folder as the user typed it.
    var content: String { get }
    /// `--werror`: whether warnings count as errors.
    var werror: Bool { get }
    /// `--wait`: the most seconds to wait for another build.
    var wait: Double { get }
    /// `--no-cache`: whether the build cache is left alone.
    var noCache: Bool { get }
}

extension CompilingCommand {
    /// The content folder and `--werror`, to compile and report with.
    var contentOptions: ContentOptions { ContentOptions(content: content, werror: werror) }

    /// `--wait`, to lock the output folder with.
    var lockOptions: LockOptions { LockOptions(wait: wait) }

    /// `--no-cache`, to open the build cache with.
    var cacheOptions: CacheOptions { CacheOptions(noCache: noCache) }
}
