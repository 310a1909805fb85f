#!/usr/bin/env python3
"""The preview played in a real browser (headless Chromium through Selenium).

Copies the repository's sample content into a temporary folder, starts
`contentc-preview` on it, and plays what an author would: a Clever Den lesson
answered all right, another with three mistakes, a Deepread test to a fragile
result, a Learning Progress stage to its achievement, "Next day" keeping a
streak, live reload after an edit, the error overlay and its removal, and a
question text that is a script tag. Each screen is saved at desktop width and
at a 390-pixel phone width.

The answers are read from the bundles `contentc build` writes for the same
content, so the test knows the right options without the page telling it.

Usage: preview_browser_test.py --bin DIR [--screenshots DIR] [--keep-open]
Exit status: 0 when every check passed, 1 otherwise (the checks that failed
are listed), 2 when the test could not run at all.
"""

import argparse
import datetime
import json
import os
import re
import shutil
import sys
import tempfile
import time
import traceback

from browser_support import REPOSITORY, Browser, Checks, Preview

FLAGS = "flags-and-continents"
PATH = "learning-how-to-learn"
SECTION = "content/courses/flags-and-continents/sections/continents.yaml"


def answer_index(question, right):
    correct = question["correct"][0]
    return correct if right else (correct + 1) % len(question["options"])


def play_lesson(browser, preview, lesson_id, wrong, checks, shots=False):
    """Plays a Clever Den lesson from its pill: the first `wrong` questions wrong, the rest right."""
    browser.open(f"{preview.url}/courses/{FLAGS}")
    browser.click(f"button[data-lesson='{lesson_id}']")
    lesson = preview.lesson(FLAGS, lesson_id)
    for number in range(len(lesson["questions"])):
        browser.wait(lambda: browser.exists(".quiz[data-question]"))
        question = preview.question(lesson["questions"], browser.find(".quiz").get_attribute("data-question"))
        if shots and number == 0:
            browser.shot("cleverden-question")
        browser.click(f"button.answer-card[data-option='{answer_index(question, number >= wrong)}']")
        browser.wait(lambda: browser.exists(".feedback-sheet"))
        if shots and number == 0:
            browser.shot("cleverden-feedback-right")
        if not shots and number == 0 and wrong > 0:
            browser.shot("cleverden-feedback-wrong")
        browser.click(".feedback-sheet button")
    checks.check(browser.wait(lambda: browser.exists(".quiz-done")), f"{lesson_id}: the completion screen shows")


def scenario_cleverden(browser, preview, checks):
    print("Clever Den: a lesson all right, then one with three mistakes")
    browser.open(f"{preview.url}/courses/{FLAGS}")
    browser.shot("cleverden-course")
    checks.check(browser.find("[data-lesson='continents-2']").get_attribute("data-state") == "locked",
                 "continents-2 is locked before continents-1 is done")
    play_lesson(browser, preview, "continents-1", wrong=0, checks=checks, shots=True)
    checks.check(browser.find(".quiz-done .diamonds").get_attribute("data-diamonds") == "3", "no mistakes: 3 diamonds")
    checks.check(browser.find(".reward").get_attribute("data-coins-earned") == "75", "no mistakes: 75 coins")
    checks.check(browser.exists(".unlocked-note[data-unlocked='continents-2']"), "the completion screen says continents-2 is unlocked")
    checks.check(browser.exists(".celebration[data-achievement='first-steps']"), "First Steps is celebrated")
    browser.shot("cleverden-complete-3-diamonds")
    browser.click(".quiz-done a.button")
    browser.wait(lambda: browser.exists(".coin-counter"))
    checks.check(browser.find(".coin-counter").get_attribute("data-coins") == "75", "the header shows 75 coins")
    pill = browser.find("[data-lesson='continents-2']")
    checks.check(pill.get_attribute("data-state") == "available" and "is-next" in pill.get_attribute("class"),
                 "continents-2 is now the next lesson, unlocked")
    checks.check(browser.find("[data-lesson='continents-1'] .diamonds").get_attribute("data-diamonds") == "3",
                 "continents-1's pill shows 3 diamonds")
    browser.shot("cleverden-course-after")
    browser.click("a.den-achievements")
    browser.wait(lambda: browser.exists(".achievement"))
    checks.check(browser.exists(".achievement.is-earned[data-achievement='first-steps']"), "Clever Den's achievements show First Steps earned")
    browser.shot("cleverden-achievements")

    play_lesson(browser, preview, "continents-2", wrong=3, checks=checks)
    checks.check(browser.find(".quiz-done .diamonds").get_attribute("data-diamonds") == "1", "three mistakes: 1 diamond")
    checks.check(browser.find(".reward").get_attribute("data-coins-earned") == "25", "three mistakes: 25 coins")
    checks.check("100 in all" in browser.find(".reward").text, "100 coins in all")
    browser.shot("cleverden-complete-1-diamond")


