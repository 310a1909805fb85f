/// The preview's own icons: small inline SVGs written here, drawn in the
/// current text colour. The stand-ins for content's SF Symbols are in
/// `Icon+Symbols.swift`.
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
    static let arrowLeft = HTML.trusted("""
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M15 5 8 12l7 7" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>
    """)
    static let laurel = HTML.trusted("""
    <svg class="laurel" viewBox="0 0 64 64" aria-hidden="true"><g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">\
    <path d="M24 56C12 50 6 38 9 22"/><path d="M40 56c12-6 18-18 15-34"/></g><g fill="currentColor">\
    <ellipse cx="9" cy="24" rx="2.4" ry="5.2" transform="rotate(-8 9 24)"/><ellipse cx="55" cy="24" rx="2.4" ry="5.2" transform="rotate(8 55 24)"/>\
    <ellipse cx="6.5" cy="33" rx="2.4" ry="5.2" transform="rotate(-35 6.5 33)"/><ellipse cx="57.5" cy="33" rx="2.4" ry="5.2" transform="rotate(35 57.5 33)"/>\
    <ellipse cx="8.5" cy="42" rx="2.4" ry="5.2" transform="rotate(-58 8.5 42)"/><ellipse cx="55.5" cy="42" rx="2.4" ry="5.2" transform="rotate(58 55.5 42)"/>\
    <ellipse cx="14" cy="50" rx="2.4" ry="5.2" transform="rotate(-75 14 50)"/><ellipse cx="50" cy="50" rx="2.4" ry="5.2" transform="rotate(75 50 50)"/>\
    <ellipse cx="14.5" cy="30" rx="2.2" ry="4.6" transform="rotate(25 14.5 30)"/><ellipse cx="49.5" cy="30" rx="2.2" ry="4.6" transform="rotate(-25 49.5 30)"/>\
    <ellipse cx="16" cy="40" rx="2.2" ry="4.6" transform="rotate(5 16 40)"/><ellipse cx="48" cy="40" rx="2.2" ry="4.6" transform="rotate(-5 48 40)"/></g></svg>
    """)
    /// Clever Den's fox.
    static let fox = HTML.trusted("""
    <svg class="fox" viewBox="0 0 64 64" aria-hidden="true"><path d="M8 6l16 14h16L56 6l-2 26-22 26L10 32z" fill="#F28C28"/>\
    <path d="M10 32l22 26 22-26-12 4-10 10-10-10z" fill="#FFF6EA"/><path d="M13 12l8 9-7 5zM51 12l-8 9 7 5z" fill="#7A3B12"/>\
    <circle cx="23" cy="31" r="3" fill="#2B1A10"/><circle cx="41" cy="31" r="3" fill="#2B1A10"/><path d="M28 50h8l-4 5z" fill="#2B1A10"/></svg>
    """)
}
