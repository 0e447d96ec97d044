"""The Circolo server: HTTP routes, tables owned by one task each, play over WebSockets."""