def scenario_deepread(browser, preview, checks):
    print("Deepread: a test to a fragile result")
    browser.open(f"{preview.url}/books/meditations")
    browser.shot("deepread-book")
    browser.click("a[href='/books/meditations/ideas/b1i2']")
    browser.wait(lambda: browser.exists(".thesis"))
    browser.shot("deepread-primer")
    browser.click(".primer-cta button")
    idea = preview.idea("meditations", "b1i2")
    seen = set()
    for _ in range(len(idea["questions"])):
        browser.wait(lambda: browser.exists(".test-question"))
        question = preview.question(idea["questions"], browser.find(".test-question").get_attribute("data-question"))
        right = question["difficulty"] != "hard"  # 30 + 45 of 150: exactly half, fragile.
        kind = question["type"]
        if kind == "open":
            browser.find("textarea[name='text']").send_keys("The outside event stays outside; my judgement of it is mine.")
            if "open" not in seen:
                browser.shot("deepread-open-question")
            browser.click(".answer-form button")
            browser.wait(lambda: browser.exists(".verdict-form"))
            if "open" not in seen:
                browser.shot("deepread-open-judge")
            browser.click(f"button[name='verdict'][value='{'right' if right else 'wrong'}']")
        else:
            if kind == "mcq":
                chosen = [answer_index(question, right)]
            else:
                chosen = question["correct"] if right else [i for i in range(len(question["options"])) if i not in question["correct"]][:1]
            if kind not in seen:
                browser.shot(f"deepread-{kind}-question")
            for index in chosen:
                browser.tick(f"input[value='{index}']")
            browser.click(".answer-form button")
        browser.wait(lambda: browser.exists(".feedback"))
        if kind not in seen:
            browser.shot(f"deepread-{kind}-feedback")
        seen.add(kind)
        browser.click(".feedback form button")
    checks.check(browser.wait(lambda: browser.exists(".result")), "the result screen shows")
    today = datetime.date.fromisoformat(browser.find(".learner-bar").get_attribute("data-date"))
    checks.check(browser.find(".result").get_attribute("data-mastery") == "fragile", "75 of 150: fragile mastery")
    checks.check(browser.find(".score-ring").get_attribute("data-score") == "75", "the score is 75")
    checks.check("/ 150" in browser.find(".score-value").text, "out of 150")
    review = browser.find(".review-date")
    expected = (today + datetime.timedelta(days=3)).isoformat()
    checks.check(review.get_attribute("data-next-review") == expected, f"the review is due 3 days later, {expected}")
    checks.check("in 3 days" in review.text, "the review date reads 'in 3 days'")
    browser.shot("deepread-result-fragile")
    browser.open(f"{preview.url}/books/meditations")
    checks.check(browser.find("#b1i2 [data-mastery-level]").get_attribute("data-mastery-level") == "2",
                 "the book lists b1i2 at mastery level 2")


