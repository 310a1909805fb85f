extension Stylesheet {
    /// Deepread: warm paper, dark ink, a deep teal accent, serif reading text.
    static let deepread = """
    .theme-deepread { --bg: #FAF7F1; --surface: #FFFFFF; --ink: #1E2A3A; --muted: #5E6672; --line: #E8E1D5;
      --accent: #1F5F5B; --accent-ink: #FFFFFF; }
    .deepread { max-width: 820px; margin: 0 auto; }
    .theme-deepread h1, .theme-deepread h2 { font-family: var(--serif); }
    .book-head { display: flex; gap: 24px; align-items: flex-start; margin: 8px 0 12px; }
    .book-head-text { min-width: 0; }
    .book-head h1 { font-size: 2.3rem; margin-top: 0; }
    .book-subtitle { font-family: var(--serif); font-style: italic; font-size: 1.15rem; margin: -.3em 0 .4em; }
    .book-author { font-weight: 650; margin: 0 0 .2em; }
    .book-meta { color: var(--muted); margin: 0 0 .6em; }
    .book-description { font-family: var(--serif); font-size: 1.06rem; color: #37404D; max-width: 68ch; }
    .ideas-title { border-bottom: 1px solid var(--line); padding-bottom: 6px; }

    .idea-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
    .idea-link { display: flex; gap: 16px; padding: 16px 18px; border-radius: 14px; background: var(--surface); border: 1px solid var(--line);
      text-decoration: none; box-shadow: 0 1px 2px rgba(30,42,58,.04); }
    .idea-link:hover { border-color: #C9BFAE; }
    .idea-number { flex: none; width: 34px; height: 34px; border-radius: 50%; display: grid; place-items: center; background: #E7F0EE; color: var(--accent); font-weight: 700; }
    .idea-text { min-width: 0; flex: 1; }
    .idea-description { margin: 0 0 10px; color: #4A5361; }
    .idea-meta { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; font-size: .85rem; color: var(--muted); }
    .meta-item.is-due { color: #92400E; font-weight: 700; }
    .importance { display: inline-flex; align-items: center; gap: 6px; }
    .bars { display: inline-flex; gap: 2px; align-items: flex-end; height: 14px; }
    .bars span { width: 4px; border-radius: 2px; }
    .bars span:nth-child(1) { height: 6px; } .bars span:nth-child(2) { height: 10px; } .bars span:nth-child(3) { height: 14px; }
    .bar-on { background: var(--accent); } .bar-off { background: #D8D2C6; }
    .mastery { display: inline-flex; align-items: center; gap: 6px; }
    .dots { display: inline-flex; gap: 3px; }
    .dots span { width: 8px; height: 8px; border-radius: 50%; }
    .dot-off { background: #D8D2C6; }
    .mastery-1 .dot-on { background: #9CA3AF; } .mastery-2 .dot-on { background: #D97706; } .mastery-3 .dot-on { background: #15803D; }

    .primer-head { margin-bottom: 12px; }
    .primer-description { font-size: 1.1rem; color: #4A5361; }
    .thesis { margin: 20px 0; padding: 18px 22px; border-left: 4px solid var(--accent); background: #EEF5F3; border-radius: 0 12px 12px 0;
      font-family: var(--serif); font-size: 1.25rem; line-height: 1.45; }
    .primer-part p, .primer-list li { font-family: var(--serif); font-size: 1.07rem; line-height: 1.65; }
    .primer-list { padding-left: 1.3em; }
    .primer-list li { margin: .35em 0; }
    .recall { padding: 4px 20px 14px; border-radius: 14px; background: #FFF7E6; border: 1px dashed #E5C07B; }
    .recall-line { font-style: italic; font-size: 1.15rem !important; }
    .further { list-style: none; padding: 0; display: grid; gap: 8px; }
    .further li { display: flex; gap: 8px; align-items: baseline; }
    .further .chip { flex: none; }
    .further a { min-width: 0; color: var(--accent); font-weight: 600; overflow-wrap: anywhere; }
    .primer-cta { display: flex; flex-wrap: wrap; gap: 12px; margin: 28px 0 8px; }

    .test-top, .quiz-top { display: flex; align-items: center; gap: 12px; margin-bottom: 18px; }
    .test-top svg.bar, .quiz-top svg.bar { flex: 1; height: 12px; }
    .test-score { font-weight: 700; color: var(--accent); white-space: nowrap; font-variant-numeric: tabular-nums; }
    .chip-easy { background: #DCFCE7; color: #14532D; } .chip-medium { background: #FEF3C7; color: #78350F; } .chip-hard { background: #FEE2E2; color: #7F1D1D; }
    .chip-type { background: #E0E7FF; color: #312E81; }
    .question-text { font-size: 1.55rem; line-height: 1.3; margin: 6px 0 20px; }
    .answer-form, .verdict-form { display: grid; gap: 14px; }
    .answer-hint { margin: 0; color: var(--muted); font-weight: 600; }
    .choices { border: 0; margin: 0; padding: 0; display: grid; gap: 10px; list-style: none; }
    .choice { display: flex; align-items: flex-start; gap: 12px; padding: 14px 16px; border-radius: 12px; background: var(--surface);
      border: 1.5px solid var(--line); cursor: pointer; min-width: 0; }
    .choice input { margin: 4px 0 0; width: 18px; height: 18px; accent-color: var(--accent); flex: none; }
    .choice:has(input:checked) { border-color: var(--accent); background: #EEF5F3; }
    .choice-letter { flex: none; width: 26px; height: 26px; border-radius: 8px; display: grid; place-items: center; background: #EFEAE1; font-weight: 700; font-size: .85rem; }
    .choice-text { min-width: 0; flex: 1; padding-top: 1px; }
    .choices.is-answered .choice { cursor: default; }
    .choice.is-correct { border-color: var(--good); background: var(--good-bg); }
    .choice.is-wrong { border-color: var(--bad); background: var(--bad-bg); }
    .choice.is-other { opacity: .75; }
    .choice-mark { color: var(--good); }
    .open-label { font-weight: 650; }
    textarea { font: inherit; width: 100%; padding: 12px 14px; border-radius: 12px; border: 1.5px solid var(--line); background: var(--surface); resize: vertical; }
    textarea:focus, .choice:focus-within { outline: 2px solid var(--accent); outline-offset: 1px; }
    .judge { display: grid; gap: 12px; margin-bottom: 14px; }
    .open-answer, .rubric { padding: 14px 16px; border-radius: 12px; background: var(--surface); border: 1.5px solid var(--line); }
    .open-answer h3, .rubric h3 { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); }
    .open-answer p, .rubric p { margin: .3em 0 0; white-space: pre-wrap; }
    .rubric { background: #FFF7E6; border-color: #EBD3A2; }
    .open-answer.is-correct { border-color: var(--good); } .open-answer.is-wrong { border-color: var(--bad); }
    .verdicts { display: flex; flex-wrap: wrap; gap: 10px; }
    .verdict-right { border-color: var(--good); color: #14532D; } .verdict-wrong { border-color: var(--bad); color: #7C2D12; }
    .feedback { margin-top: 18px; padding: 16px 18px; border-radius: 14px; border: 1.5px solid; }
    .feedback.is-correct { background: var(--good-bg); border-color: #9AD7A8; }
    .feedback.is-wrong { background: var(--bad-bg); border-color: #F3B58C; }
    .feedback h2 { margin: 0 0 .3em; font-family: var(--font); font-size: 1.15rem; }
    .feedback .points { font-weight: 600; color: var(--muted); font-size: .95rem; }
    .feedback-actions { display: flex; flex-wrap: wrap; gap: 10px; margin-top: 12px; }
    .test-start { text-align: left; }

    .result-card { display: flex; gap: 28px; align-items: center; padding: 24px; border-radius: 18px; background: var(--surface);
      border: 1px solid var(--line); box-shadow: var(--shadow); }
    .result-text { min-width: 0; }
    .result-text p { margin: .3em 0; }
    .mastery-name { font-family: var(--serif); font-size: 1.6rem; font-weight: 700; }
    .mastery-none .mastery-name { color: #4B5563; } .mastery-fragile .mastery-name { color: #B45309; } .mastery-solid .mastery-name { color: #15803D; }
    .review-date { font-size: 1.05rem; }
    .result-meta { color: var(--muted); font-size: .9rem; }
    .score-ring { position: relative; flex: none; width: 150px; height: 150px; }
    .score-ring svg { width: 100%; height: 100%; }
    .ring-track { fill: none; stroke: #EDE7DC; stroke-width: 10; }
    .ring-fill { fill: none; stroke: var(--accent); stroke-width: 10; stroke-linecap: round; }
    .mastery-fragile .ring-fill { stroke: #D97706; } .mastery-solid .ring-fill { stroke: #15803D; } .mastery-none .ring-fill { stroke: #9CA3AF; }
    .score-value { position: absolute; inset: 0; display: grid; place-content: center; text-align: center; }
    .score-value strong { font-size: 2.2rem; line-height: 1; }
    .score-value span { color: var(--muted); font-size: .9rem; }

    @media (max-width: 600px) {
      .book-head { gap: 14px; }
      .cover-large { width: 84px; height: 120px; padding: 8px; }
      .cover-large .cover-initials { font-size: 1.6rem; }
      .cover-large .cover-title { font-size: .6rem; }
      .primer-cta .button-sub { display: block; }
      .primer-cta .button-sub::before { content: none; }
      .book-head h1 { font-size: 1.6rem; }
      .idea-link { padding: 14px; gap: 12px; }
      .question-text { font-size: 1.3rem; }
      .result-card { flex-direction: column; align-items: flex-start; gap: 16px; }
      .thesis { font-size: 1.1rem; padding: 14px 16px; }
    }

    """
}
