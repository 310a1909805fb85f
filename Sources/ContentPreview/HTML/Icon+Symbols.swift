/// Stand-ins for the SF Symbols content names (`globe.europe.africa`,
/// `flame.fill`), which browsers lack: each name maps to the nearest icon by
/// the words in it, and the name itself shows as a tooltip, so an author
/// sees what they wrote.
extension Icon {
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
    static let waves = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">\
    <path d="M2 8c2.5-2 4.5-2 7 0s4.5 2 7 0 4.5-2 6 0M2 13c2.5-2 4.5-2 7 0s4.5 2 7 0 4.5-2 6 0M2 18c2.5-2 4.5-2 7 0s4.5 2 7 0 4.5-2 6 0"/></g></svg>
    """)
    static let mountain = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M1.5 20 9 7l4 6.5 2.5-3.5L22.5 20z" fill="currentColor"/></svg>
    """)
    static let columns = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2.5 2.5 7.5h19z" fill="currentColor"/>\
    <path d="M5 10v8M9.7 10v8M14.3 10v8M19 10v8M3 20.5h18" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/></svg>
    """)
    static let sun = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="4.5" fill="currentColor"/>\
    <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>
    """)
    static let snowflake = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2v20M3.3 7l17.4 10M3.3 17 20.7 7M9 3.5l3 2.5 3-2.5M9 20.5l3-2.5 3 2.5" fill="none" stroke="currentColor" stroke-width="1.9" stroke-linecap="round" stroke-linejoin="round"/></svg>
    """)
    static let calendar = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><rect x="3" y="5" width="18" height="16" rx="3" fill="none" stroke="currentColor" stroke-width="2"/>\
    <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>
    """)
    static let cycle = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M19.5 9A8 8 0 0 0 5 7.5M4.5 15A8 8 0 0 0 19 16.5M5 3v4.5h4.5M19 21v-4.5h-4.5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>
    """)
    static let pencil = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 20l1-5L16 4l4 4L9 19zM14 6l4 4" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>
    """)
    static let question = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="10" fill="currentColor"/>\
    <path d="M9.2 9.2a2.9 2.9 0 1 1 4.2 2.6c-.9.5-1.4 1.1-1.4 2.2" fill="none" stroke="#FFFFFF" stroke-width="2" stroke-linecap="round"/><circle cx="12" cy="17.3" r="1.2" fill="#FFFFFF"/></svg>
    """)
    static let pin = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 22s7-7.2 7-12.5a7 7 0 0 0-14 0C5 14.8 12 22 12 22z" fill="currentColor"/><circle cx="12" cy="9.5" r="2.6" fill="#FFFFFF"/></svg>
    """)
    static let chart = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 3v18h18M6.5 15l4-4.5 3.5 3L20 7" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>
    """)
    static let binoculars = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><g fill="none" stroke="currentColor" stroke-width="2"><circle cx="6.5" cy="16" r="4"/><circle cx="17.5" cy="16" r="4"/>\
    <path d="M10.5 16h3M4 12.5 6 5h3v8M20 12.5 18 5h-3v8"/></g></svg>
    """)
    static let seal = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="m12 2 2.4 1.8 3-.2.9 2.9 2.5 1.7-1 2.8 1 2.8-2.5 1.7-.9 2.9-3-.2L12 22l-2.4-1.8-3 .2-.9-2.9-2.5-1.7 1-2.8-1-2.8 2.5-1.7.9-2.9 3 .2z" fill="currentColor"/>\
    <path d="m8 12 2.8 2.8L16.5 9" fill="none" stroke="#FFFFFF" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>
    """)

    /// The icon nearest an SF Symbol or asset name, with the name as its tooltip.
    static func symbol(_ name: String) -> HTML {
        let words = name.lowercased()
        let icon: HTML = switch true {
        case words.contains("questionmark"): question
        case words.contains("checkmark.seal"): seal
        case words.contains("arrow") && words.contains("circlepath") || words.contains("repeat"): cycle
        case words.contains("globe") || words.contains("map") || words.contains("earth"): globe
        case words.contains("water") || words.contains("wave") || words.contains("drop"): waves
        case words.contains("mountain"): mountain
        case words.contains("building") || words.contains("columns") || words.contains("bank"): columns
        case words.contains("sun"): sun
        case words.contains("snow"): snowflake
        case words.contains("calendar"): calendar
        case words.contains("pencil"): pencil
        case words.contains("location") || words.contains("mappin") || words.contains("pin"): pin
        case words.contains("chart"): chart
        case words.contains("binoculars") || words.contains("eye"): binoculars
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
