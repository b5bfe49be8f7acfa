"""What MemoTable gives the operating system: a desktop entry and icon the freedesktop
validator accepts, installed for the user with this copy's own command, and a kiosk unit
systemd accepts (where their validators are installed: CI installs them)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engine.shell import system_files
from engine.shell.cli import main

ROOT = Path(__file__).resolve().parents[1]


def test_the_desktop_entry_installs_with_this_copys_command(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "argv", [str(ROOT / "main.py")])
    entry, icon = system_files.install_desktop(tmp_path)
    assert entry == tmp_path / "applications" / "memotable.desktop"
    assert icon.read_bytes() == (ROOT / "assets" / "system" / "memotable.svg").read_bytes()
    exec_line = next(ln for ln in entry.read_text().splitlines() if ln.startswith("Exec="))
    assert exec_line == f"Exec={sys.executable} {ROOT / 'main.py'}"
    if shutil.which("desktop-file-validate") is None:
        pytest.skip("desktop-file-validate is not installed (apt-get install desktop-file-utils)")
    done = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout == "", done.stdout


def test_an_argument_with_a_space_is_quoted_in_the_entry():
    entry = system_files.desktop_entry(["/opt/my tables/bin/memotable"])
    assert 'Exec="/opt/my tables/bin/memotable"' in entry.splitlines()


def test_the_kiosk_unit_is_printed_as_shipped_and_systemd_accepts_it(capsys, tmp_path):
    assert main(["kiosk-unit"]) == 0
    printed = capsys.readouterr().out
    assert printed == (ROOT / "assets" / "system" / "memotable-kiosk.service").read_text()
    assert "ExecStart=/usr/bin/cage -d -- /opt/memotable/bin/memotable --kiosk" in printed
    if shutil.which("systemd-analyze") is None or shutil.which("cage") is None:
        pytest.skip("systemd-analyze and cage are not installed (apt-get install systemd cage)")
    unit = tmp_path / "memotable-kiosk.service"
    unit.write_text(printed)
    done = subprocess.run(["systemd-analyze", "verify", str(unit)], capture_output=True, text=True)
    assert done.returncode == 0 and done.stderr == "", done.stderr
