extension Stylesheet {
    /// The diagnostics over the page: a dark panel per diagnostic, the source
    /// lines in a fixed-width block that scrolls sideways rather than wrap.
    static let overlay = """
    .overlay { position: fixed; inset: 0; z-index: 50; display: grid; place-items: start center; padding: 72px 16px 16px;
      background: rgba(17, 24, 39, .55); overflow: auto; }
    .overlay[hidden] { display: none; }
    .overlay-panel { width: min(960px, 100%); padding: 18px 20px; border-radius: 16px; background: #FFFFFF; color: #111827;
      border-top: 6px solid #DC2626; box-shadow: 0 20px 50px rgba(0,0,0,.35); font-family: var(--font); }
    .overlay-head { display: flex; justify-content: space-between; align-items: center; gap: 12px; }
    .overlay-head h2 { margin: 0; color: #991B1B; font-family: var(--font); }
    .overlay-hide { flex: none; white-space: nowrap; font: inherit; font-weight: 600; padding: 6px 12px; border-radius: 8px; border: 1px solid #D1D5DB; background: #FFFFFF; cursor: pointer; }
    .overlay-note { color: #4B5563; margin: 6px 0 12px; }
    .diagnostics { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
    .diagnostics > li { min-width: 0; }
    .diagnostic { padding: 12px 14px; border-radius: 10px; background: #111827; color: #F3F4F6; border-left: 5px solid #F87171; }
    .diagnostic.is-warning { border-left-color: #FBBF24; }
    .diagnostic-headline { margin: 0; font-family: var(--mono); font-size: .88rem; font-weight: 700; overflow-wrap: anywhere; }
    .diagnostic-line { margin: 6px 0 0; font-family: var(--mono); font-size: .85rem; color: #D1D5DB; overflow-wrap: anywhere; }
    .diagnostic-line.is-help { padding-left: 6ch; color: #A7F3D0; }
    .diagnostic pre, pre.diagnostic { margin: 6px 0 0; font-family: var(--mono); font-size: .85rem; line-height: 1.5; white-space: pre;
      overflow-x: auto; color: #D1D5DB; }
    pre.diagnostic { white-space: pre-wrap; }
    .overlay-summary { margin: 12px 0 0; font-weight: 700; color: #374151; }
    .diagnostics-page .overlay-summary { margin: 0 0 14px; }
    @media (max-width: 600px) {
      .overlay { padding: 100px 10px 10px; }
      .overlay-panel { padding: 14px; }
    }

    """
}
