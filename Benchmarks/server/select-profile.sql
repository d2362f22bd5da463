-- pgbench script of bench-server.sh: the statement GET /v1/users/1/profile runs, alone. Run
-- with -M extended, :id is a bind parameter, as PostgresNIO sends it (unnamed statement,
-- parse/bind/execute on every query).
\set id 1
SELECT id, username, display_name, location, website, friends_count, version FROM users WHERE id = :id;
