-- Phonetic Banglish (issue 19): the sound key of a word in either script, the same function as phoneticKey in
-- core/search/phonetic.ts, step for step (phonetic.test.ts holds the two together). Known title words carry their
-- key, so that a query word typed as it sounds ("gari", "basha vara") finds the words spelt in the other script
-- (গাড়ি, বাসা ভাড়া), and a Bengali loan word the Latin one (ল্যাপটপ → laptop), in one indexed lookup.
CREATE FUNCTION search_phonetic_key(word text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  key text := word;
  step text[];
BEGIN
  -- Latin sounds, written in upper case until the end so that no later step reads them again; then Bengali
  -- conjuncts and the letters NFC writes with a nukta.
  FOREACH step SLICE 1 IN ARRAY ARRAY[
    ['chh', 'C'], ['ch', 'C'], ['kh', 'K'], ['gh', 'G'], ['jh', 'J'], ['th', 'T'], ['dh', 'D'], ['ph', 'F'],
    ['bh', 'V'], ['sh', 'S'], ['rh', 'R'], ['ck', 'K'], ['ee', 'I'], ['oo', 'U'], ['ou', 'U'],
    ['([b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z])y([^aeiouAEIOU]|$)', '\1I\2'],
    ['c', 'K'], ['q', 'K'], ['x', 'KS'], ['z', 'J'], ['[owy]', ''],
    [E'\u09A1\u09BC|\u09A2\u09BC', 'r'], [E'\u09AF\u09BC', ''], [E'\u0995\u09CD\u09B7', 'k'],
    [E'\u099C\u09CD\u099E', 'g'], [E'\u09AE\u09CD\u09AC', 'mb'], [E'\u09CD[\u09AF\u09AC]', ''],
    [E'\u0999|\u0982', 'ng'], [E'\u098B|\u09C3', 'ri']
  ] LOOP
    key := regexp_replace(key, step[1], step[2], 'g');
  END LOOP;
  -- The other Bengali letters one for one; those without a counterpart (ও, the vowel sign ো, hasant, chandrabindu,
  -- visarga, nukta) are dropped.
  key := translate(key,
    E'আাইঈিীউঊুূএেঐৈঔৌকখগঘচছজঝঞটঠডঢণতথদধনপফবভমযরলশষসহৎঅও\u09CB\u09CD\u0981\u0983\u09BC',
    'aaiiiiuuuueeiiuukkggccjjnttddnttddnpfbvmjrlsssht');
  RETURN regexp_replace(regexp_replace(lower(key), 'er$', 'ar'), '(.)\1+', '\1', 'g');
END
$$;

ALTER TABLE search_words ADD COLUMN phonetic text GENERATED ALWAYS AS (search_phonetic_key(word)) STORED;
CREATE INDEX search_words_phonetic_idx ON search_words (phonetic);

-- What a query is about (issue 19): a query word that names a category ("gari", "laptop", "chakri") is searched
-- as that word or any ad of the category, most of whose titles never say it ("Toyota Axio 2016"). The category is
-- one more lexeme of the document, '_c' and its id, which no typed word can match (words are letters and digits),
-- so the category joins the word's spellings in the one tsquery, answered by the same GIN index.
CREATE FUNCTION search_document(title text, properties jsonb, description text, category_id integer)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT search_document(title, properties, description) || ('_c' || category_id || ':1B')::tsvector
$$;

-- A generated column's expression cannot be changed in PostgreSQL 15: the column (and the indexes on it, from
-- migrations 003 and 011) are made again.
ALTER TABLE ads DROP COLUMN search_document;
ALTER TABLE ads ADD COLUMN search_document tsvector
  GENERATED ALWAYS AS (search_document(title, properties, description, category_id)) STORED;
CREATE INDEX ads_search_document_idx ON ads USING gin (search_document) WHERE status = 'published';
CREATE INDEX ads_top_ad_words_idx ON ads USING gin (search_document)
  WHERE status = 'published' AND top_ad_until IS NOT NULL;
CREATE INDEX ads_spotlight_words_idx ON ads USING gin (search_document)
  WHERE status = 'published' AND spotlight_until IS NOT NULL;
