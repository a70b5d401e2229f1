"""Passwords: argon2id hashes (``argon2-cffi``) and the rules a new password must meet.

A new password has at least :data:`MIN_LENGTH` characters (at most :data:`MAX_LENGTH`, so hashing
stays bounded), is not the username, and is not one of a short list of the most common passwords.
"""

from __future__ import annotations

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

MIN_LENGTH = 10
MAX_LENGTH = 256

#: The most common passwords of ten characters or more in published breach lists (lower case).
COMMON = frozenset((
    "1234567890", "0123456789", "0987654321", "1234567891", "1111111111", "0000000000", "1234512345",
    "1122334455", "1q2w3e4r5t", "1qaz2wsx3edc", "qwertyuiop", "qwertyuiop1", "asdfghjkl;", "zxcvbnm123",
    "qwerty1234", "qwerty12345", "qwerty123456", "1q2w3e4r5t6y", "1qazxsw23edc", "password12", "password123",
    "password1234", "password01", "passw0rd123", "password!", "password!!", "iloveyou12", "iloveyou123",
    "letmein123", "welcome123", "welcome1234", "abc1234567", "abcd123456", "abcdefghij", "abcdefghijk",
    "12345abcde", "a1b2c3d4e5", "1a2b3c4d5e", "princess12", "sunshine12", "football12", "football123",
    "baseball12", "baseball123", "superman12", "starwars12", "monkey1234", "dragon1234", "master1234",
    "shadow1234", "michael123", "trustno1234", "whatever12", "changeme12", "changeme123", "administrator",
    "admin12345", "admin123456", "administrator1", "computer12", "internet12", "samsung123", "chocolate1",
    "chocolate12", "basketball", "basketball1", "pokemon123", "liverpool1", "charlie123", "jennifer12",
    "jessica123", "1234567890a", "a1234567890", "987654321a", "q1w2e3r4t5", "zaq12wsxcvf", "qazwsxedcr",
    "qazwsxedc123", "asdfghjkl1", "asdfasdfasdf", "qweasdzxc123", "password", "password1", "ogallala12",
    "ogallala123",
))

_hasher = PasswordHasher()  # argon2id with the library's recommended parameters (RFC 9106's second choice)
#: Verified against when a username is unknown, so a failed sign-in takes as long either way.
_DUMMY = _hasher.hash("an unknown account's password, never anyone's")


#: The rules a new password must meet, by their stable names (the error's ``reason``; the page names
#: the rule broken in its language): each one's message.
RULES = {
    "too_short": f"a password has at least {MIN_LENGTH} characters",
    "too_long": f"a password has at most {MAX_LENGTH} characters",
    "common": "this password is among the most common ones; choose another",
    "username": "a password may not be the username",
    "few_characters": "a password needs at least three different characters",
}


def broken_rule(password: str, username: str) -> str | None:
    """The name of the first rule of :data:`RULES` that ``password`` breaks for ``username`` (None: none)."""
    if len(password) < MIN_LENGTH:
        return "too_short"
    if len(password) > MAX_LENGTH:
        return "too_long"
    low = password.lower()
    if low in COMMON:
        return "common"
    if low == username.lower() or (low.startswith(username.lower()) and len(set(low[len(username):])) <= 1):
        return "username"
    if len(set(password)) < 3:
        return "few_characters"
    return None


def problem(password: str, username: str) -> str | None:
    """Why ``password`` may not be a new password for ``username`` (None: it may)."""
    rule = broken_rule(password, username)
    return None if rule is None else RULES[rule]


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify(hashed: str | None, password: str) -> bool:
    """Whether ``password`` matches ``hashed`` (None: no account; the work is done all the same)."""
    try:
        return _hasher.verify(hashed if hashed is not None else _DUMMY, password) and hashed is not None
    except (VerificationError, InvalidHashError):
        return False


def needs_rehash(hashed: str) -> bool:
    return _hasher.check_needs_rehash(hashed)
