-- Devices an account has signed in from (decision 58). A successful sign-in sets the HttpOnly `haat_device` cookie
-- (a random token; only its SHA-256 is stored here); a known device may still try the account's password while
-- failed tries from elsewhere have locked it, so an attacker's wrong guesses cannot lock its owner out.
CREATE TABLE known_devices (
  token_hash text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (token_hash, user_id)
);
CREATE INDEX known_devices_user_idx ON known_devices (user_id);
