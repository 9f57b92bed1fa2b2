-- The search column now holds the names between bars and the stem of every word (issue 18.3):
-- emptied here, it is written again in the new form by backfillSearchText at start-up.
UPDATE "products" SET "search_text" = '';
