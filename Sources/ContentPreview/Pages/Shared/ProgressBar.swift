/// A progress bar: lessons done, questions answered.
enum ProgressBar {
    /// A horizontal bar filled to `fraction` (0…1). Drawn as SVG, whose
    /// attributes carry the width, so no inline style is needed.
    static func render(_ fraction: Double, label: String) -> HTML {
        let width = String(Int((max(0, min(1, fraction)) * 100).rounded()))
        return HTML.element("svg", [.class("bar"), Attribute("viewBox", "0 0 100 8"), Attribute("preserveAspectRatio", "none"),
                                    Attribute("role", "progressbar"), .label(label),
                                    Attribute("aria-valuenow", width),
                                    Attribute("aria-valuemin", "0"), Attribute("aria-valuemax", "100")]) {
            HTML.element("rect", [.class("bar-track"), Attribute("width", "100"), Attribute("height", "8")])
            HTML.element("rect", [.class("bar-fill"), Attribute("width", width), Attribute("height", "8")])
        }
    }
}
