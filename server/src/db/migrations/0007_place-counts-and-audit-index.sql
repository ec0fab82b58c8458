CREATE TABLE "filing_place_counts" (
	"state" char(2) NOT NULL,
	"county" text,
	"real" integer DEFAULT 0 NOT NULL,
	"sample" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "filing_place_counts_state_county_key" UNIQUE NULLS NOT DISTINCT("state","county")
);
--> statement-breakpoint
-- Hand-written: filing_place_counts stays exact (docs/decisions/0075) as filing_day_counts does
-- (0040): after each statement that inserts, updates or deletes filings, the changed rows are
-- counted by state and county and added to the counts (+ as they are now, - as they were), in key
-- order. An update that changes no counted column (a re-ingest's last_seen_at) returns at once.
CREATE FUNCTION "filing_place_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    insert into filing_place_counts as p (state, county, real, sample)
    select c.state, c.county, count(*) filter (where not c.is_sample), count(*) filter (where c.is_sample)
    from new_rows c group by c.state, c.county order by 1, 2
    on conflict (state, county) do update set
      real = p.real + excluded.real, sample = p.sample + excluded.sample;
  ELSIF TG_OP = 'DELETE' THEN
    insert into filing_place_counts as p (state, county, real, sample)
    select c.state, c.county, -count(*) filter (where not c.is_sample), -count(*) filter (where c.is_sample)
    from old_rows c group by c.state, c.county order by 1, 2
    on conflict (state, county) do update set
      real = p.real + excluded.real, sample = p.sample + excluded.sample;
  ELSE
    IF NOT EXISTS (
      select 1 from new_rows n join old_rows o on o.id = n.id
      where (n.state, n.county, n.is_sample) is distinct from (o.state, o.county, o.is_sample)
    ) THEN
      RETURN NULL;
    END IF;
    insert into filing_place_counts as p (state, county, real, sample)
    select c.state, c.county, coalesce(sum(c.sign) filter (where not c.is_sample), 0),
           coalesce(sum(c.sign) filter (where c.is_sample), 0)
    from (select n.state, n.county, n.is_sample, 1 as sign from new_rows n
          union all select o.state, o.county, o.is_sample, -1 as sign from old_rows o) c
    group by c.state, c.county order by 1, 2
    on conflict (state, county) do update set
      real = p.real + excluded.real, sample = p.sample + excluded.sample;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "filings_place_counts_insert" AFTER INSERT ON "filings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "filing_place_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "filings_place_counts_update" AFTER UPDATE ON "filings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "filing_place_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "filings_place_counts_delete" AFTER DELETE ON "filings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "filing_place_counts_apply"();
--> statement-breakpoint
-- The filings already there, counted once (a new table: no trigger has counted any yet).
INSERT INTO "filing_place_counts" ("state", "county", "real", "sample")
  SELECT "state", "county", count(*) FILTER (WHERE NOT "is_sample"), count(*) FILTER (WHERE "is_sample")
  FROM "filings" GROUP BY "state", "county";
--> statement-breakpoint
CREATE INDEX "compliance_audits_source_id_id_idx" ON "compliance_audits" USING btree ("source_id","id");
