"""Between processes: the fan-out of changes (in process or through Redis) and its messages, the leases
of tables and the forwarding of requests to a lease's holder, the limits of sockets."""