def complete_reading(browser, preview, lesson_id):
    browser.open(f"{preview.url}/courses/{PATH}/lessons/{lesson_id}")
    browser.click("button[data-action='complete']")
    browser.wait(lambda: browser.exists(".reading-done"))


def scenario_path(browser, preview, checks):
    print("Learning Progress: a stage completed with its achievement, then 'Next day' keeps the streak")
    browser.open(f"{preview.url}/courses/{PATH}")
    browser.shot("path")
    stage = preview.bundles[PATH]["sections"][0]
    first = stage["lessons"][0]["id"]
    browser.click(".today-card")
    browser.wait(lambda: browser.exists(".reading"))
    checks.check(browser.find(".reading").get_attribute("data-lesson") == first, "'For today' opens the stage's first lesson")
    browser.shot("path-reading")
    browser.click("button[data-action='complete']")
    browser.wait(lambda: browser.exists(".reading-done"))
    checks.check(browser.exists(".celebration[data-achievement='first-lesson']"), "the first lesson unlocks First Step, celebrated")
    browser.shot("path-lesson-complete")
    for lesson in stage["lessons"][1:]:
        complete_reading(browser, preview, lesson["id"])
    checks.check(browser.exists(f".milestone[data-stage-completed='{stage['title']}']"), "the stage is completed")
    checks.check(browser.exists(".celebration[data-achievement='memory-mapped']"), "Memory Mapped is celebrated")
    checks.check(browser.find(".streak-line").get_attribute("data-streak") == "1", "a one-day streak")
    browser.shot("path-stage-complete")
    browser.open(f"{preview.url}/courses/{PATH}/achievements")
    checks.check(browser.exists(".achievement.is-new[data-achievement='memory-mapped']"), "the achievements screen marks Memory Mapped new")
    browser.shot("path-achievements")
    browser.open(f"{preview.url}/courses/{PATH}")
    checks.check(browser.find(f"[data-stage='{stage['id']}']").get_attribute("data-state") == "completed", "the path shows the stage completed")
    second = preview.bundles[PATH]["sections"][1]
    checks.check(browser.find(f"[data-stage='{second['id']}']").get_attribute("data-state") == "current", "the next stage is current")

    before = browser.find(".learner-bar").get_attribute("data-date")
    browser.click("button[data-action='next-day']")
    browser.wait(lambda: browser.find(".learner-bar").get_attribute("data-date") != before)
    after = browser.find(".learner-bar").get_attribute("data-date")
    checks.check(datetime.date.fromisoformat(after) - datetime.date.fromisoformat(before) == datetime.timedelta(days=1),
                 "'Next day' moves the preview's day forward by one")
    checks.check(browser.find(".streak").get_attribute("data-streak") == "1" and "learn today" in browser.find(".streak").text,
                 "the next day, the streak is still alive, waiting for today")
    browser.shot("path-next-day")
    browser.open(f"{preview.url}/courses/{PATH}/stages/{second['id']}")
    browser.shot("path-stage")
    complete_reading(browser, preview, second["lessons"][0]["id"])
    checks.check(browser.find(".streak-line").get_attribute("data-streak") == "2", "a lesson the next day: a two-day streak")
    checks.check("extended today" in browser.find(".streak-line").text, "the streak was extended today")
    browser.shot("path-streak-2")


