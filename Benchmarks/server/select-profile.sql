-- pgbench script of bench-server.sh: the statement GET /v1/users/1/profile runs, alone. Run
-- with -M prepared, as the server runs it: prepared once per connection, then bind/execute
-- with :id as a bind parameter on every query.
\set id 1
SELECT id, username, display_name, location, website, friends_count, version FROM users WHERE id = :id;
