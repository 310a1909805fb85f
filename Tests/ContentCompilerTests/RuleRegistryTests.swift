import ContentCompiler
import Testing

/// The list of rules: stable, unique, documented.
@Suite struct RuleRegistryTests {
    @Test func codesAreUniqueAndSorted() {
        let codes = Rule.all.map(\.code)
        #expect(Set(codes).count == codes.count)
        #expect(codes == codes.sorted())
        #expect(codes.allSatisfy { $0.count == 4 && $0.first!.isUppercase && Int($0.dropFirst()) != nil })
    }

    @Test func namesAreUniqueAndLookedUpByCodeOrName() {
        let names = Rule.all.map(\.name)
        #expect(Set(names).count == names.count)
        for rule in Rule.all {
            #expect(Rule.named(rule.code) == rule)
            #expect(Rule.named(rule.name) == rule)
        }
    }

    @Test func everyRuleIsExplained() {
        for rule in Rule.all {
            #expect(!rule.summary.isEmpty, "\(rule)")
            #expect(rule.explanation.count > 60, "\(rule) needs a real explanation")
            #expect(!rule.explanation.hasSuffix("\n"), "\(rule)")
        }
    }

    @Test func parametersBelongToConfigurableRulesAndDefaultsAreInRange() {
        for rule in Rule.all {
            guard let parameter = rule.parameter else { continue }
            #expect(rule.isConfigurable, "\(rule) has a parameter but cannot be configured")
            #expect(parameter.range.contains(parameter.defaultValue), "\(rule)")
        }
    }

    @Test func rulesAboutAWordSearchNamesKeysAndSummaries() {
        #expect(Rule.rules(about: "publishedDate").rules.map(\.code) == ["S109"], "the key S109's explanation names")
        #expect(Rule.rules(about: "Bloom").rules.first?.code == "Q111", "a word of the name comes first, in any case")
        #expect(Rule.rules(about: "null").rules.map(\.code) == ["Y110"], "a word of the summary")
        let misspelt = Rule.rules(about: "optoins")
        #expect(misspelt.word == "options")
        #expect(misspelt.rules.map(\.code).starts(with: ["C109", "Q101", "Q102"]))
        #expect(Rule.rules(about: "xylophone").rules.isEmpty)
        #expect(Rule.named("Q111")!.concernedKeys.isSuperset(of: ["bloom", "difficulty"]))
    }

    @Test func onlyPolicyRulesAreConfigurable() {
        let configurable = Set(Rule.all.filter(\.isConfigurable).map(\.name))
        #expect(configurable == [
            "idea.question-count", "idea.difficulty-mix", "primer.legacy-field", "question.bloom-band",
            "question.msq-single-correct", "lesson.question-count", "lesson.question-type",
            "question.options-count", "project.stray-file", "project.version-bump", "project.placeholder",
            "rewards.unused-coins-per-lesson", "yaml.null-as-text", "yaml.comment-in-text", "item.longest-correct",
            "item.all-none-above", "item.combined-options", "item.negative-stem", "item.absolute-terms",
            "item.stem-clue", "item.grammar-cue", "item.duplicate-question", "item.answer-position", "item.option-order",
        ])
    }
}
