"""What MemoTable gives the operating system, from the files it ships (`assets/system/`):
the desktop entry and icon for this user's applications menu (`memotable desktop`), and the
kiosk's systemd unit, printed for the operator to install (`memotable kiosk-unit`).

The entry's `Exec=` is this very command (the path it was started by), so a copy installed
with pipx or in a virtual environment starts from the menu without being on the PATH.
"""

from __future__ import annotations

import shutil
import sys
from importlib.resources import files
from pathlib import Path

import platformdirs

SHIPPED = files("assets") / "system"
ENTRY, ICON, UNIT = "memotable.desktop", "memotable.svg", "memotable-kiosk.service"


def command() -> list[str]:
    """How to start this copy of MemoTable: the installed command's path, else this
    interpreter running the checkout's main.py."""
    started = Path(sys.argv[0]).resolve()
    if started.name == "memotable" and started.is_file():
        return [str(started)]
    found = shutil.which("memotable")
    return [found] if found is not None else [sys.executable, str(started)]


def desktop_entry(starts: list[str]) -> str:
    """The shipped entry with `Exec=` running `starts` (quoted as the desktop entry
    specification asks of an argument with a space in it)."""
    line = " ".join(f'"{arg}"' if " " in arg else arg for arg in starts)
    lines = (SHIPPED / ENTRY).read_text(encoding="utf-8").splitlines()
    return "\n".join(f"Exec={line}" if ln.startswith("Exec=") else ln for ln in lines) + "\n"


def install_desktop(data_home: Path | None = None) -> list[Path]:
    """The desktop entry and the icon, into the user's data folder (XDG_DATA_HOME, most
    often ~/.local/share): the applications menu lists MemoTable. The paths written."""
    home = Path(platformdirs.user_data_dir()) if data_home is None else data_home
    entry = home / "applications" / ENTRY
    icon = home / "icons" / "hicolor" / "scalable" / "apps" / ICON
    for path in (entry, icon):
        path.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(desktop_entry(command()), encoding="utf-8")
    icon.write_bytes((SHIPPED / ICON).read_bytes())
    return [entry, icon]


def kiosk_unit() -> str:
    """The kiosk's systemd unit as shipped (docs/kiosk.md installs it)."""
    return (SHIPPED / UNIT).read_text(encoding="utf-8")
