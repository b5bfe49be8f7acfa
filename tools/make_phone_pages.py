"""Remake the phone pages pictured in docs/phones.md: a headless chromium (Debian's
chromium and chromium-driver, driven by selenium, as the browser test does) opens a seat's
page while the table plays headless, and saves what a phone would show.

    python tools/make_phone_pages.py

The pages use the phone's own emoji: install fonts-noto-color-emoji first, or the pictures
show empty boxes where a phone shows coins, ravens and crowns. The seats' codes on the table
are made by `python tools/make_screens.py phones-seat-codes` (`main.py shot --phones`).
Nothing leaves the machine: the phone server listens on the loopback.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
IMAGES = ROOT / "docs" / "img"
FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
    "--window-size=412,860",
    "--force-device-scale-factor=1",
)


def browser(profile: str):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "chromium"
    for flag in (*FLAGS, f"--user-data-dir={profile}"):
        options.add_argument(flag)
    return webdriver.Chrome(options=options, service=Service(shutil.which("chromedriver")))


def table(game: str, players: int, seed: int, options: dict):
    """A headless table with people at every seat and phones on (the loopback)."""
    from engine.game.setup import GameSetup, SeatPlan
    from engine.phones.address import Address
    from engine.phones.server import PhoneServer
    from engine.shell.boot import make_app
    from engine.shell.starting import game_scene

    app = make_app((1280, 720), headless=True)
    app.phones = PhoneServer(Address("127.0.0.1", 0))
    app.phones.start()
    seats = [SeatPlan("human") for _ in range(players)]
    scene = game_scene(app, GameSetup(game, players, seed, "classic", options, seats))
    scene.persist = False
    app.scenes.push(scene)
    app.scenes.apply_pending()
    return app, scene


def run(app, test, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not test():
        if time.monotonic() > deadline:
            raise SystemExit("the table never got there")
        app.frame(1 / 60, events=[])


def fireball_court(driver) -> None:
    """Blue's hand on Blue's phone, a card chosen, ready to lay."""
    app, scene = table("fireball-court", 2, 5, {})
    run(app, lambda: scene.state.phase == "play" and scene.input_open())
    seat = scene.state.on_turn
    driver.get(scene.phones.url(seat))
    run(app, lambda: driver.execute_script("return document.querySelectorAll('.card.move').length"))
    driver.execute_script("document.querySelectorAll('.card.move')[1].click()")
    save(driver, "phone-fireball-court")
    app.phones.stop()


def memorandum(driver) -> None:
    """A hand to memorise, on its owner's phone only."""
    from games.memorandum.rules import MEMORISE

    app, scene = table("memorandum", 3, 4, {"pack": 20})
    run(app, lambda: scene.picture.phase == MEMORISE)
    seat = scene.state.receivers[0]
    driver.get(scene.phones.url(seat))
    run(app, lambda: driver.execute_script("return document.querySelectorAll('.card').length"))
    save(driver, "phone-memorandum")
    app.phones.stop()


def save(driver, name: str) -> None:
    time.sleep(0.3)  # the page's last paint
    out = IMAGES / f"{name}.png"
    driver.save_screenshot(str(out))
    print(f"wrote {out.relative_to(ROOT)}")


def main() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if not (shutil.which("chromium") and shutil.which("chromedriver")):
        print("needs chromium and chromium-driver (apt-get install ...)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as data, tempfile.TemporaryDirectory() as profile:
        os.environ["MEMOTABLE_DATA_DIR"] = data
        driver = browser(profile)
        try:
            fireball_court(driver)
            memorandum(driver)
        finally:
            driver.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
