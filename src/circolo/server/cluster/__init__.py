"""Several server processes as one club: table ownership, relaying and failover on Redis."""
