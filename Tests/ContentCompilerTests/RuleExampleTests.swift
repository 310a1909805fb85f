import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// Every rule's example, as `contentc explain` prints it, proven: the failing
/// files report the rule, the passing files nothing at all.
@Suite struct RuleExampleTests {
    @Test func everyRuleHasOneExampleInRegistryOrder() {
        #expect(RuleExample.all.map(\.rule.code) == Rule.all.map(\.code),
                "rules without an example: \(Rule.all.filter { $0.example == nil }.map(\.code))")
    }

    @Test(arguments: Rule.all.map(\.code))
    func failingExampleReportsTheRule(_ code: String) throws {
        let example = try #require(Rule.named(code)?.example, "\(code) has no example")
        let compilation = try ExampleHost.compile(example.failing, of: example)
        let reported = compilation.diagnostics.filter { $0.code == code }
        #expect(!reported.isEmpty, "\(code)'s failing example does not report it:\n\(Self.render(compilation))")
        let shown = example.failing.map(\.path)
        #expect(reported.contains { diagnostic in
            shown.contains { $0 == diagnostic.location.file || $0.hasPrefix(diagnostic.location.file + "/") }
        }, "\(code) is reported only outside the files its example shows:\n\(Self.render(compilation))")
    }

    @Test(arguments: Rule.all.map(\.code))
    func passingExampleIsClean(_ code: String) throws {
        let example = try #require(Rule.named(code)?.example, "\(code) has no example")
        let compilation = try ExampleHost.compile(example.passing, of: example)
        #expect(compilation.diagnostics.isEmpty, "\(code)'s passing example is not clean:\n\(Self.render(compilation))")
        #expect(compilation.output != nil)
    }

    @Test func examplesAreShortAndPlaceable() {
        for example in RuleExample.all {
            for file in example.failing + example.passing {
                #expect(!file.path.hasPrefix("/") && !file.path.split(separator: "/").contains(".."), "\(file.path)")
                #expect(!file.text.hasSuffix("\n") && !file.text.isEmpty, "\(example.rule): \(file.path)")
                #expect(file.text.split(separator: "\n").count <= 16, "\(example.rule): keep examples short")
                if file.part == .lastQuestions {
                    #expect([.idea, .section].contains(file.kind), "\(example.rule): \(file.path) has no questions")
                }
            }
            #expect(example.failing != example.passing, "\(example.rule)")
        }
    }

    @Test func fieldsReplaceTheirKeyInTheHostAndKeepTheRest() {
        let host = "id: b1i1\nprimer:\n  thesis: A.\n  story: B.\ntitle: T\n"
        #expect(ExampleHost.merge(fields: "primer:\n  thesis: C.", into: host) == "id: b1i1\ntitle: T\nprimer:\n  thesis: C.\n")
    }

    @Test func questionsReplaceTheLastOnesOfTheFirstList() throws {
        let host = "lessons:\n  - id: quiz\n    questions:\n      - {text: Q1}\n      - {text: Q2}\n  - id: reading\n"
        #expect(try ExampleHost.replaceLastQuestions(in: host, with: "- text: New\n  correct: 0")
            == "lessons:\n  - id: quiz\n    questions:\n      - {text: Q1}\n      - text: New\n        correct: 0\n  - id: reading\n")
        #expect(throws: ExampleHost.PlacementError.self) {
            try ExampleHost.replaceLastQuestions(in: host, with: "- {text: A}\n- {text: B}\n- {text: C}")
        }
    }

    private static func render(_ compilation: Compilation) -> String {
        ReportFormat.text.render(DiagnosticReport(compilation))
    }
}

/// The notation for what examples cannot show as text.
@Suite struct ExampleNotationTests {
    @Test func bytesAndRepetitionsAreExpanded() {
        #expect(ExampleNotation.bytes("Ren⟨byte E9⟩") == Array("Ren".utf8) + [0xE9])
        #expect(ExampleNotation.bytes("a: ⟨3 × [⟩x⟨3 × ]⟩") == Array("a: [[[x]]]".utf8))
    }

    @Test func anythingElseIsKeptAsWritten() {
        for text in ["⟨byte E⟩", "⟨byte ZZ⟩", "⟨0 × a⟩", "⟨3 ×⟩", "⟨note⟩", "⟨ unclosed", "plain ⟩"] {
            #expect(ExampleNotation.bytes(text) == Array(text.utf8), "\(text)")
        }
        #expect(ExampleNotation.bytes("⟨⟨byte 41⟩") == Array("⟨A".utf8))
    }

    @Test func legendNamesEachNotationOnce() {
        #expect(ExampleNotation.legend(for: ["title: plain"]) == nil)
        #expect(ExampleNotation.legend(for: ["⟨byte E9⟩", "x⟨byte E9⟩"])
            == "In these examples, ⟨byte E9⟩ stands for the single byte E9 (hexadecimal).")
        #expect(ExampleNotation.legend(for: ["⟨2 × ab⟩"]) == "In these examples, ⟨2 × ab⟩ stands for ab written 2 times.")
    }
}

/// What `contentc explain` prints.
@Suite struct RuleExplanationTests {
    @Test func explanationShowsTheRuleThenBothExamples() throws {
        let text = RuleExplanation.text(for: try #require(Rule.named("Q103")))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Q103 question.correct-in-bounds: each correct index points at an option")
        #expect(text.contains("Severity: error, always"))
        let fails = try #require(lines.firstIndex(of: "Fails:"))
        let passes = try #require(lines.firstIndex(of: "Passes:"))
        #expect(fails < passes)
        #expect(lines[(fails + 1)..<passes].contains("        correct: 2"))
        #expect(lines[passes...].contains("        correct: 0"))
        #expect(lines.contains("  books/sample/ideas/b1i1.yaml (the idea's last questions; the others left out)"))
    }

    @Test func everyExplanationHasExamplesAndWrappedProse() {
        for rule in Rule.all {
            let text = RuleExplanation.text(for: rule)
            #expect(text.contains("\nFails:\n") && text.contains("\nPasses:\n"), "\(rule)")
            let prose = text.components(separatedBy: "\nFails:\n")[0]
            let proseLines = prose.split(separator: "\n").dropFirst()  // the title line is not wrapped
            #expect(proseLines.allSatisfy { $0.count <= RuleExplanation.width }, "\(rule)")
            let words = prose.split(whereSeparator: \.isWhitespace)
            let explanation = rule.explanation.split(whereSeparator: \.isWhitespace)
            #expect((0...(words.count - explanation.count)).contains { words[$0..<($0 + explanation.count)].elementsEqual(explanation) },
                    "\(rule): the explanation is not printed word for word")
        }
    }

    @Test func configurableRulesSayHowAndShowTheirParameter() throws {
        let text = RuleExplanation.text(for: try #require(Rule.named("lesson.question-count")))
        #expect(text.contains("Severity: error by default; contentc.yaml may set it to error, warning or off"))
        #expect(text.contains("Parameter: count = 6 (questions per quiz lesson; 1…50)."))
    }

    @Test func misspeltCodesAndNamesFindTheirRule() {
        #expect(Rule.closest(to: "Q13")?.code == "Q103")
        #expect(Rule.closest(to: "question.correct-in-bound")?.code == "Q103")
        #expect(Rule.closest(to: "nothing-like-a-rule") == nil)
    }
}
