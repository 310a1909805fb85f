/// The content folder cannot be read at all: the run stops with exit status 2.
public struct ProjectError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, naming the folder.
    public var message: String
    public var description: String { message }
}
