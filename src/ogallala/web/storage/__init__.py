"""The database: its engine and migrations, the rows, every SQL statement of each backend."""
