-- What a seller sees of each ad's results (issue 14 item 4): per ad and per Bangladesh day (+6 h), the page views,
-- phone reveals, chats started and favourites added. Written in batches by server/modules/ad-stats (never once per
-- page view): each batch adds to the day's row, so several processes may write the same row.
CREATE TABLE ad_daily_stats (
  ad_id bigint NOT NULL REFERENCES ads (id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  phone_reveals integer NOT NULL DEFAULT 0 CHECK (phone_reveals >= 0),
  chats integer NOT NULL DEFAULT 0 CHECK (chats >= 0),
  favorites integer NOT NULL DEFAULT 0 CHECK (favorites >= 0),
  PRIMARY KEY (ad_id, day)
);
