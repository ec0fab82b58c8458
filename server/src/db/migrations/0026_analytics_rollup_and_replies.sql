CREATE TABLE "filing_day_counts" (
	"day" date NOT NULL,
	"state" char(2) NOT NULL,
	"document_type" text NOT NULL,
	"filings" integer DEFAULT 0 NOT NULL,
	"sample" integer DEFAULT 0 NOT NULL,
	"sale_scheduled" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "filing_day_counts_day_state_document_type_pk" PRIMARY KEY("day","state","document_type")
);
--> statement-breakpoint
ALTER TABLE "outreach_history" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
-- filing_day_counts stays exact (docs/decisions/0040): after each statement that inserts, updates
-- or deletes filings, the changed rows are counted by day, state and type and added to the
-- rollup (+ as they are now, - as they were), in key order (concurrent writers lock rows alike).
-- Static SQL (plans kept per session): a dynamic EXECUTE cost ~0.8 ms a statement, this ~0.05.
-- The funnel's conditions are filings-analytics.queries.ts's (SALE_SET and sale_status).
CREATE FUNCTION "filing_day_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    insert into filing_day_counts as d
      (day, state, document_type, filings, sample, sale_scheduled, sold, cancelled)
    select c.filing_date, c.state, c.document_type, count(*), count(*) filter (where c.is_sample),
           count(*) filter (where c.next_sale_date is not null
                                 or c.stage in ('sale_scheduled', 'postponed', 'sold', 'redeemed', 'reo')
                                 or c.sale_status in ('scheduled', 'postponed', 'sold')),
           count(*) filter (where c.stage = 'sold' or c.sale_status = 'sold'),
           count(*) filter (where c.stage = 'cancelled' or c.sale_status = 'cancelled')
    from new_rows c
    where c.filing_date is not null
    group by c.filing_date, c.state, c.document_type
    order by 1, 2, 3
    on conflict (day, state, document_type) do update set
      filings = d.filings + excluded.filings,
      sample = d.sample + excluded.sample,
      sale_scheduled = d.sale_scheduled + excluded.sale_scheduled,
      sold = d.sold + excluded.sold,
      cancelled = d.cancelled + excluded.cancelled;
  ELSIF TG_OP = 'DELETE' THEN
    insert into filing_day_counts as d
      (day, state, document_type, filings, sample, sale_scheduled, sold, cancelled)
    select c.filing_date, c.state, c.document_type, -count(*), -count(*) filter (where c.is_sample),
           -count(*) filter (where c.next_sale_date is not null
                                 or c.stage in ('sale_scheduled', 'postponed', 'sold', 'redeemed', 'reo')
                                 or c.sale_status in ('scheduled', 'postponed', 'sold')),
           -count(*) filter (where c.stage = 'sold' or c.sale_status = 'sold'),
           -count(*) filter (where c.stage = 'cancelled' or c.sale_status = 'cancelled')
    from old_rows c
    where c.filing_date is not null
    group by c.filing_date, c.state, c.document_type
    order by 1, 2, 3
    on conflict (day, state, document_type) do update set
      filings = d.filings + excluded.filings,
      sample = d.sample + excluded.sample,
      sale_scheduled = d.sale_scheduled + excluded.sale_scheduled,
      sold = d.sold + excluded.sold,
      cancelled = d.cancelled + excluded.cancelled;
  ELSE
    -- An update that touches no counted column (a re-ingest's last_seen_at) changes nothing.
    IF NOT EXISTS (
      select 1 from new_rows n join old_rows o on o.id = n.id
      where (n.filing_date, n.state, n.document_type, n.is_sample, n.stage, n.sale_status,
             n.next_sale_date)
            is distinct from (o.filing_date, o.state, o.document_type, o.is_sample, o.stage,
                              o.sale_status, o.next_sale_date)
    ) THEN
      RETURN NULL;
    END IF;
    -- One statement for both sides, so its rows are locked in one key order.
    insert into filing_day_counts as d
      (day, state, document_type, filings, sample, sale_scheduled, sold, cancelled)
    select c.filing_date, c.state, c.document_type, sum(c.sign),
           coalesce(sum(c.sign) filter (where c.is_sample), 0),
           coalesce(sum(c.sign) filter (where c.next_sale_date is not null
                                 or c.stage in ('sale_scheduled', 'postponed', 'sold', 'redeemed', 'reo')
                                 or c.sale_status in ('scheduled', 'postponed', 'sold')), 0),
           coalesce(sum(c.sign) filter (where c.stage = 'sold' or c.sale_status = 'sold'), 0),
           coalesce(sum(c.sign) filter (where c.stage = 'cancelled' or c.sale_status = 'cancelled'), 0)
    from (select n.*, 1 as sign from new_rows n
          union all select o.*, -1 as sign from old_rows o) c
    where c.filing_date is not null
    group by c.filing_date, c.state, c.document_type
    order by 1, 2, 3
    on conflict (day, state, document_type) do update set
      filings = d.filings + excluded.filings,
      sample = d.sample + excluded.sample,
      sale_scheduled = d.sale_scheduled + excluded.sale_scheduled,
      sold = d.sold + excluded.sold,
      cancelled = d.cancelled + excluded.cancelled;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "filings_day_counts_insert" AFTER INSERT ON "filings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "filing_day_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "filings_day_counts_update" AFTER UPDATE ON "filings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "filing_day_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "filings_day_counts_delete" AFTER DELETE ON "filings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "filing_day_counts_apply"();
--> statement-breakpoint
-- The filings already there.
INSERT INTO "filing_day_counts" (day, state, document_type, filings, sample, sale_scheduled, sold, cancelled)
SELECT filing_date, state, document_type, count(*), count(*) FILTER (WHERE is_sample),
       count(*) FILTER (WHERE next_sale_date IS NOT NULL
                          OR stage IN ('sale_scheduled', 'postponed', 'sold', 'redeemed', 'reo')
                          OR sale_status IN ('scheduled', 'postponed', 'sold')),
       count(*) FILTER (WHERE stage = 'sold' OR sale_status = 'sold'),
       count(*) FILTER (WHERE stage = 'cancelled' OR sale_status = 'cancelled')
FROM "filings" WHERE filing_date IS NOT NULL
GROUP BY filing_date, state, document_type;
