-- Reported chats in the back office (issue 21, decision 158): whom a report is about (the other participant of a
-- person's report; the sender of the message the system flagged), and how staff closed it.
ALTER TABLE chat_reports ADD COLUMN reported_user_id bigint REFERENCES users (id);
-- Reports filed before this: a person's report is about the other participant; a system report about the poster
-- of the job (the employer who asks applicants for a fee).
UPDATE chat_reports r
SET reported_user_id = CASE WHEN r.reporter_id = c.buyer_id THEN c.seller_id
                            WHEN r.reporter_id = c.seller_id THEN c.buyer_id
                            ELSE c.seller_id END
FROM chat_conversations c WHERE c.id = r.conversation_id;
ALTER TABLE chat_reports ALTER COLUMN reported_user_id SET NOT NULL;
ALTER TABLE chat_reports ADD COLUMN outcome text CHECK (outcome IN ('dismissed', 'warned', 'suspended'));
ALTER TABLE chat_reports ADD COLUMN closed_by bigint REFERENCES users (id);
ALTER TABLE chat_reports ADD COLUMN closed_at timestamptz;
CREATE INDEX chat_reports_open_idx ON chat_reports (created_at, id) WHERE outcome IS NULL;
CREATE INDEX chat_reports_reported_idx ON chat_reports (reported_user_id, created_at DESC);
