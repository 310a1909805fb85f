import ArgumentParser
import ContentRuntime

/// Paths typed on the command line come back in messages ("wrote out: 2 of 6
/// files changed", "out is up to date"), where a control character in one
/// would print raw: a line feed starts a line of its own, which a CI log reads
/// as a command of its own (`::error::`). No folder or file a user means needs
/// one, so a path argument holding one is refused as a usage error (exit
/// status 2), shown escaped; each command calls this first in its `validate()`.
enum PathArguments {
    /// Refuses each path that holds a control character.
    ///
    /// - Parameter paths: Each path with how the user gave it (`--out`, `OLD`).
    static func validate(_ paths: [(value: String, name: String)]) throws {
        for path in paths where PrintableText.containsControl(path.value) {
            throw ValidationError("\(path.name) '\(PrintableText.escaping(path.value))' holds a control character; "
                + "name a path without one")
        }
    }
}
