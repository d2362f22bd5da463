-- The profile, its posts and the log of their changes.
--
-- Versions: `version` counts the profile's changes and `posts_version` the posts'; each is the
-- ETag of its resource. Triggers keep them and the change log right for every write, whoever
-- makes it (the server, a migration, psql), and announce each change on the channel
-- `vsm_profile_changes` in the writing transaction: PostgreSQL delivers it on commit, to every
-- instance that listens.

CREATE TABLE users (
    id            bigserial PRIMARY KEY,
    username      text   NOT NULL,
    display_name  text   NOT NULL DEFAULT '',
    location      text   NOT NULL DEFAULT '',
    website       text   NOT NULL DEFAULT '',
    friends_count bigint NOT NULL DEFAULT 0 CHECK (friends_count >= 0),
    version       bigint NOT NULL DEFAULT 1 CHECK (version >= 1),
    posts_version bigint NOT NULL DEFAULT 1 CHECK (posts_version >= 1),
    -- SHA-256 of the user's bearer token; the token itself is shown once and never stored.
    token_hash    bytea  NOT NULL UNIQUE,
    created_at    timestamptz NOT NULL DEFAULT now()
);

-- Exact bytes: two names that differ only in case or normalization are two names, as in the app.
CREATE UNIQUE INDEX users_username_key ON users (username COLLATE "C");

CREATE TABLE posts (
    id        bigserial PRIMARY KEY,
    user_id   bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    body      text   NOT NULL,
    posted_at timestamptz NOT NULL
);

CREATE INDEX posts_by_user_newest_first ON posts (user_id, posted_at DESC, id DESC);

-- What the event stream replays after Last-Event-ID; its id is the event's id.
CREATE TABLE change_events (
    id         bigserial PRIMARY KEY,
    user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    resource   text   NOT NULL CHECK (resource IN ('profile', 'posts')),
    version    bigint NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX change_events_by_user ON change_events (user_id, id);

-- A change of the posts is a new posts version of their user.
CREATE FUNCTION posts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE users SET posts_version = posts_version + 1
     WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
    RETURN NULL;
END
$$;

CREATE TRIGGER posts_changed AFTER INSERT OR UPDATE OR DELETE ON posts
    FOR EACH ROW EXECUTE FUNCTION posts_changed();

-- Each new version is logged and announced as "<user id>:<event id>".
CREATE FUNCTION user_versions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    event_id bigint;
BEGIN
    IF NEW.version <> OLD.version THEN
        INSERT INTO change_events (user_id, resource, version) VALUES (NEW.id, 'profile', NEW.version)
            RETURNING id INTO event_id;
        PERFORM pg_notify('vsm_profile_changes', NEW.id || ':' || event_id);
    END IF;
    IF NEW.posts_version <> OLD.posts_version THEN
        INSERT INTO change_events (user_id, resource, version) VALUES (NEW.id, 'posts', NEW.posts_version)
            RETURNING id INTO event_id;
        PERFORM pg_notify('vsm_profile_changes', NEW.id || ':' || event_id);
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER user_versions_changed AFTER UPDATE OF version, posts_version ON users
    FOR EACH ROW EXECUTE FUNCTION user_versions_changed();
