"""Turning phones on and off for the whole app (`--phones`, or the operator's setting).

On, the server listens at the operator's address (`Settings.phones_address` and
`phones_port`, or `--phones-address`) and `app.phones` holds it; the game on the table
deals its seats' codes at its next update. Off, every phone is told so, the codes leave
the panels and the table plays as it always did. aiohttp loads here, on first use.
"""

from __future__ import annotations

import logging
from typing import Any

from engine.loop.waiting import wake
from engine.phones.address import AddressError, parse_address

_log = logging.getLogger(__name__)


def phones_on(app: Any, address: str | None = None) -> str | None:
    """Start the phone server; None once it listens, else why not (one line)."""
    if app.phones is not None:
        return None
    from engine.phones.server import PhoneServer, PhoneServerError

    settings = app.settings
    try:
        where = parse_address(
            settings.phones_address if address is None else address, settings.phones_port
        )
        server = PhoneServer(where, news=wake)
        server.start()
    except (AddressError, PhoneServerError) as error:
        _log.warning("phones stay off: %s", error)
        return str(error)
    app.phones = server
    _log.info("phones: the seats' codes lead to %s", server.address.base)
    return None


def phones_off(app: Any) -> None:
    """Stop the server: every phone hears the phones went off."""
    server, app.phones = app.phones, None
    if server is not None:
        server.stop()
