-- Categories and places edited in the back office without a deploy (issue 21, decision 159): overrides of the code
-- catalogue (names in bn and en, deactivation, place among siblings), applied over it at every start and, when an
-- admin saves one, at once in every process (pubsub channel 'catalogue').
CREATE TABLE catalogue_overrides (
  kind text NOT NULL CHECK (kind IN ('category', 'location')),
  id integer NOT NULL,
  name_bn text CHECK (length(name_bn) BETWEEN 1 AND 100),
  name_en text CHECK (length(name_en) BETWEEN 1 AND 100),
  deactivated boolean,
  position integer CHECK (position >= 0),
  updated_by bigint NOT NULL REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, id),
  CHECK ((name_bn IS NULL) = (name_en IS NULL))
);
ALTER TABLE locations ADD COLUMN deactivated boolean NOT NULL DEFAULT false;
