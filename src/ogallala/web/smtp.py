"""The mail transport: an SMTP server's address read from ``--smtp-url`` and the sending of one message.
Apart from :mod:`.mail.service` (what is sent to whom), so that the settings check a URL without the accounts."""

from __future__ import annotations

import smtplib
import ssl
from dataclasses import dataclass
from email.message import EmailMessage
from urllib.parse import unquote, urlsplit

from .. import ConfigError


@dataclass(frozen=True)
class Smtp:
    host: str
    port: int
    security: str  # none, starttls, tls
    user: str | None
    password: str | None

    def __repr__(self) -> str:  # never the password
        return f"Smtp({self.host}:{self.port}, {self.security}, user={'yes' if self.user else 'no'})"


def parse_smtp_url(url: str) -> Smtp:
    """``smtp://[USER:PASSWORD@]HOST[:PORT]`` (``smtp+starttls://``, ``smtps://``); ConfigError names the fault
    (never the password)."""
    parts = urlsplit(url)
    security = {"smtp": "none", "smtp+starttls": "starttls", "smtps": "tls"}.get(parts.scheme)
    if security is None:
        raise ConfigError(f"--smtp-url: the scheme is smtp, smtp+starttls or smtps, not {parts.scheme!r}")
    if not parts.hostname:
        raise ConfigError("--smtp-url names no host")
    try:
        port = parts.port or (465 if security == "tls" else 587 if security == "starttls" else 25)
    except ValueError:
        raise ConfigError("--smtp-url: the port is a number from 1 to 65535") from None
    return Smtp(parts.hostname, port, security, unquote(parts.username) if parts.username else None,
                unquote(parts.password) if parts.password else None)


def send_message(smtp: Smtp, message: EmailMessage) -> None:
    """Send one message (blocking: a worker thread calls it)."""
    if smtp.security == "tls":
        client: smtplib.SMTP = smtplib.SMTP_SSL(smtp.host, smtp.port, timeout=30, context=ssl.create_default_context())
    else:
        client = smtplib.SMTP(smtp.host, smtp.port, timeout=30)
    with client:
        if smtp.security == "starttls":
            client.starttls(context=ssl.create_default_context())
        if smtp.user:
            client.login(smtp.user, smtp.password or "")
        client.send_message(message)
