"""Accounts: passwords, passkeys, sessions, and their routes."""
