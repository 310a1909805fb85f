/// The stylesheet, by part: the frame and shared pieces here, each app's
/// look in a file of its own. Plain CSS, served by the preview itself.
enum Stylesheet {
    /// Fonts, colours, the learner bar, buttons, bars and the home page.
    static let base = """
    :root {
      --font: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif;
      --serif: "Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "DejaVu Serif", serif;
      --mono: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace;
      --bg: #F4F5F7; --surface: #FFFFFF; --ink: #1F2937; --muted: #5B6472; --line: #E3E5EA;
      --accent: #2563EB; --accent-ink: #FFFFFF; --radius: 14px;
      --shadow: 0 1px 2px rgba(16, 24, 40, .06), 0 4px 14px rgba(16, 24, 40, .06);
      --good: #2F9E44; --good-bg: #E6F6EA; --bad: #C2410C; --bad-bg: #FFEDE0;
    }
    *, *::before, *::after { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; }
    body { margin: 0; font-family: var(--font); font-size: 16px; line-height: 1.5; color: var(--ink); background: var(--bg); }
    h1, h2, h3, p, li, a, span, strong, label, button { overflow-wrap: anywhere; }
    h1 { font-size: 1.9rem; line-height: 1.2; margin: .2em 0 .4em; letter-spacing: -.01em; }
    h2 { font-size: 1.3rem; line-height: 1.3; margin: 1.2em 0 .5em; }
    h3 { font-size: 1.05rem; margin: 0 0 .2em; }
    a { color: inherit; }
    .icon { width: 1.15em; height: 1.15em; vertical-align: -.2em; flex: none; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    .muted { color: var(--muted); }
    .eyebrow .id { text-transform: none; font-family: var(--mono); letter-spacing: 0; }
    .eyebrow { font-size: .78rem; font-weight: 600; letter-spacing: .06em; text-transform: uppercase; color: var(--muted); margin: 0 0 .3em; display: flex; flex-wrap: wrap; gap: .4em; align-items: center; }
    .screen { max-width: 980px; margin: 0 auto; padding: 24px 24px 96px; }

    /* The learner bar */
    .learner-bar { position: sticky; top: 0; z-index: 60; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 14px;
      padding: 8px 16px; background: #111827; color: #F9FAFB; font-size: .88rem; }
    .learner-bar .brand { display: flex; align-items: center; gap: 8px; font-weight: 700; text-decoration: none; }
    .brand-mark { display: inline-grid; place-items: center; width: 24px; height: 24px; border-radius: 7px; background: #FBBF24; color: #111827; font-weight: 800; }
    .bar-content { color: #D1D5DB; }
    .bar-status { padding: 2px 10px; border-radius: 999px; text-decoration: none; font-weight: 600; }
    .bar-status.is-ok { background: #14532D; color: #DCFCE7; }
    .bar-status.is-warning { background: #713F12; color: #FEF3C7; }
    .bar-status.is-error { background: #991B1B; color: #FEE2E2; }
    .bar-day { margin-left: auto; color: #E5E7EB; white-space: nowrap; }
    .bar-offset { color: #FBBF24; font-weight: 600; }
    .bar-actions { display: flex; gap: 8px; }
    .bar-form { margin: 0; }
    .bar-button { font: inherit; font-weight: 600; padding: 5px 12px; border-radius: 8px; border: 1px solid #FBBF24; background: #FBBF24; color: #111827; cursor: pointer; }
    .bar-button.is-quiet { background: transparent; color: #F9FAFB; border-color: #4B5563; }
    .bar-button:hover { filter: brightness(1.08); }
    body.is-offline .learner-bar::after { content: "preview stopped"; color: #FCA5A5; font-weight: 600; }
    .notice { max-width: 980px; margin: 12px auto 0; padding: 10px 16px; border-radius: 10px; background: #FEF3C7; color: #713F12; border: 1px solid #FCD34D; }
    .notice-inline { padding: 10px 14px; border-radius: 10px; background: #FEF3C7; color: #713F12; }

    /* Buttons, bars, chips */
    .button { display: inline-flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 0 .4em; font: inherit; font-weight: 650; text-align: center;
      padding: 12px 20px; border-radius: 12px; border: 1.5px solid var(--line); background: var(--surface); color: var(--ink);
      text-decoration: none; cursor: pointer; }
    .button.primary { background: var(--accent); color: var(--accent-ink); border-color: var(--accent); box-shadow: var(--shadow); }
    .button.wide { width: 100%; }
    .button:hover { filter: brightness(1.05); }
    .button-sub { font-weight: 500; opacity: .9; }
    .button-sub::before { content: " · "; }
    form { margin: 0; }
    svg.bar { display: block; width: 100%; height: 10px; border-radius: 999px; overflow: hidden; }
    .bar-track { fill: var(--line); }
    .bar-fill { fill: var(--accent); }
    .chip { display: inline-block; padding: 2px 9px; border-radius: 999px; background: var(--line); color: var(--ink);
      font-size: .75rem; font-weight: 600; letter-spacing: 0; text-transform: none; }
    .chip-due { background: #FDE68A; color: #78350F; }
    .back-link { display: inline-flex; align-items: center; gap: 4px; margin-bottom: 12px; color: var(--muted); text-decoration: none; font-weight: 600; }
    .back-link:hover { color: var(--ink); }
    .close-form { display: contents; }
    .close-button { display: grid; place-items: center; width: 40px; height: 40px; border-radius: 50%; border: 0; background: transparent; color: var(--muted); cursor: pointer; font-size: 1.2rem; }
    .close-button:hover { background: rgba(0,0,0,.06); }

    /* Home */
    .home-head h1 { font-size: 2.2rem; }
    .home-lede { color: var(--muted); max-width: 60ch; }
    .home-group h2 { display: flex; align-items: center; gap: 10px; }
    .app-tag { font-size: .72rem; font-weight: 700; letter-spacing: .05em; text-transform: uppercase; padding: 3px 9px; border-radius: 999px; }
    .tag-deepread { background: #DCEBE8; color: #164E4A; }
    .tag-cleverden { background: #FDE3C8; color: #8A3E06; }
    .tag-path { background: #E4E1F6; color: #3B3178; }
    .card-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); gap: 16px; }
    .card { display: flex; gap: 14px; align-items: flex-start; padding: 16px; border-radius: var(--radius); background: var(--surface);
      box-shadow: var(--shadow); text-decoration: none; border: 1px solid var(--line); min-width: 0; }
    .card:hover { transform: translateY(-1px); box-shadow: 0 6px 20px rgba(16,24,40,.10); }
    .card-text { min-width: 0; flex: 1; display: grid; gap: 6px; }
    .card-text h3 { margin: 0; }
    .card-meta { margin: 0; color: var(--muted); font-size: .9rem; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
    .card-icon { flex: none; width: 52px; height: 52px; border-radius: 14px; display: grid; place-items: center; font-size: 1.6rem; }
    .card-cleverden .card-icon { background: #FFF1E0; }
    .card-cleverden .card-icon .fox { width: 40px; height: 40px; }
    .card-cleverden .bar-fill { fill: #F28C28; }
    .card-path .card-icon { background: #ECEAF8; color: #4B3F8F; }
    .card-path .bar-fill { fill: #4B3F8F; }
    .coins-inline { display: inline-flex; align-items: center; gap: 4px; font-weight: 700; color: #8A5A00; }

    /* Covers drawn from the title */
    .cover { flex: none; display: flex; flex-direction: column; justify-content: space-between; border-radius: 6px 10px 10px 6px;
      color: #FFFDF7; box-shadow: inset 6px 0 0 rgba(0,0,0,.18), var(--shadow); overflow: hidden; }
    .cover-small { width: 56px; height: 80px; padding: 6px; }
    .cover-large { width: 120px; height: 172px; padding: 12px; }
    .cover-initials { font-family: var(--serif); font-weight: 700; font-size: 1.3rem; }
    .cover-large .cover-initials { font-size: 2.2rem; }
    .cover-title { font-family: var(--serif); font-size: .55rem; line-height: 1.2; opacity: .9; overflow: hidden; overflow-wrap: break-word;
      display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 4; }
    .cover-small .cover-title { display: none; }
    .cover-small { justify-content: center; align-items: center; }
    .cover-large .cover-title { font-size: .8rem; }
    .cover-hue-0 { background: #7C2D12; } .cover-hue-1 { background: #9A3412; } .cover-hue-2 { background: #854D0E; }
    .cover-hue-3 { background: #3F6212; } .cover-hue-4 { background: #166534; } .cover-hue-5 { background: #115E59; }
    .cover-hue-6 { background: #155E75; } .cover-hue-7 { background: #1E40AF; } .cover-hue-8 { background: #3730A3; }
    .cover-hue-9 { background: #5B21B6; } .cover-hue-10 { background: #86198F; } .cover-hue-11 { background: #9F1239; }

    .status-page { max-width: 760px; }
    .symbol { display: inline-flex; }

    @media (max-width: 600px) {
      .screen { padding: 16px 14px 88px; }
      h1 { font-size: 1.55rem; }
      .learner-bar { padding: 8px 12px; gap: 6px 10px; font-size: .82rem; }
      .bar-content, .brand-name { display: none; }
      .bar-button { padding: 5px 10px; }
      .bar-day { margin-left: 0; }
      .bar-actions { margin-left: auto; }
      .card-grid { grid-template-columns: 1fr; }
    }
    @media (prefers-reduced-motion: reduce) { *, *::before, *::after { animation: none !important; transition: none !important; } }

    """
}
