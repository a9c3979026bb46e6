-- Two-factor sign-in (issue 23, ASVS V6.3.3, decision 189): an account's TOTP secret (RFC 6238; never returned after
-- enrolment), when it was confirmed (enabled_at; null while enrolment waits for its first code), and the last time
-- step a code was accepted for, so that one code signs in once (replay). Recovery codes are stored as the SHA-256 of
-- high-entropy random codes, as session tokens are, each used once. A session signed in with the password of an
-- account with two factors waits for its code (second_factor_pending) and grants nothing until then.
CREATE TABLE second_factors (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret text NOT NULL,
  enabled_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE recovery_codes (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

ALTER TABLE sessions ADD COLUMN second_factor_pending boolean NOT NULL DEFAULT false;
