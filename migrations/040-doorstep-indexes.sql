-- The doorstep landings read only published delivery ads (issue 17, decision 171): newest first and per category.
CREATE INDEX ads_doorstep_idx ON ads (published_at DESC, id DESC)
  WHERE status = 'published' AND is_doorstep_delivery;
CREATE INDEX ads_doorstep_category_idx ON ads (category_id) WHERE status = 'published' AND is_doorstep_delivery;
