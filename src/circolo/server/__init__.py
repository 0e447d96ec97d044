"""The Circolo server: HTTP routes, the lobby of tables (play/table.py), play over WebSockets,
the cluster."""
