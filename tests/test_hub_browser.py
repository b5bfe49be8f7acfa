"""The hub's pages in a real browser: Debian's chromium and chromium-driver, driven by
selenium, headless (as tests/test_phone_browser.py drives them; a machine without them
skips this module and says why). A game a table posts appears on the open board within
2 s, through its live feed (the page is not loaded again), and the operator's page marks a
table that has gone silent."""

from __future__ import annotations

import os
import shutil
import tempfile
import time

import pytest

from tests.hubs import batch, database, game, request, running_hub, seat, until

CHROMIUM, DRIVER = shutil.which("chromium"), shutil.which("chromedriver")
if os.environ.get("CI") and not (CHROMIUM and DRIVER):  # CI installs them: never skip there
    pytest.fail("CI has no chromium or chromedriver: .ci/run installs them", pytrace=False)
pytestmark = [
    pytest.mark.skipif(
        not (CHROMIUM and DRIVER),
        reason="needs Debian's chromium and chromium-driver (apt-get install chromium "
        "chromium-driver; .ci/run installs them)",
    ),
    pytest.mark.xdist_group("hub-browser"),  # one browser for the module
]
FLAGS = (
    "--headless=new",
    "--no-sandbox",  # chromium refuses to run as root with its sandbox
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
)
SHOWN_WITHIN = 2.0  # seconds from a game's acknowledgement to the board showing it


@pytest.fixture(scope="module")
def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    profile = tempfile.TemporaryDirectory(prefix="memotable-chromium-")
    for flag in (*FLAGS, f"--user-data-dir={profile.name}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options, service=Service(DRIVER))
    driver.set_page_load_timeout(20)
    driver.execute_cdp_cmd(  # a big screen's page: 1080p
        "Emulation.setDeviceMetricsOverride",
        {"width": 1920, "height": 1080, "deviceScaleFactor": 1, "mobile": False},
    )
    yield driver
    driver.quit()
    profile.cleanup()


@pytest.fixture
def hub(tmp_path):
    with database("sqlite", tmp_path) as url, running_hub(url) as server:
        yield server


def shown_ids(driver) -> list[str]:
    return driver.execute_script(
        "return [...document.querySelectorAll('#last > li')].map(li => li.dataset.id)"
    )


def test_a_game_posted_appears_on_the_open_board_within_two_seconds(browser, hub):
    request(hub.url, "/api/games", batch(game("earlier-game")))
    assert until(lambda: request(hub.url, "/api/board", key=None)[1]["last"])
    browser.get(hub.url + "/")
    browser.execute_script("window.sameLoad = true")  # gone if the page loads again
    assert until(lambda: shown_ids(browser) == ["earlier-game"], 20)
    assert until(lambda: browser.execute_script(
        "return !!document.getElementById('link').hidden"), 20)  # fmt: skip
    people = [seat(0, "Unicorn", accuracy=1.0, remembered=12, winner=True, score=9)]
    status, _ = request(hub.url, "/api/games", batch(game("new-game", seats=people)))
    acknowledged = time.monotonic()
    assert status == 200
    assert until(lambda: shown_ids(browser)[:1] == ["new-game"], SHOWN_WITHIN, 0.02)
    shown_after = time.monotonic() - acknowledged
    assert shown_after <= SHOWN_WITHIN
    assert browser.execute_script("return window.sameLoad === true")  # live, not reloaded
    best = browser.execute_script(
        "return document.querySelector('#overall .entry .name').textContent"
    )
    assert best == "Unicorn"
    fresh = browser.execute_script("return document.querySelector('#last > li').className")
    assert "fresh" in fresh  # the new game glows a moment


def test_the_operators_page_marks_a_table_silent_for_a_minute(browser, hub):
    beat = {
        "sent": time.time(),
        "table": {"id": "table-one-id", "name": "Stand A"},
        "version": "1.0",
        "state": {"scene": "menu", "game": "", "players": 0, "party": False},
        "waiting": 0,
        "error": None,
    }
    assert request(hub.url, "/api/heartbeat", beat)[0] == 200
    browser.get(hub.url + "/tables")

    def rows():
        return browser.execute_script(
            "return [...document.querySelectorAll('#rows tr')].map(r => "
            "[r.querySelector('.name strong').textContent, r.className])"
        )

    assert until(lambda: rows() == [["Stand A", ""]], 20)
    browser.execute_script(
        "performance.now = ((real) => () => real() + 61000)(performance.now.bind(performance))"
    )
    assert until(lambda: rows() == [["Stand A", "silent"]], 20)  # a minute later, unheard
