-- A category's dynamic filters attached, detached and reordered in the back office without a deploy (issue 21,
-- decision 177): the attached filters' keys in their order (price apart), over the code's; NULL: the code's.
ALTER TABLE catalogue_overrides
  ADD COLUMN filters text[] CHECK (filters IS NULL OR (kind = 'category' AND cardinality(filters) <= 30));
