"""Where the phone server listens: the address the operator chose, or this table's own
address on its network. The server binds to that one address only (never to every
interface), and the seats' codes hold it, so a phone on the same network reaches it.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass

DEFAULT_PORT = 8765


class AddressError(ValueError):
    """An address the server cannot listen on; the message is shown as is."""


@dataclass(frozen=True)
class Address:
    host: str
    port: int

    @property
    def base(self) -> str:
        """The start of every URL a phone opens (IPv6 in brackets)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    def __str__(self) -> str:
        return self.base.removeprefix("http://")


def parse_address(text: str, port: int = DEFAULT_PORT) -> Address:
    """ "192.168.1.20", "192.168.1.20:8800", "[fe80::1]:8800" or "" (this table's own
    address on its network). A wildcard is refused: a phone cannot be sent to one."""
    text = text.strip()
    host = text
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        if rest:
            port = _port(rest.removeprefix(":"))
    elif text.count(":") == 1:
        host, _, given = text.partition(":")
        port = _port(given)
    if not host:
        host = lan_address()
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        raise AddressError(f"{host!r} is not an IP address (such as 192.168.1.20)") from None
    if ip.is_unspecified or ip.is_multicast:
        raise AddressError(f"{host} is not an address a phone can be sent to")
    return Address(str(ip), port)


def _port(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise AddressError(f"{text!r} is not a port (1 to 65535)")
    return int(text)


VIRTUAL = ("docker", "br-", "veth", "virbr", "vmnet", "vboxnet", "tun", "tap", "wg", "zt")


def lan_address() -> str:
    """This machine's first IPv4 address on a network interface that is up, other than the
    loopback and the virtual ones of containers, VMs and VPNs (a phone is not on those);
    the loopback when there is none (phones cannot reach it, but the table still starts).
    Read from the interfaces (psutil), with no traffic sent. An operator whose table has
    several networks names the one phones use (`phones_address`)."""
    import psutil

    stats = psutil.net_if_stats()
    for name, addresses in sorted(psutil.net_if_addrs().items()):
        if (name in stats and not stats[name].isup) or name.lower().startswith(VIRTUAL):
            continue
        for entry in addresses:
            if entry.family.name != "AF_INET":
                continue
            ip = ipaddress.ip_address(entry.address)
            if not (ip.is_loopback or ip.is_link_local):
                return str(ip)
    return "127.0.0.1"
