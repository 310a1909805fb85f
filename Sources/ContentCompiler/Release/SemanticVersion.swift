/// A semantic version, `MAJOR.MINOR.PATCH` with an optional `-prerelease` and
/// `+build` (semver.org 2.0.0): the form of `version` in contentc.yaml.
///
/// Versions compare by precedence: numerically by major, minor and patch, a
/// pre-release below its release (`2.0.0-beta.1` < `2.0.0`), pre-release
/// identifiers one by one (numbers numerically and below words); build
/// metadata is ignored, so `1.0.0+a` and `1.0.0+b` are equal.
public struct SemanticVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Raised for changes that break what apps hold: ids removed or renamed.
    public var major: Int
    /// Raised for additions.
    public var minor: Int
    /// Raised for fixes.
    public var patch: Int
    /// The dot-separated pre-release identifiers after `-`, such as `["beta", "1"]`; empty for a release.
    public var prerelease: [String]
    /// The dot-separated build identifiers after `+`; they do not take part in comparisons.
    public var build: [String]

    /// Creates a version.
    public init(major: Int, minor: Int, patch: Int, prerelease: [String] = [], build: [String] = []) {
        self.major = major
        self.minor = minor
        self.patch = patch
        self.prerelease = prerelease
        self.build = build
    }

    /// Parses `MAJOR.MINOR.PATCH[-prerelease][+build]`; `nil` when `text` is not of that form
    /// (numbers without leading zeros; identifiers of ASCII letters, digits and `-`).
    public init?(_ text: String) {
        let plus = text.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)
        let build = plus.count == 2 ? Self.identifiers(plus[1]) : []
        guard let build else { return nil }
        let dash = plus[0].split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let prerelease = dash.count == 2 ? Self.identifiers(dash[1]) : []
        guard let prerelease else { return nil }
        let core = dash[0].split(separator: ".", omittingEmptySubsequences: false)
        guard core.count == 3 else { return nil }
        let numbers = core.compactMap { part -> Int? in
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && $0.isNumber }),
                  part.count == 1 || part.first != "0" else { return nil }
            return Int(part)
        }
        guard numbers.count == 3 else { return nil }
        self.init(major: numbers[0], minor: numbers[1], patch: numbers[2], prerelease: prerelease, build: build)
    }

    /// Non-empty dot-separated identifiers of ASCII letters, digits and `-`; `nil` otherwise.
    private static func identifiers(_ text: Substring) -> [String]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let valid = parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
        return valid ? parts.map(String.init) : nil
    }

    /// Whether this is a pre-release, such as `2.0.0-beta.1`.
    public var isPrerelease: Bool { !prerelease.isEmpty }

    /// The version without pre-release and build: `2.0.0` for `2.0.0-beta.1+7`.
    public var release: SemanticVersion { SemanticVersion(major: major, minor: minor, patch: patch) }

    /// `1.4.0`, `2.0.0-beta.1`, `1.0.0+build.5`.
    public var description: String {
        var text = "\(major).\(minor).\(patch)"
        if !prerelease.isEmpty { text += "-" + prerelease.joined(separator: ".") }
        if !build.isEmpty { text += "+" + build.joined(separator: ".") }
        return text
    }

    /// Equal in precedence: build metadata is ignored.
    public static func == (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        !(lhs < rhs) && !(rhs < lhs)
    }

    /// Hashes what takes part in precedence, so equal versions hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(major)
        hasher.combine(minor)
        hasher.combine(patch)
        hasher.combine(prerelease)
    }

    /// Precedence order (semver.org §11).
    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        if (lhs.major, lhs.minor, lhs.patch) != (rhs.major, rhs.minor, rhs.patch) {
            return (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        switch (lhs.prerelease.isEmpty, rhs.prerelease.isEmpty) {
        case (true, true), (true, false): return false
        case (false, true): return true
        case (false, false): break
        }
        for (left, right) in zip(lhs.prerelease, rhs.prerelease) where left != right {
            switch (Self.number(left), Self.number(right)) {
            case (let left?, let right?): return left < right
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return left < right
            }
        }
        return lhs.prerelease.count < rhs.prerelease.count
    }

    /// A pre-release identifier of digits only, as a number.
    private static func number(_ identifier: String) -> Int? {
        identifier.allSatisfy { $0.isASCII && $0.isNumber } ? Int(identifier) : nil
    }

    /// The smallest version after this one that makes a release of `level`.
    ///
    /// `1.4.2` gives `2.0.0` (major), `1.5.0` (minor), `1.4.3` (patch), and
    /// itself for ``ReleaseLevel/none``. A pre-release of the version the level
    /// would reach already counts as that release in the making: from
    /// `2.0.0-beta.1` a major release is `2.0.0` (as `npm version major` has it),
    /// but from `2.1.0-beta.1` it is `3.0.0`.
    public func next(_ level: ReleaseLevel) -> SemanticVersion {
        let core = release
        switch level {
        case .none:
            return self
        case .patch:
            return isPrerelease ? core : SemanticVersion(major: major, minor: minor, patch: patch + 1)
        case .minor:
            return isPrerelease && patch == 0 ? core : SemanticVersion(major: major, minor: minor + 1, patch: 0)
        case .major:
            return isPrerelease && minor == 0 && patch == 0 ? core : SemanticVersion(major: major + 1, minor: 0, patch: 0)
        }
    }
}
