-- The help chat with Haat's support team (issue 18, decision 101), on the buyer–seller chat of 007. A support
-- conversation is a chat_conversations row without an ad: the visitor is its buyer, the "Haat support" system account
-- its seller, and staff write as that account. Accepted by PostgreSQL 15 and PGlite (PostgreSQL 18).

ALTER TABLE chat_conversations ALTER COLUMN ad_id DROP NOT NULL;
ALTER TABLE chat_conversations ALTER COLUMN ad_snapshot DROP NOT NULL;
ALTER TABLE chat_conversations
  ADD CONSTRAINT chat_conversations_ad_or_support CHECK ((ad_id IS NULL) = (ad_snapshot IS NULL));
-- one support conversation per visitor
CREATE UNIQUE INDEX chat_conversations_support_idx ON chat_conversations (buyer_id) WHERE ad_id IS NULL;

-- the staff member who wrote an answer as Haat support (null on every other message)
ALTER TABLE chat_messages ADD COLUMN staff_id bigint REFERENCES users (id);

-- The system account staff answer as: made on first use (a fresh database has no users until it is seeded).
CREATE TABLE chat_support_account (
  id smallint PRIMARY KEY CHECK (id = 1),
  user_id bigint NOT NULL UNIQUE REFERENCES users (id)
);
