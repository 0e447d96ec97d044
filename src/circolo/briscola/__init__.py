"""Briscola for two, or for four in two partnerships: its rules, records and views."""
