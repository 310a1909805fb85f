/// Builds ``HTML`` from the statements of a closure: elements, text (a
/// `String` becomes an escaped text node), `if`, `switch` and `for`.
@resultBuilder
public enum HTMLBuilder {
    /// A piece as is.
    public static func buildExpression(_ html: HTML) -> HTML { html }
    /// A string, as escaped text.
    public static func buildExpression(_ text: String) -> HTML { .text(text) }
    /// Pieces one after the other.
    public static func buildBlock(_ pieces: HTML...) -> HTML { .fragment(pieces) }
    /// An `if` without `else`.
    public static func buildOptional(_ piece: HTML?) -> HTML { piece ?? .empty }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first piece: HTML) -> HTML { piece }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second piece: HTML) -> HTML { piece }
    /// A `for` loop.
    public static func buildArray(_ pieces: [HTML]) -> HTML { .fragment(pieces) }
}
