/// A node that content files may not hold, found while the tape was recorded:
/// what the YAML checks of content report, without walking the tree.
public struct TapeRestriction: Sendable {
    /// What is written.
    public enum Kind: UInt8, Sendable {
        /// The node has an anchor (`&name`).
        case anchor
        /// The node has a tag (the checks allow a few).
        case tag
        /// The node is an alias (`*name`).
        case alias
        /// The key is a plain `<<`, a merge key.
        case mergeKey
        /// The key has the text of an earlier key of its mapping (text equal
        /// as strings are: canonically equivalent text is the same key).
        case repeatedKey
    }

    /// What is written.
    public let kind: Kind
    /// The node: the anchored, tagged or alias node, or the key.
    public let node: TapeNode
    /// For a repeated key, the first key of the same text in the mapping.
    public let first: TapeNode?
}
