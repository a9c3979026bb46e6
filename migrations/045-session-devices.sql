-- The device a session was signed in from (issue 23, ASVS V7.5.2): its browser's User-Agent, so that the account
-- settings can list active sessions in words ("Chrome on Android") and let their owner end any of them.
ALTER TABLE sessions ADD COLUMN user_agent text;
