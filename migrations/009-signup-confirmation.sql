-- Sign-up confirms the e-mail address before the account exists (issue 5: responses never reveal whether an
-- address is registered). The pending sign-up (name, password hash, opt-out) waits in its verification row.
ALTER TABLE verifications DROP CONSTRAINT verifications_purpose_check;
ALTER TABLE verifications ADD CONSTRAINT verifications_purpose_check
  CHECK (purpose IN ('add_phone', 'phone_login', 'password_reset', 'signup'));
ALTER TABLE verifications ADD COLUMN payload jsonb;