def scenario_live(browser, preview, checks):
    print("Live: reload after an edit, the error overlay and its removal, a script tag as text")
    lesson = preview.lesson(FLAGS, "continents-3")
    first = lesson["questions"][0]
    browser.open(f"{preview.url}/courses/{FLAGS}")
    browser.click("button[data-lesson='continents-3']")
    browser.wait(lambda: browser.exists(".quiz"))
    checks.check(browser.find(".question-text").text == first["text"], "the lesson shows its first question")
    edited = first["text"] + " (edited)"
    started = time.monotonic()
    preview.edit(SECTION, "text: " + first["text"], "text: " + edited)
    reloaded = browser.wait(lambda: browser.find(".question-text").text == edited, seconds=20)
    checks.check(reloaded, "the page reloads by itself with the edited question")
    if reloaded:
        print(f"  (reloaded {time.monotonic() - started:.2f} s after the save)")
    browser.shot("live-edited")

    preview.edit(SECTION, "text: " + edited, "text: " + edited + "\n        correct: 9")
    overlay = browser.wait(lambda: browser.exists("#diagnostics-overlay"), seconds=20)
    checks.check(overlay, "breaking the file shows the error overlay")
    if overlay:
        text = browser.find("#diagnostics-overlay").text
        checks.check(re.search(r"^content/courses/flags-and-continents/sections/continents\.yaml:\d+:\d+: error\[Q103\]: ", text, re.M) is not None,
                     "the overlay names the file, line and column, and the code")
        checks.check("help:" in text or "= help" in text, "the overlay shows the help")
        checks.check(browser.find(".question-text").text == edited, "the last good content stays underneath")
    browser.shot("live-error-overlay")
    browser.open(f"{preview.url}/diagnostics")
    checks.check("error[Q103]" in browser.find(".diagnostics").text, "the diagnostics page lists the error")
    browser.shot("live-diagnostics-page")
    browser.driver.back()
    preview.edit(SECTION, "text: " + edited + "\n        correct: 9", "text: " + edited)
    checks.check(browser.wait(lambda: not browser.exists("#diagnostics-overlay"), seconds=20), "fixing the file removes the overlay")

    script = "<script>alert(1)</script>"
    preview.edit(SECTION, "text: " + edited, "text: " + json.dumps(script))
    shown = browser.wait(lambda: browser.find(".question-text").text == script, seconds=20)
    checks.check(shown, "a question text '<script>alert(1)</script>' shows as text")
    checks.check(browser.no_alert(), "no alert ran")
    checks.check(browser.driver.execute_script("return document.scripts.length") == 1, "the page has only the preview's own script")
    checks.check(browser.driver.execute_script("return document.querySelector('.question-text').children.length") == 0,
                 "the question text holds no element")
    browser.shot("live-script-escaped")


LONG_WORD = "Pneumonoultramicroscopicsilicovolcanoconiosis"
LONG_QUESTION = ("Which of these continents, counting every island, mountain range, desert, river basin and coastline that "
                 "geographers have ever measured, holds the highest mountain on Earth, " + LONG_WORD + " aside?")
LONG_OPTION = ("Asia, the largest of the continents, stretching from the Mediterranean to the Pacific and from the Arctic "
               "Ocean to the Indian Ocean")
LONG_LESSON = "Mountains, Rivers, Deserts, Glaciers, Volcanoes and the Longest Canyons of Every Continent"
LONG_BOOK = "Meditations: The Private Notebook of a Roman Emperor, Written for Himself Alone in Greek"


def scenario_long_texts(browser, preview, checks):
    print("Long texts: a long question, options, a lesson and a book title stay inside the screen")
    lesson = preview.lesson(FLAGS, "continents-3")
    options = lesson["questions"][0]["options"]
    listed = "".join(f"          - {option}\n" for option in options)
    longer = listed.replace(f"- {options[0]}\n", f"- {LONG_WORD}\n", 1).replace(f"- {options[1]}\n", f"- {LONG_OPTION}\n", 1)
    preview.edit_many(SECTION, [('text: "<script>alert(1)</script>"', "text: " + json.dumps(LONG_QUESTION)),
                                (listed, longer), ("title: " + lesson["title"], "title: " + LONG_LESSON)])
    preview.edit_many("content/books/meditations/book.yaml", [("title: Meditations\n", "title: " + json.dumps(LONG_BOOK) + "\n")])

    def long_question_shown():
        # The quiz in progress changed: the lesson page offers to start it again.
        browser.open(f"{preview.url}/courses/{FLAGS}/lessons/continents-3")
        if browser.exists(".quiz-start"):
            browser.click(".quiz-start form button")
        return browser.exists(".question-text") and browser.find(".question-text").text == LONG_QUESTION
    shown = browser.wait(long_question_shown, seconds=20)
    checks.check(shown, "the long question shows")
    browser.shot("long-question")
    browser.click(f"button.answer-card[data-option='0']")
    browser.wait(lambda: browser.exists(".feedback-sheet"))
    browser.shot("long-feedback")
    browser.open(f"{preview.url}/courses/{FLAGS}")
    browser.shot("long-course")
    browser.open(f"{preview.url}/books/meditations")
    checks.check(browser.wait(lambda: browser.driver.refresh() or LONG_BOOK in browser.find("h1").text),
                 "the long book title shows")
    browser.shot("long-book")


