"""The SQL of email (web/mail/service.py): addresses, the outbox and the unsubscribe links."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from sqlalchemy import and_, delete, insert, or_, select, update
from sqlalchemy.exc import IntegrityError

from .repository import Database
from .schema import emails, outbox, unsubscribe_links

#: A message is tried this many times at most.
ATTEMPTS = 5
#: A message claimed by a worker that did not send it within this many seconds is taken again.
CLAIM_SECONDS = 60.0


@dataclass(frozen=True)
class EmailRow:
    account_id: str
    address: str
    confirmed: float | None
    mode: str
    language: str
    base_url: str
    confirm_hash: str | None
    confirm_expires: float | None
    last_digest: float | None


@dataclass(frozen=True)
class Due:
    """A message to send now, claimed by this worker."""

    id: int
    kind: str
    subject: str
    body: str
    email: EmailRow


def _row(r: object) -> EmailRow:
    return EmailRow(*(getattr(r, c.name) for c in emails.columns))


class MailRepository:
    def __init__(self, db: Database) -> None:
        self.engine = db.engine

    def of(self, account_id: str) -> EmailRow | None:
        with self.engine.connect() as conn:
            r = conn.execute(select(emails).where(emails.c.account_id == account_id)).first()
        return _row(r) if r else None

    def set_address(self, row: EmailRow, key: str, subject: str, body: str, now: float) -> None:
        """The account's (new) address, unconfirmed, and its confirmation message in the outbox."""
        with self.engine.begin() as conn:
            conn.execute(delete(emails).where(emails.c.account_id == row.account_id))
            conn.execute(delete(outbox).where(and_(outbox.c.account_id == row.account_id, outbox.c.sent.is_(None))))
            conn.execute(insert(emails).values(**row.__dict__))
            conn.execute(insert(outbox).values(account_id=row.account_id, kind="confirm", key=key, game_id=None,
                                               subject=subject, body=body, created=now, claimed=None, sent=None,
                                               attempts=0))

    def set_mode(self, account_id: str, mode: str) -> bool:
        with self.engine.begin() as conn:
            n = conn.execute(update(emails).where(emails.c.account_id == account_id).values(mode=mode)).rowcount
            if mode == "off":  # the turns not yet told are not told
                conn.execute(delete(outbox).where(and_(outbox.c.account_id == account_id,
                                                       outbox.c.kind.in_(("turn", "invite")),
                                                       outbox.c.sent.is_(None))))
        return bool(n)

    def forget(self, account_id: str) -> None:
        with self.engine.begin() as conn:
            conn.execute(delete(emails).where(emails.c.account_id == account_id))
            conn.execute(delete(outbox).where(outbox.c.account_id == account_id))
            conn.execute(delete(unsubscribe_links).where(unsubscribe_links.c.account_id == account_id))

    def confirm(self, confirm_hash: str, now: float) -> tuple[EmailRow, bool] | None:
        """Confirm the address whose link carries this token (looked up by its hash), unless expired; with
        True when it was confirmed already (the hash stays until the address changes, so a second click on
        the link is told so). None: no address has this link, or it expired unused."""
        with self.engine.begin() as conn:
            r = conn.execute(select(emails).where(emails.c.confirm_hash == confirm_hash)).first()
            if r is None:
                return None
            if r.confirmed is not None:
                return _row(r), True
            if r.confirm_expires is None or r.confirm_expires < now:
                return None
            conn.execute(update(emails).where(and_(emails.c.account_id == r.account_id,
                                                   emails.c.confirm_hash == confirm_hash)).values(confirmed=now))
        return replace(_row(r), confirmed=now), False

    def unsubscribe(self, link_hash: str) -> EmailRow | None:
        with self.engine.begin() as conn:
            link = conn.execute(select(unsubscribe_links).where(unsubscribe_links.c.hash == link_hash)).first()
            if link is None:
                return None
            r = conn.execute(select(emails).where(emails.c.account_id == link.account_id)).first()
        if r is None:
            return None
        self.set_mode(link.account_id, "off")
        return _row(r)

    def add_unsubscribe(self, link_hash: str, account_id: str, now: float) -> None:
        with self.engine.begin() as conn:
            conn.execute(insert(unsubscribe_links).values(hash=link_hash, account_id=account_id, created=now))

    def queue_turn(self, account_id: str, game_id: str, key: str, now: float,
                   message: Callable[[EmailRow], tuple[str, str]], kind: str = "turn") -> bool:
        """Queue a turn's message (or, ``kind`` ``invite``, an invitation's) for a confirmed address that wants
        mail; False when none or already queued."""
        row = self.of(account_id)
        if row is None or row.confirmed is None or row.mode == "off":
            return False
        subject, body = message(row)
        try:
            with self.engine.begin() as conn:
                conn.execute(insert(outbox).values(account_id=account_id, kind=kind, key=key, game_id=game_id,
                                                   subject=subject, body=body, created=now, claimed=None, sent=None,
                                                   attempts=0))
        except IntegrityError:
            return False  # this message is queued already
        return True

    def claim_due(self, now: float, digest_seconds: float) -> list[Due]:
        """Claim what is to be sent now: confirmations, turns of accounts told at each turn, and the pending
        turns of digest accounts whose last digest is a day old."""
        q = (select(outbox, *[c.label(f"e_{c.name}") for c in emails.columns])
             .select_from(outbox.join(emails, emails.c.account_id == outbox.c.account_id))
             .where(and_(outbox.c.sent.is_(None), outbox.c.attempts < ATTEMPTS,
                         or_(outbox.c.claimed.is_(None), outbox.c.claimed < now - CLAIM_SECONDS)))
             .order_by(outbox.c.id))
        out: list[Due] = []
        with self.engine.begin() as conn:
            for r in conn.execute(q).all():
                email = EmailRow(*(getattr(r, f"e_{c.name}") for c in emails.columns))
                if r.kind in ("turn", "invite") and (email.confirmed is None or email.mode == "off" or (
                        r.kind == "turn" and email.mode == "digest"  # a day after the last digest (the first:
                        # after the confirmation); an invitation goes at once
                        and (email.last_digest or email.confirmed) > now - digest_seconds)):
                    continue
                took = conn.execute(update(outbox).where(and_(
                    outbox.c.id == r.id, or_(outbox.c.claimed.is_(None), outbox.c.claimed < now - CLAIM_SECONDS)))
                    .values(claimed=now)).rowcount
                if took:
                    out.append(Due(r.id, r.kind, r.subject, r.body, email))
        return out

    def failed(self, ids: list[int]) -> None:
        with self.engine.begin() as conn:
            conn.execute(update(outbox).where(outbox.c.id.in_(ids)).values(claimed=None,
                                                                           attempts=outbox.c.attempts + 1))

    def sent(self, ids: list[int], account_id: str, digest: bool, now: float) -> None:
        with self.engine.begin() as conn:
            conn.execute(update(outbox).where(outbox.c.id.in_(ids)).values(sent=now))
            if digest:
                conn.execute(update(emails).where(emails.c.account_id == account_id).values(last_digest=now))
