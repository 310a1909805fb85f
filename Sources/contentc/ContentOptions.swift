import ArgumentParser
import ContentCompiler
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The content folder and `--werror` as build and lint were given them, and
/// what both do with them: compile, report, decide whether the run fails.
/// The commands declare the options themselves (see ``CompilingCommand``).
struct ContentOptions {
    /// The content folder as the user typed it.
    var content: String

    /// Whether warnings count as errors.
    var werror: Bool

    /// The help of `--content`, the same in every command that takes it.
    static let contentHelp: ArgumentHelp = "The content folder."

    /// The help of `--werror`.
    static let werrorHelp: ArgumentHelp = "Treat warnings as errors."

    /// The content folder on disk.
    var contentDirectory: URL { URL(fileURLWithPath: content, isDirectory: true) }

    /// Compiles the content folder. Progress shows on an interactive terminal,
    /// and only beside output people read (never beside json, sarif or github).
    /// With `--werror`, every warning comes back as an error.
    ///
    /// - Parameters:
    ///   - previousBuild: The earlier build to check the version rise
    ///     against (P106); `nil` checks nothing.
    ///   - cache: The build cache to use; `nil` compiles every folder.
    ///   - producesBundles: Whether the bundles are wanted; `lint` writes none.
    ///   - writer: Where the bundles go as they are made (`build`).
    ///   - printsPlainText: Whether the report is printed in the text format
    ///     without colour, so that the cache may give diagnostics as printed
    ///     text (never with `--werror`, which changes them).
    /// - Throws: `ExitCode(2)` when the folder cannot be read.
    func compile(format: ReportFormat, previousBuild: PreviousBuild?, cache: BuildCache?,
                 producesBundles: Bool = true, writer: OutputWriter? = nil, printsPlainText: Bool = false,
                 finishesCacheAside: Bool = false) throws -> Compilation {
        let options = CompileOptions(
            contentDirectory: contentDirectory,
            displayRoot: content,
            progress: format.isForPeople ? ProgressLine.callback(on: .standardError, label: "compiling") : nil,
            previousBuild: previousBuild,
            cache: cache,
            producesBundles: producesBundles,
            writer: writer,
            printsPlainText: printsPlainText && format == .text && !werror,
            finishesCacheAside: finishesCacheAside)
        var compilation: Compilation
        do {
            compilation = try Compiler.compile(options)
        } catch {
            Terminal.standardError.write("error: \(error.message)\n")
            throw ExitStatus.unusable
        }
        if werror {
            compilation.diagnostics = compilation.diagnostics.map { diagnostic in
                var promoted = diagnostic
                promoted.severity = .error
                return promoted
            }
        }
        return compilation
    }

    /// The output folder `path` as the earlier build to compare with.
    static func previousBuild(_ path: String) -> PreviousBuild {
        PreviousBuild(directory: URL(fileURLWithPath: path, isDirectory: true), displayPath: path)
    }

    /// The report of a compilation, naming files relative to the checkout where a format wants that.
    func report(_ compilation: Compilation) -> DiagnosticReport {
        DiagnosticReport(compilation, paths: ProjectPaths(contentDirectory: contentDirectory, displayRoot: content,
                                                          baseDirectory: ProjectPaths.checkoutRoot()))
    }

    /// Whether the run fails: errors (which, with `--werror`, include every warning).
    func fails(_ compilation: Compilation) -> Bool {
        compilation.hasErrors
    }
}

extension ReportFormat: ExpressibleByArgument {
    /// The formats' names, as `--format` takes them. Written out rather than
    /// left to ArgumentParser's default, which reads them through a key path
    /// that the runtime resolves on every run.
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }

    /// The help of `--format` in build and lint.
    static let formatHelp = ArgumentHelp("How diagnostics are printed: \(allValueStrings.joined(separator: ", ")).")

    /// How a rendered report is written: JSON as JSON, coloured text as our own styling.
    func printing(colored: Bool) -> Terminal.Printing {
        switch self {
        case .json, .sarif: .json
        case .text: colored ? .styled : .text
        case .github: .text
        }
    }
}
