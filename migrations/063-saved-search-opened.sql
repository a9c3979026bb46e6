-- When the person last opened each saved search from their list (decision 273): the list counts the matching ads
-- published since then as new. Null: never opened since it was saved (counted from its creation).
ALTER TABLE saved_searches ADD COLUMN opened_at timestamptz;
