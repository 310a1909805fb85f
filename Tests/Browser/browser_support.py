"""What the preview's browser test is made of: the checks it counts, the
preview it runs (contentc-preview on a copy of the sample content) and the
browser it drives (headless Chromium, with screenshots at two widths)."""

import json
import os
import re
import shutil
import signal
import subprocess
import threading
import time

from selenium import webdriver
from selenium.common.exceptions import (NoAlertPresentException, NoSuchElementException, StaleElementReferenceException,
                                        TimeoutException)
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DESKTOP = (1280, 900)
PHONE = (390, 844)


class Checks:
    """Counts passed and failed checks; a failed one is printed at once."""

    def __init__(self):
        self.passed = 0
        self.failed = []

    def check(self, condition, message):
        if condition:
            self.passed += 1
            print(f"  ok: {message}")
        else:
            self.failed.append(message)
            print(f"  FAILED: {message}")
        return condition


class Preview:
    """A running contentc-preview on a copy of the sample content."""

    def __init__(self, binaries, workspace):
        self.workspace = workspace
        self.content = os.path.join(workspace, "content")
        shutil.copytree(os.path.join(REPOSITORY, "content"), self.content)
        out = os.path.join(workspace, "out")
        subprocess.run([os.path.join(binaries, "contentc"), "build", "--content", self.content, "--out", out],
                       check=True, capture_output=True, env={**os.environ, "CI": "1"})
        self.bundles = {}
        for kind in ("books", "courses"):
            for name in os.listdir(os.path.join(out, kind)):
                with open(os.path.join(out, kind, name), encoding="utf-8") as file:
                    bundle = json.load(file)
                self.bundles[bundle["id"]] = bundle["book" if kind == "books" else "course"]
        # Run from the workspace, as an author runs it from the project: files are named content/….
        self.process = subprocess.Popen([os.path.join(binaries, "contentc-preview"), "--content", "content", "--port", "0"],
                                        cwd=workspace, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                        env={**os.environ, "CI": "1"})
        line = self.process.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if not match:
            raise RuntimeError(f"contentc-preview printed no address: {line!r} {self.process.stderr.read()}")
        self.url = f"http://127.0.0.1:{match.group(1)}"
        self.output = [line]
        # Keep reading what it prints (a line per rebuild), so its pipe never fills.
        threading.Thread(target=lambda: self.output.extend(self.process.stdout), daemon=True).start()

    def question(self, owner_questions, question_id):
        return next(question for question in owner_questions if question["id"] == question_id)

    def lesson(self, course_id, lesson_id):
        for section in self.bundles[course_id]["sections"]:
            for lesson in section["lessons"]:
                if lesson["id"] == lesson_id:
                    return lesson
        raise KeyError(lesson_id)

    def idea(self, book_id, idea_id):
        return next(idea for idea in self.bundles[book_id]["ideas"] if idea["id"] == idea_id)

    def edit(self, relative, old, new):
        path = os.path.join(self.workspace, relative)
        with open(path, encoding="utf-8") as file:
            text = file.read()
        if old not in text:
            raise AssertionError(f"{relative} does not contain {old!r}")
        # As an editor saves: a temporary file, renamed over the original.
        temporary = path + ".tmp-save"
        with open(temporary, "w", encoding="utf-8") as file:
            file.write(text.replace(old, new, 1))
        os.replace(temporary, path)

    def edit_many(self, relative, replacements):
        """Several replacements saved at once, as an editor saves a file."""
        path = os.path.join(self.workspace, relative)
        with open(path, encoding="utf-8") as file:
            text = file.read()
        for old, new in replacements:
            if old not in text:
                raise AssertionError(f"{relative} does not contain {old!r}")
            text = text.replace(old, new, 1)
        temporary = path + ".tmp-save"
        with open(temporary, "w", encoding="utf-8") as file:
            file.write(text)
        os.replace(temporary, path)

    def stop(self):
        """Ctrl-C; returns the exit status."""
        self.process.send_signal(signal.SIGINT)
        try:
            return self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            return None


