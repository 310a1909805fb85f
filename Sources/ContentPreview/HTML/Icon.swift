/// The preview's icons: small inline SVGs written here, drawn in the
/// current text colour. Content names SF Symbols (`globe.europe.africa`,
/// `flame.fill`), which browsers lack: each maps to the nearest of these by
/// the words of its name, and the name itself shows as a tooltip.
enum Icon {
    static let diamond = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M6.5 3h11l4.5 6-10 12L2 9z" fill="currentColor"/>\
    <path d="M2 9h20M8.5 3 12 9l3.5-6M12 9v12M7 9l5 12 5-12" fill="none" stroke="rgba(255,255,255,.55)" stroke-width="1"/></svg>
    """)
    static let coin = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="10" fill="#F5B93B"/>\
    <circle cx="12" cy="12" r="7" fill="none" stroke="#D9901E" stroke-width="1.6"/>\
    <path d="M12 8v8M9.6 10.2h4.8M9.6 13.8h4.8" stroke="#B8700F" stroke-width="1.6" stroke-linecap="round"/></svg>
    """)
    static let flame = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3-1-3 0-6 1-9.5z" fill="currentColor"/></svg>
    """)
    static let lock = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><rect x="5" y="10.5" width="14" height="10" rx="2.5" fill="currentColor"/>\
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" fill="none" stroke="currentColor" stroke-width="2.2"/></svg>
    """)
    static let check = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" stroke-width="2.8" stroke-linecap="round" stroke-linejoin="round"/></svg>
    """)
    static let close = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12M18 6 6 18" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"/></svg>
    """)
    static let star = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="m12 2.5 2.9 6.1 6.6.8-4.9 4.5 1.3 6.6L12 17.2l-5.9 3.3 1.3-6.6-4.9-4.5 6.6-.8z" fill="currentColor"/></svg>
    """)
    static let globe = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><g fill="none" stroke="currentColor" stroke-width="1.8"><circle cx="12" cy="12" r="9.5"/>\
    <path d="M2.5 12h19M12 2.5c3 3 3 16 0 19M12 2.5c-3 3-3 16 0 19"/></g></svg>
    """)
    static let flag = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M5 21V3" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>\
    <path d="M6 4h12l-3 4 3 4H6z" fill="currentColor"/></svg>
    """)
    static let book = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 5c3-1.5 6-1.5 9 .5 3-2 6-2 9-.5v14c-3-1.5-6-1.5-9 .5-3-2-6-2-9-.5z" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/>\
    <path d="M12 5.5v14" stroke="currentColor" stroke-width="1.8"/></svg>
    """)
    static let brain = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M9 4a3 3 0 0 0-3 3 3 3 0 0 0-2 5 3 3 0 0 0 2 5 3 3 0 0 0 6 1V5a3 3 0 0 0-3-1zm6 0a3 3 0 0 1 3 3 3 3 0 0 1 2 5 3 3 0 0 1-2 5 3 3 0 0 1-6 1" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/></svg>
    """)
    static let timer = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><g fill="none" stroke="currentColor" stroke-width="1.9" stroke-linecap="round"><circle cx="12" cy="13.5" r="8"/>\
    <path d="M12 13.5V9M9.5 2.5h5"/></g></svg>
    """)
    static let bulb = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/></svg>
    """)
    static let target = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><g fill="none" stroke="currentColor" stroke-width="1.8"><circle cx="12" cy="12" r="9.5"/><circle cx="12" cy="12" r="5.5"/></g><circle cx="12" cy="12" r="2" fill="currentColor"/></svg>
    """)
    static let moon = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M20 14.5A8.5 8.5 0 1 1 9.5 4a7 7 0 0 0 10.5 10.5z" fill="currentColor"/></svg>
    """)
    static let runner = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><circle cx="14.5" cy="4.5" r="2" fill="currentColor"/>\
    <path d="M7 21l3.5-6 3 2.5V22M6 11l3.5-3.5h4l2.5 4 3 1M10.5 15l2-6.5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>
    """)
    static let puzzle = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 8h4a2.5 2.5 0 1 1 5 0h4v4a2.5 2.5 0 1 1 0 5v4H4v-4a2.5 2.5 0 1 0 0-5z" fill="currentColor"/></svg>
    """)
    static let cap = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 4 1.5 9 12 14l10.5-5z" fill="currentColor"/>\
    <path d="M6 11.5V16c3 2.5 9 2.5 12 0v-4.5M21 9.5V15" fill="none" stroke="currentColor" stroke-width="1.8"/></svg>
    """)
    static let sparkle = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2.5c.8 5 3.5 8.6 9.5 9.5-6 .9-8.7 4.5-9.5 9.5-.8-5-3.5-8.6-9.5-9.5 6-.9 8.7-4.5 9.5-9.5z" fill="currentColor"/></svg>
    """)
    static let arrowLeft = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M15 5 8 12l7 7" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>
    """)
    static let laurel = HTML.trusted("""
    <svg class="laurel" viewBox="0 0 64 64" aria-hidden="true"><g fill="currentColor">\
    <path d="M18 52c-8-6-12-16-10-28 3 9 7 15 13 20z"/><path d="M46 52c8-6 12-16 10-28-3 9-7 15-13 20z"/>\
    <ellipse cx="9" cy="30" rx="2.6" ry="5" transform="rotate(-20 9 30)"/><ellipse cx="55" cy="30" rx="2.6" ry="5" transform="rotate(20 55 30)"/>\
    <ellipse cx="12" cy="41" rx="2.6" ry="5" transform="rotate(-45 12 41)"/><ellipse cx="52" cy="41" rx="2.6" ry="5" transform="rotate(45 52 41)"/></g></svg>
    """)
    /// Clever Den's fox.
    static let fox = HTML.trusted("""
    <svg class="fox" viewBox="0 0 64 64" aria-hidden="true"><path d="M8 6l16 14h16L56 6l-2 26-22 26L10 32z" fill="#F28C28"/>\
    <path d="M10 32l22 26 22-26-12 4-10 10-10-10z" fill="#FFF6EA"/><path d="M13 12l8 9-7 5zM51 12l-8 9 7 5z" fill="#7A3B12"/>\
    <circle cx="23" cy="31" r="3" fill="#2B1A10"/><circle cx="41" cy="31" r="3" fill="#2B1A10"/><path d="M28 50h8l-4 5z" fill="#2B1A10"/></svg>
    """)

    /// The icon nearest an SF Symbol or asset name, with the name as its tooltip.
    static func symbol(_ name: String) -> HTML {
        let words = name.lowercased()
        let icon: HTML = switch true {
        case words.contains("globe") || words.contains("map") || words.contains("earth"): globe
        case words.contains("flag"): flag
        case words.contains("flame") || words.contains("fire"): flame
        case words.contains("star"): star
        case words.contains("brain") || words.contains("head"): brain
        case words.contains("book") || words.contains("text") || words.contains("doc"): book
        case words.contains("timer") || words.contains("clock") || words.contains("hourglass"): timer
        case words.contains("lightbulb") || words.contains("bolt"): bulb
        case words.contains("target") || words.contains("scope"): target
        case words.contains("bed") || words.contains("moon") || words.contains("zzz"): moon
        case words.contains("figure") || words.contains("run") || words.contains("walk"): runner
        case words.contains("puzzle"): puzzle
        case words.contains("graduation") || words.contains("trophy") || words.contains("medal"): cap
        case words.contains("checkmark"): check
        default: sparkle
        }
        return span(.class("symbol"), .title(name)) { icon }
    }
}
