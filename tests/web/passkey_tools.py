"""A software authenticator for the passkey tests: it makes and uses P-256 credentials the way a
platform authenticator does (attestation "none", user present and verified), so the server's WebAuthn
checks run on real signatures. The browser tests use Chromium's virtual authenticator instead."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import struct
from typing import Any

import cbor2
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class SoftAuthenticator:
    def __init__(self) -> None:
        self.keys: dict[bytes, tuple[ec.EllipticCurvePrivateKey, str, bytes]] = {}  # id -> key, rp id, user handle
        self.count = 0

    def _auth_data(self, rp_id: str, attested: bytes = b"") -> bytes:
        self.count += 1
        flags = 0x01 | 0x04 | (0x40 if attested else 0)  # user present, user verified, attested credential data
        return hashlib.sha256(rp_id.encode()).digest() + bytes([flags]) + struct.pack(">I", self.count) + attested

    def create(self, options: dict[str, Any], origin: str) -> dict[str, Any]:
        rp_id = options["rp"]["id"]
        key = ec.generate_private_key(ec.SECP256R1())
        cred_id = os.urandom(32)
        self.keys[cred_id] = (key, rp_id, unb64(options["user"]["id"]))
        nums = key.public_key().public_numbers()
        cose = cbor2.dumps({1: 2, 3: -7, -1: 1, -2: nums.x.to_bytes(32, "big"), -3: nums.y.to_bytes(32, "big")})
        attested = bytes(16) + struct.pack(">H", len(cred_id)) + cred_id + cose
        client = json.dumps({"type": "webauthn.create", "challenge": options["challenge"], "origin": origin,
                             "crossOrigin": False}).encode()
        att = cbor2.dumps({"fmt": "none", "attStmt": {}, "authData": self._auth_data(rp_id, attested)})
        return {"id": b64(cred_id), "rawId": b64(cred_id), "type": "public-key",
                "response": {"clientDataJSON": b64(client), "attestationObject": b64(att)}}

    def get(self, options: dict[str, Any], origin: str, cred_id: bytes | None = None) -> dict[str, Any]:
        rp_id = options["rpId"]
        if cred_id is None:
            cred_id = next(k for k, v in self.keys.items() if v[1] == rp_id)
        key, _, user = self.keys[cred_id]
        client = json.dumps({"type": "webauthn.get", "challenge": options["challenge"], "origin": origin,
                             "crossOrigin": False}).encode()
        auth = self._auth_data(rp_id)
        sig = key.sign(auth + hashlib.sha256(client).digest(), ec.ECDSA(hashes.SHA256()))
        return {"id": b64(cred_id), "rawId": b64(cred_id), "type": "public-key",
                "response": {"clientDataJSON": b64(client), "authenticatorData": b64(auth), "signature": b64(sig),
                             "userHandle": b64(user)}}
