"""Mail: addresses, correspondence turn mail and its outbox, SMTP, and their routes."""
