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

    @Test func onlyPolicyRulesAreConfigurable() {
        let configurable = Set(Rule.all.filter(\.isConfigurable).map(\.name))
        #expect(configurable == [
            "idea.question-count", "idea.difficulty-mix", "primer.legacy-field", "question.bloom-band",
            "question.msq-single-correct", "lesson.question-count", "lesson.question-type",
            "question.options-count", "project.stray-file", "project.version-bump", "project.placeholder",
            "rewards.unused-coins-per-lesson",
        ])
    }
}
