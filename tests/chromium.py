"""Debian's chromium and chromium-driver for the tests of pages, driven by selenium,
headless (CI installs them, .ci/run; a machine without them skips those tests and says
why, and CI fails instead of skipping)."""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from collections.abc import Iterator

import pytest

CHROMIUM, DRIVER = shutil.which("chromium"), shutil.which("chromedriver")
if os.environ.get("CI") and not (CHROMIUM and DRIVER):  # CI installs them: never skip there
    pytest.fail("CI has no chromium or chromedriver: .ci/run installs them", pytrace=False)
NEEDED = pytest.mark.skipif(
    not (CHROMIUM and DRIVER),
    reason="needs Debian's chromium and chromium-driver (apt-get install chromium "
    "chromium-driver; .ci/run installs them)",
)
FLAGS = (
    "--headless=new",
    "--no-sandbox",  # chromium refuses to run as root with its sandbox
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",  # the closed network: no update or sync calls
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
)


@contextlib.contextmanager
def chromium(width: int, height: int, mobile: bool = False) -> Iterator:
    """A headless browser whose pages are `width` × `height` CSS pixels (a phone's with
    `mobile`), with a profile of its own that goes when it closes."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    profile = tempfile.TemporaryDirectory(prefix="memotable-chromium-")
    for flag in (*FLAGS, f"--window-size={width},{height}", f"--user-data-dir={profile.name}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options, service=Service(DRIVER))
    driver.set_page_load_timeout(20)
    if not mobile:  # the page itself that size, whatever the window's own bars take
        metrics = {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
    try:
        yield driver
    finally:
        driver.quit()
        profile.cleanup()