def scenario_home_played(browser, preview, checks):
    print("Home after playing")
    browser.open(preview.url + "/")
    checks.check(browser.find(f"[data-course='{FLAGS}'] .coins-inline").text.strip() == "100", "the home page shows the course's 100 coins")
    checks.check("1 tested" in browser.find("[data-book='meditations']").text, "the home page counts Meditations' tested idea")
    checks.check("2-day streak" in browser.find(f"[data-course='{PATH}']").text, "the home page shows the path's streak")
    browser.shot("home-played")


def scenario_not_found(browser, preview, checks):
    print("A page that does not exist")
    browser.open(preview.url + "/books/no-such-book")
    checks.check(browser.exists(".status-page"), "an unknown book shows the preview's not-found page")
    browser.shot("not-found")


def scenario_reset(browser, preview, checks):
    print("Reset progress")
    browser.open(f"{preview.url}/courses/{FLAGS}")
    browser.click("button[data-action='reset']")
    browser.wait(lambda: browser.find(".coin-counter").get_attribute("data-coins") == "0")
    checks.check(browser.find(".coin-counter").get_attribute("data-coins") == "0", "reset: no coins")
    checks.check(browser.find("[data-lesson='continents-2']").get_attribute("data-state") == "locked", "reset: continents-2 locked again")
    checks.check(not browser.exists(".bar-offset"), "reset: the clock is back to today")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", required=True, help="the folder holding contentc and contentc-preview")
    parser.add_argument("--screenshots", default=os.path.join(REPOSITORY, ".build", "preview-screenshots"))
    arguments = parser.parse_args()
    checks = Checks()
    workspace = tempfile.mkdtemp(prefix="contentc-browser-")
    shutil.rmtree(arguments.screenshots, ignore_errors=True)
    preview = browser = None
    try:
        preview = Preview(os.path.abspath(arguments.bin), workspace)
        browser = Browser(arguments.screenshots, checks)
        browser.open(preview.url + "/")
        browser.shot("home")
        for scenario in (scenario_cleverden, scenario_deepread, scenario_path, scenario_live, scenario_home_played,
                         scenario_not_found, scenario_long_texts, scenario_reset):
            try:
                scenario(browser, preview, checks)
            except Exception:
                traceback.print_exc()
                checks.check(False, f"{scenario.__name__} ran to its end")
    except Exception:
        traceback.print_exc()
        print("the browser test could not run", file=sys.stderr)
        return 2
    finally:
        # Ctrl-C while the page is still open, its live-reload socket connected.
        status = preview.stop() if preview else None
        if browser:
            browser.driver.quit()
        if preview:
            checks.check(status == 0, f"Ctrl-C stops the preview cleanly (exit status {status})")
            time.sleep(0.2)
            checks.check(any("continents.yaml changed" in line for line in preview.output),
                         "the preview prints what changed at each rebuild")
            checks.check(preview.output and preview.output[-1].strip() == "stopped", "the preview says it stopped")
        shutil.rmtree(workspace, ignore_errors=True)
    print(f"screenshots: {arguments.screenshots}")
    print(f"{checks.passed} passed, {len(checks.failed)} failed")
    for message in checks.failed:
        print(f"  failed: {message}")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