class Browser:
    """Headless Chromium, with screenshots at two widths."""

    def __init__(self, screenshots, checks):
        self.checks = checks
        options = webdriver.ChromeOptions()
        for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                         "--hide-scrollbars", "--force-device-scale-factor=1", "--lang=en-GB"):
            options.add_argument(argument)
        binary = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
        if binary:
            options.binary_location = binary
        driver_path = shutil.which("chromedriver") or "/usr/bin/chromedriver"
        self.driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
        self.driver.set_window_size(*DESKTOP)
        self.screenshots = screenshots
        self.count = 0
        os.makedirs(screenshots, exist_ok=True)

    def open(self, url):
        self.driver.get(url)

    def find(self, selector):
        return self.driver.find_element(By.CSS_SELECTOR, selector)

    def all(self, selector):
        return self.driver.find_elements(By.CSS_SELECTOR, selector)

    def exists(self, selector):
        return len(self.all(selector)) > 0

    def click(self, selector):
        """Clicks an element that leads to another page, and waits for that page."""
        page = self.find("html")
        element = self.find(selector)
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", element)
        WebDriverWait(self.driver, 10).until(expected_conditions.element_to_be_clickable(element)).click()
        WebDriverWait(self.driver, 15).until(expected_conditions.staleness_of(page))

    def tick(self, selector):
        """Clicks an element that stays on the page (a checkbox, a radio button)."""
        element = self.find(selector)
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", element)
        element.click()

    def wait(self, condition, seconds=15):
        """Waits until `condition` holds; a page reloading meanwhile only means trying again."""
        try:
            WebDriverWait(self.driver, seconds, poll_frequency=0.05,
                          ignored_exceptions=(NoSuchElementException, StaleElementReferenceException)
                          ).until(lambda driver: condition())
            return True
        except TimeoutException:
            return False

    def shot(self, name):
        """Saves the whole page at desktop and phone widths: NN-name-desktop.png, NN-name-phone.png.
        At each width, nothing may stick out sideways: no text too long for its screen."""
        self.count += 1
        for label, (width, height) in (("desktop", DESKTOP), ("phone", PHONE)):
            self.driver.set_window_size(width, height)
            time.sleep(0.35)  # Layout and animations settle.
            overflow = self.driver.execute_script(OVERFLOW_SCRIPT)
            self.checks.check(not overflow, f"{name} at {label} width: nothing wider than the window"
                              + (f" (too wide: {', '.join(overflow)})" if overflow else ""))
            full = self.driver.execute_script("return Math.max(document.documentElement.scrollHeight, document.body.scrollHeight)")
            self.driver.set_window_size(width, min(max(height, full + 80), 6000))
            self.driver.execute_script("window.scrollTo(0, 0)")
            time.sleep(0.15)
            self.driver.save_screenshot(os.path.join(self.screenshots, f"{self.count:02d}-{name}-{label}.png"))
        self.driver.set_window_size(*DESKTOP)

    def no_alert(self):
        try:
            self.driver.switch_to.alert
            return False
        except NoAlertPresentException:
            return True


# The elements that stick out of the window on the right (or the page itself
# when it scrolls sideways), named by tag and class.
OVERFLOW_SCRIPT = """
const width = document.documentElement.clientWidth;
const wide = [];
if (document.documentElement.scrollWidth > width + 1) wide.push('the page (' + document.documentElement.scrollWidth + ' px)');
for (const element of document.querySelectorAll('main *, header *')) {
  const box = element.getBoundingClientRect();
  if (box.width > 0 && box.right > width + 1 && getComputedStyle(element).position !== 'fixed') {
    let scrolled = false;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX)) { scrolled = parent.getBoundingClientRect().right <= width + 1; break; }
    }
    if (!scrolled) wide.push(element.tagName.toLowerCase() + (element.className && typeof element.className === 'string' ? '.' + element.className.split(' ').join('.') : ''));
  }
  if (wide.length >= 5) break;
}
return wide;
"""
