extension Stylesheet {
    /// Learning Progress: indigo on a pale lavender grey, a 4-point grid,
    /// radii of 8 to 20, subtle shadows; stages purple, blue or grey.
    static let learningPath = """
    .theme-path { --bg: #F5F5FA; --surface: #FFFFFF; --ink: #1D1B33; --muted: #625F7A; --line: #E4E3EE;
      --accent: #4B3F8F; --accent-ink: #FFFFFF; --shadow: 0 2px 8px rgba(0,0,0,.06); --done: #7B5CD6; --current: #3B82F6; --locked: #C9C8D6; }
    .path-screen, .theme-path .lesson-page, .reading-done, .theme-path .achievements-screen { max-width: 640px; margin: 0 auto; }
    .path-head { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; }
    .path-head h1 { margin-top: 0; }
    .streak { flex: none; display: flex; align-items: center; gap: 8px; padding: 8px 14px; border-radius: 16px; background: var(--surface); box-shadow: var(--shadow); }
    .streak .icon { width: 30px; height: 30px; }
    .streak.is-on .icon { color: #F97316; } .streak.is-off .icon { color: var(--locked); }
    .streak div { display: grid; line-height: 1.2; }
    .streak span { font-size: .75rem; color: var(--muted); }
    .today-card { display: flex; align-items: center; gap: 16px; margin: 16px 0; padding: 20px; border-radius: 20px; text-decoration: none;
      background: linear-gradient(135deg, #4B3F8F, #6B5BC4); color: #FFFFFF; box-shadow: 0 8px 24px rgba(75,63,143,.28); }
    .today-card .eyebrow { color: #DCD6FA; }
    .today-card h2 { margin: 0; font-size: 1.25rem; }
    .today-card.is-done { background: var(--surface); color: var(--ink); box-shadow: var(--shadow); }
    .today-icon { flex: none; display: grid; place-items: center; width: 52px; height: 52px; border-radius: 16px; background: rgba(255,255,255,.16); font-size: 1.6rem; }
    .path-summary { display: grid; gap: 6px; margin: 8px 0 20px; color: var(--muted); font-weight: 600; font-size: .9rem; }
    .theme-path .bar-fill { fill: var(--accent); }

    .stages { list-style: none; margin: 0 0 24px; padding: 0; display: grid; }
    .stage-slot { position: relative; display: flex; justify-content: center; padding-bottom: 18px; }
    .stage-slot > * { position: relative; z-index: 1; }
    .stage-slot.is-left > * { transform: translateX(-80px); } .stage-slot.is-right > * { transform: translateX(80px); }
    .stage-slot:not(:last-child)::after { content: ""; position: absolute; z-index: 0; top: 48px; height: 100%; width: 160px;
      left: calc(50% - 80px); border: 3px dashed #CFCBE6; border-bottom: 0; }
    .stage-slot.is-left:not(:last-child)::after { border-left: 0; border-top-right-radius: 72px; }
    .stage-slot.is-right:not(:last-child)::after { border-right: 0; border-top-left-radius: 72px; }
    .stage { display: grid; justify-items: center; gap: 4px; width: 150px; text-align: center; text-decoration: none; color: var(--ink); }
    .stage-badge { position: relative; display: grid; place-items: center; width: 96px; height: 96px; border-radius: 50%; box-shadow: var(--shadow); }
    .stage.is-completed .stage-badge { background: var(--done); color: #FFFFFF; }
    .stage.is-current .stage-badge { background: var(--surface); color: var(--current); }
    .stage.is-locked .stage-badge { background: #EEEDF4; color: #9A98AE; border: 2px solid var(--locked); box-shadow: none; }
    .stage-ring { position: absolute; inset: 0; width: 100%; height: 100%; }
    .stage-ring .ring-track { fill: none; stroke: #DCE8FD; stroke-width: 8; }
    .stage-ring .ring-fill { fill: none; stroke: var(--current); stroke-width: 8; stroke-linecap: round; }
    .stage .laurel { position: absolute; inset: 10px; width: 76px; height: 76px; color: #E9E2FF; opacity: .9; }
    .stage-number { position: relative; font-size: 1.8rem; font-weight: 800; }
    .stage-title { font-weight: 700; line-height: 1.25; }
    .stage-count { font-size: .8rem; color: var(--muted); }
    .stage.is-locked .stage-title { color: #5F5C78; }

    .badge-row { padding: 16px; border-radius: 20px; background: var(--surface); box-shadow: var(--shadow); }
    .row-head { display: flex; justify-content: space-between; align-items: baseline; }
    .row-head h2 { margin: 0 0 10px; font-size: 1.1rem; }
    .row-head a { color: var(--accent); font-weight: 600; }
    .badges { display: flex; flex-wrap: wrap; gap: 10px; }
    .badge { display: inline-grid; place-items: center; width: 56px; height: 56px; border-radius: 50%; font-size: 1.6rem; color: #FFFFFF; }
    .badge.is-earned.badge-milestone { background: linear-gradient(135deg, #F59E0B, #F97316); }
    .badge.is-earned.badge-streak { background: linear-gradient(135deg, #EF4444, #F97316); }
    .badge.is-earned.badge-mastery { background: linear-gradient(135deg, #7B5CD6, #4B3F8F); }
    .badge.is-earned.badge-special { background: linear-gradient(135deg, #0EA5E9, #6366F1); }
    .badge.is-locked { background: #ECEBF2; color: #A3A1B8; }

    .stage-lessons { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
    .stage-lesson a { display: flex; align-items: center; gap: 14px; padding: 14px 16px; border-radius: 16px; background: var(--surface);
      box-shadow: var(--shadow); text-decoration: none; }
    .lesson-icon { flex: none; display: grid; place-items: center; width: 44px; height: 44px; border-radius: 12px; background: #ECEAF8; color: var(--accent); font-size: 1.3rem; }
    .lesson-title { flex: 1; min-width: 0; font-weight: 650; }
    .lesson-state { flex: none; color: var(--muted); font-size: .85rem; font-weight: 600; }
    .stage-lesson.is-completed .lesson-icon { background: var(--done); color: #FFFFFF; }
    .stage-lesson.is-completed .lesson-state { color: var(--done); font-size: 1.2rem; }
    .stage-lesson.is-locked a { opacity: .6; }

    .reading { padding: 24px; border-radius: 20px; background: var(--surface); box-shadow: var(--shadow); }
    .reading-head { display: flex; align-items: center; gap: 14px; margin-bottom: 8px; }
    .reading-head h1 { margin: 0; }
    .reading-icon { flex: none; display: grid; place-items: center; width: 52px; height: 52px; border-radius: 16px; background: #ECEAF8; color: var(--accent); font-size: 1.6rem; }
    .reading-text { font-size: 1.05rem; line-height: 1.7; color: #2E2B47; }
    .takeaways { margin: 20px 0; padding: 16px 20px; border-radius: 16px; background: #F1EFFB; }
    .takeaways h2 { margin: 0 0 8px; font-size: 1.05rem; }
    .takeaways ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
    .takeaways li { display: flex; gap: 10px; }
    .takeaway-mark { flex: none; color: var(--done); }
    .reading-actions { display: grid; gap: 10px; }
    .completed-note { display: flex; align-items: center; gap: 6px; justify-content: center; margin: 0; padding: 12px; border-radius: 12px; background: #EFEAFD; color: #4B3F8F; font-weight: 700; }

    .reading-done h1 { margin: 0; }
    .done-check { display: grid; place-items: center; width: 96px; height: 96px; border-radius: 50%; background: var(--done); color: #FFFFFF; font-size: 3rem;
      animation: pop .5s ease-out; box-shadow: 0 8px 24px rgba(123,92,214,.35); }
    .milestone { display: flex; align-items: center; gap: 12px; width: 100%; padding: 14px 18px; border-radius: 20px; text-align: left;
      background: linear-gradient(135deg, #7B5CD6, #4B3F8F); color: #FFFFFF; }
    .milestone .laurel { flex: none; width: 56px; height: 56px; color: #F5D76E; }
    .milestone h2 { margin: 0; } .milestone .eyebrow { color: #E2DBFF; }
    .streak-line { display: flex; align-items: center; gap: 6px; color: #C2410C; }
    .done-actions { display: grid; gap: 10px; width: 100%; margin-top: 10px; }

    .celebration { position: relative; display: flex; align-items: center; gap: 16px; width: 100%; margin: 8px 0; padding: 16px 18px;
      border-radius: 20px; background: var(--surface); box-shadow: 0 8px 26px rgba(75,63,143,.18); text-align: left; overflow: hidden;
      animation: pop .55s ease-out backwards .15s; }
    .celebration .badge { position: relative; width: 64px; height: 64px; flex: none; font-size: 1.9rem; box-shadow: 0 0 0 6px rgba(245,158,11,.18); }
    .celebration-text { position: relative; min-width: 0; }
    .celebration h2 { margin: 0; font-size: 1.2rem; }
    .celebration p { margin: .2em 0 0; }
    .starburst { position: absolute; left: -40px; top: 50%; width: 200px; height: 200px; margin-top: -100px;
      background: repeating-conic-gradient(rgba(245,158,11,.16) 0 10deg, transparent 10deg 20deg); border-radius: 50%; animation: spin 12s linear infinite; }
    @keyframes spin { to { transform: rotate(360deg); } }

    .filters { display: flex; flex-wrap: wrap; gap: 8px; margin-bottom: 16px; }
    .filter { padding: 6px 14px; border-radius: 999px; background: var(--surface); box-shadow: var(--shadow); text-decoration: none; font-weight: 600; color: var(--muted); }
    .filter.is-on { background: var(--accent); color: #FFFFFF; }
    .achievement-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: 12px; }
    .achievement { position: relative; display: grid; justify-items: center; align-content: start; gap: 4px; padding: 18px 12px 14px; border-radius: 20px; background: var(--surface);
      box-shadow: var(--shadow); text-align: center; }
    .achievement h3 { margin: 6px 0 0; font-size: 1rem; }
    .achievement p { margin: 0; font-size: .85rem; color: var(--muted); }
    .achievement.is-locked h3 { color: #5F5C78; }
    .achievement-group h2.group-title { margin: 18px 0 10px; font-size: 1.05rem; color: var(--muted); text-transform: uppercase; letter-spacing: .06em; }
    .achievement-meta { font-size: .78rem !important; font-weight: 600; }
    .achievement.is-new { box-shadow: 0 0 0 3px #F59E0B, 0 10px 26px rgba(245,158,11,.3); animation: pop .5s ease-out; }
    .new-ribbon { position: absolute; top: 10px; right: 10px; padding: 2px 8px; border-radius: 999px; background: #F59E0B; color: #FFFFFF; font-size: .72rem; font-weight: 800; }

    @media (max-width: 600px) {
      .stage-badge { width: 80px; height: 80px; }
      .stage .laurel { inset: 8px; width: 64px; height: 64px; }
      .stage-slot:not(:last-child)::after { top: 40px; }
      .reading { padding: 18px 16px; }
      .path-head { flex-direction: column; gap: 8px; }
      .achievement-grid { grid-template-columns: 1fr 1fr; }
    }

    """
}
