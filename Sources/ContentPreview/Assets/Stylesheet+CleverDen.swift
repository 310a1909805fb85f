extension Stylesheet {
    /// Clever Den: warm beige, orange, white rounded pills and cards with soft shadows.
    static let cleverDen = """
    .theme-cleverden { --bg: #FBF1E3; --surface: #FFFFFF; --ink: #3A2A1C; --muted: #7A6552; --line: #EADBC6;
      --accent: #F28C28; --accent-ink: #FFFFFF; --good: #3F9D4A; --good-bg: #E4F5E5; --bad: #E8730C; --bad-bg: #FFE9D6;
      --shadow: 0 2px 4px rgba(122, 74, 24, .08), 0 8px 20px rgba(122, 74, 24, .08); }
    .cleverden, .quiz, .lesson-done.quiz-done, .theme-cleverden .lesson-page, .theme-cleverden .achievements-screen { max-width: 560px; margin: 0 auto; }
    .den-top { display: flex; align-items: center; justify-content: space-between; margin-bottom: 10px; }
    .den-logo { display: flex; align-items: center; gap: 8px; text-decoration: none; font-weight: 800; font-size: 1.15rem; color: #8A3E06; }
    .den-logo .fox { width: 40px; height: 40px; }
    .coin-counter { display: inline-flex; align-items: center; gap: 6px; padding: 6px 14px 6px 8px; border-radius: 999px; background: var(--surface);
      box-shadow: var(--shadow); font-size: 1.1rem; color: #8A5A00; }
    .coin-counter .icon { width: 26px; height: 26px; }
    .den-course-head { text-align: center; margin-bottom: 8px; }
    .den-course-head p { color: var(--muted); margin: 0 auto .6em; max-width: 46ch; }
    .den-stats { display: flex; justify-content: center; flex-wrap: wrap; gap: 8px 16px; font-size: .9rem; color: var(--muted); font-weight: 600; }
    .den-achievements { text-decoration: none; color: #8A3E06; }
    .den-streak { color: #C2410C; }
    .den-section { margin-top: 26px; }
    .section-pill { position: sticky; top: 52px; z-index: 5; display: flex; align-items: center; gap: 10px; margin: 0 0 16px; padding: 12px 18px;
      border-radius: 999px; background: var(--surface); box-shadow: var(--shadow); font-size: 1rem; font-family: var(--font); }
    .section-number { color: #E2761B; font-weight: 800; white-space: nowrap; }
    .section-title { flex: 1; min-width: 0; }
    .section-count { color: var(--muted); font-weight: 600; font-size: .9rem; }
    .pills { list-style: none; margin: 0; padding: 0; display: grid; gap: 14px; }
    .pill-slot { display: flex; }
    .pill-slot.slot-0 { justify-content: center; } .pill-slot.slot-1 { justify-content: flex-start; padding-left: 10%; }
    .pill-slot.slot-2 { justify-content: center; } .pill-slot.slot-3 { justify-content: flex-end; padding-right: 10%; }
    .pill-form { display: contents; }
    .pill { display: flex; align-items: center; gap: 12px; width: min(340px, 100%); padding: 10px 16px 10px 10px; border-radius: 999px; border: 0;
      background: var(--surface); box-shadow: var(--shadow); color: var(--ink); font: inherit; text-align: left; text-decoration: none; cursor: pointer; }
    .pill:hover { transform: translateY(-1px); }
    .pill:focus { outline: none; }
    .pill:focus-visible { outline: 3px solid #8A3E06; outline-offset: 3px; }
    .pill:target { animation: pulse 1.2s ease-out 2; }
    @keyframes pulse { 0% { transform: scale(1); } 30% { transform: scale(1.06); } 60% { transform: scale(1); } }
    .pill-icon { flex: none; display: grid; place-items: center; width: 48px; height: 48px; border-radius: 50%; background: #FFE3C4; color: #D96A0B; font-size: 1.45rem; }
    .pill-title { flex: 1; min-width: 0; font-weight: 700; line-height: 1.25; }
    .pill-status { flex: none; font-size: .8rem; font-weight: 700; color: var(--muted); }
    .pill.is-next { width: min(380px, 100%); padding: 14px 20px 14px 14px; background: #F28C28; color: #FFFFFF; box-shadow: 0 6px 0 #C8650F, 0 10px 24px rgba(200,101,15,.35); }
    .pill.is-next .pill-icon { width: 58px; height: 58px; background: #FFFFFF; color: #E2761B; }
    .pill.is-next .pill-status { color: #FFF4E6; text-transform: uppercase; letter-spacing: .05em; }
    .pill.is-completed .pill-icon { background: #FFEFD9; }
    .pill.is-locked { background: #F1E7D8; color: #9C8A76; box-shadow: none; cursor: not-allowed; }
    .pill.is-locked .pill-icon { background: #E6D8C4; color: #A8927A; }
    .pill.is-locked:hover { transform: none; }
    .diamonds { display: inline-flex; gap: 2px; }
    .diamond { color: #D9D2C7; }
    .diamond.is-earned { color: #F5B21B; }
    .diamond .icon { width: 18px; height: 18px; }

    .quiz { padding-bottom: 8px; }
    .theme-cleverden .bar-fill { fill: #F28C28; }
    .theme-cleverden svg.bar .bar-track { fill: #EADBC6; }
    .quiz-count { font-weight: 700; color: var(--muted); font-variant-numeric: tabular-nums; }
    .theme-cleverden .question-text { font-size: 1.7rem; font-weight: 800; text-align: center; margin: 18px 0 26px; }
    .answer-grid { display: grid; grid-template-columns: 1fr 1fr; gap: 14px; }
    .answer-card { display: grid; place-items: center; min-height: 112px; padding: 16px; border-radius: 20px; border: 2.5px solid transparent;
      background: var(--surface); box-shadow: var(--shadow); font: inherit; font-size: 1.1rem; font-weight: 700; color: var(--ink);
      text-align: center; cursor: pointer; min-width: 0; }
    button.answer-card:hover { border-color: #F7B36B; transform: translateY(-2px); }
    .answer-text { min-width: 0; overflow-wrap: anywhere; }
    .answer-grid.is-answered .answer-card { cursor: default; }
    .answer-card.is-correct { background: #2E8B3A; color: #FFFFFF; border-color: #226B2C; }
    .answer-card.is-wrong { background: #F7A65B; color: #3B1C06; border-color: #E8730C; }
    .answer-card.is-other { opacity: .55; }
    .feedback-sheet { position: sticky; bottom: 0; z-index: 15; margin-top: 22px; animation: sheet-up .28s ease-out; }
    .sheet-body { padding: 18px 22px 20px; border-radius: 24px; background: var(--surface);
      box-shadow: 0 -6px 28px rgba(122, 74, 24, .18); }
    .feedback-sheet.is-correct .sheet-body { background: #E9F7EA; }
    .feedback-sheet.is-wrong .sheet-body { background: #FFEEDD; }
    .feedback-sheet h2 { display: flex; align-items: center; gap: 10px; margin: 0 0 .3em; font-size: 1.35rem; }
    .feedback-sheet.is-correct h2 { color: #2E7D32; } .feedback-sheet.is-wrong h2 { color: #B45309; }
    .sheet-mark { display: grid; place-items: center; width: 34px; height: 34px; border-radius: 50%; color: #FFFFFF; }
    .is-correct .sheet-mark { background: #3F9D4A; } .is-wrong .sheet-mark { background: #E8730C; }
    .sheet-answer { font-weight: 700; margin: .2em 0; }
    .sheet-explanation { margin: .3em 0 1em; color: #4A3A2C; }
    @keyframes sheet-up { from { transform: translateY(100%); } to { transform: translateY(0); } }

    .lesson-done { text-align: center; padding-top: 12px; display: grid; justify-items: center; gap: 8px; }
    .quiz-done .diamonds .icon { width: 54px; height: 54px; }
    .quiz-done .diamonds { gap: 10px; }
    .quiz-done .diamond.is-earned { animation: pop .5s ease-out backwards; }
    .quiz-done .diamond:nth-child(2) { animation-delay: .15s; } .quiz-done .diamond:nth-child(3) { animation-delay: .3s; }
    .mascot .fox { width: 120px; height: 120px; }
    .quiz-done h1 { font-size: 2.1rem; margin: 0; }
    .done-sub { color: var(--muted); font-weight: 600; margin: 0; }
    .reward { display: inline-flex; align-items: center; gap: 8px; margin: 10px 0; padding: 12px 20px; border-radius: 999px; background: var(--surface);
      box-shadow: var(--shadow); font-size: 1.1rem; }
    .reward .icon { width: 30px; height: 30px; }
    .reward strong { font-size: 1.5rem; color: #8A5A00; }
    .unlocked-note { margin: 4px 0; padding: 8px 16px; border-radius: 16px; background: #FFF1DE; color: #8A3E06; }
    .theme-path .unlocked-note { background: #ECEAF8; color: #3B3178; }
    .done-note { color: var(--muted); font-size: .9rem; }
    .lesson-done > .button { margin-top: 14px; max-width: 420px; }
    .quiz-start, .locked-lesson { text-align: center; display: grid; justify-items: center; gap: 6px; padding: 20px 0; }
    .big-icon { display: grid; place-items: center; width: 88px; height: 88px; border-radius: 50%; background: #FFE3C4; color: #D96A0B; font-size: 2.6rem; }
    @keyframes pop { 0% { transform: scale(.3); opacity: 0; } 70% { transform: scale(1.15); opacity: 1; } 100% { transform: scale(1); } }

    @media (max-width: 600px) {
      .theme-cleverden .question-text { font-size: 1.3rem; margin: 6px 0 16px; }
      .answer-card { min-height: 76px; padding: 10px; font-size: 1rem; border-radius: 16px; }
      .sheet-body { padding: 14px 16px 16px; }
      .feedback-sheet { margin-top: 14px; }
      .answer-grid { gap: 10px; }
      .pill-slot.slot-1 { padding-left: 0; } .pill-slot.slot-3 { padding-right: 0; }
      .section-pill { top: 86px; padding: 10px 14px; }
      .quiz-done .diamonds .icon { width: 44px; height: 44px; }
    }

    """
}
