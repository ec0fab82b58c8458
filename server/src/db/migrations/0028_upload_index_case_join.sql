-- An upload's case and a filing meet by case number, else by street and ZIP (docs/decisions/0044).
-- street_match_key is the SQL twin of server/src/text/street-suffixes.ts streetMatchKey: upper
-- case, every run of other characters one blank, each word in its USPS abbreviation
-- (STREET_ABBREVIATIONS), lower case; street-match-key.sql.test.ts checks the two agree.
CREATE FUNCTION street_match_key(street text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(string_agg(coalesce(m.abbreviation, w.word), ' ' ORDER BY w.n))
  FROM unnest(regexp_split_to_array(trim(regexp_replace(upper(street), '[^A-Z0-9]+', ' ', 'g')), ' '))
    WITH ORDINALITY AS w(word, n)
  LEFT JOIN (VALUES ('STREET', 'ST'), ('STR', 'ST'), ('AVENUE', 'AVE'), ('AV', 'AVE'), ('AVN', 'AVE'), ('ROAD', 'RD'), ('DRIVE', 'DR'), ('LANE', 'LN'), ('BOULEVARD', 'BLVD'), ('COURT', 'CT'), ('PLACE', 'PL'), ('CIRCLE', 'CIR'), ('TERRACE', 'TER'), ('TERR', 'TER'), ('PARKWAY', 'PKWY'), ('HIGHWAY', 'HWY'), ('TRAIL', 'TRL'), ('TR', 'TRL'), ('SQUARE', 'SQ'), ('ALLEY', 'ALY'), ('COVE', 'CV'), ('CROSSING', 'XING'), ('TURNPIKE', 'TPKE'), ('ROUTE', 'RTE'), ('EXPRESSWAY', 'EXPY'), ('FREEWAY', 'FWY'), ('PLAZA', 'PLZ'), ('EXTENSION', 'EXT'), ('HEIGHTS', 'HTS'), ('RIDGE', 'RDG'), ('CREEK', 'CRK'), ('POINT', 'PT'), ('TRACE', 'TRCE'), ('CRESCENT', 'CRES'), ('NORTH', 'N'), ('SOUTH', 'S'), ('EAST', 'E'), ('WEST', 'W'), ('NORTHEAST', 'NE'), ('NORTHWEST', 'NW'), ('SOUTHEAST', 'SE'), ('SOUTHWEST', 'SW')) AS m(word, abbreviation) ON m.word = w.word
  WHERE w.word <> ''
$$;--> statement-breakpoint
ALTER TABLE "document_case_events" ADD COLUMN "state" char(2);--> statement-breakpoint
ALTER TABLE "document_case_events" ADD COLUMN "county" text;--> statement-breakpoint
ALTER TABLE "document_case_events" ADD COLUMN "zip_code" varchar(5);--> statement-breakpoint
ALTER TABLE "document_case_events" ADD COLUMN "street_key" text;--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "case_number_key" text GENERATED ALWAYS AS (lower(regexp_replace(case_number, '[^A-Za-z0-9]+', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "street_key" text GENERATED ALWAYS AS (street_match_key(property_address)) STORED;--> statement-breakpoint
CREATE INDEX "document_case_events_user_zip_street_idx" ON "document_case_events" USING btree ("user_id","zip_code","street_key");--> statement-breakpoint
CREATE INDEX "filings_state_case_number_key_idx" ON "filings" USING btree ("state","case_number_key");--> statement-breakpoint
CREATE INDEX "filings_zip_code_street_key_idx" ON "filings" USING btree ("zip_code","street_key");--> statement-breakpoint
-- Events recorded before: where their record is, from their document (or its record) and key.
UPDATE "document_case_events" e SET
  "zip_code" = coalesce(
    CASE WHEN e.case_key LIKE 'addr:%' THEN split_part(e.case_key, ':', 2) END,
    substring(d.zip_code FROM '^\d{5}')),
  "street_key" = coalesce(
    CASE WHEN e.case_key LIKE 'addr:%' THEN street_match_key(split_part(e.case_key, ':', 3)) END,
    street_match_key(split_part(d.property_address, ',', 1))),
  "state" = substring(d.property_address FROM ',\s*([A-Z]{2})\s+\d{5}'),
  "county" = substring(lower(d.court) FROM '(?:^|,\s*|\mof\s+|\mfor\s+)([a-z.''-]+(?:\s+[a-z.''-]+)?)\s+county\M')
FROM "documents" d
WHERE d.id = e.document_id AND e.position IS NULL;--> statement-breakpoint
UPDATE "document_case_events" e SET
  "zip_code" = coalesce(
    CASE WHEN e.case_key LIKE 'addr:%' THEN split_part(e.case_key, ':', 2) END,
    substring(r.zip_code FROM '^\d{5}')),
  "street_key" = coalesce(
    CASE WHEN e.case_key LIKE 'addr:%' THEN street_match_key(split_part(e.case_key, ':', 3)) END,
    street_match_key(split_part(r.property_address, ',', 1))),
  "state" = substring(r.property_address FROM ',\s*([A-Z]{2})\s+\d{5}'),
  "county" = substring(lower(coalesce(r.court, d.court)) FROM '(?:^|,\s*|\mof\s+|\mfor\s+)([a-z.''-]+(?:\s+[a-z.''-]+)?)\s+county\M')
FROM "document_leads" r JOIN "documents" d ON d.id = r.document_id
WHERE r.document_id = e.document_id AND r.position = e.position;
