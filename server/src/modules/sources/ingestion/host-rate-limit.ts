/**
 * The quota of a request: its source's windows (`rate_limits`) and its host's (`host_rate_limits`),
 * counted together, all or nothing, in one transaction that every worker on the database shares
 * (docs/decisions/0081). A host's quota for a window is the strictest quota for that window among
 * the sources whose base URL is on that host, and the requesting source's own: the 14 CivilView
 * counties on salesweb.civilview.com together get what one of them may ask, not 14 times that.
 * A source alone on its host is counted by its own quota only, as before.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'

/** Whether the request was counted, or which quota is full and how long until it rolls over. */
export type RequestQuotaVerdict =
  | { allowed: true; sourceLimited: boolean; hostLimited: boolean; sharingSources: number }
  | {
      allowed: false
      retryAfterMs: number
      scope: 'source' | 'host'
      window: string
      quota: number
      /** For a full host quota: how many sources are on the host. */
      sharingSources: number
    }

/** The host of a URL as the quota keys it: lower case, with a port that is not the default. */
export const quotaHost = (url: URL) => url.host.toLowerCase()

/** The host part of `sources.base_url`, spelt as quotaHost spells it (user info dropped). */
const BASE_URL_HOST = sql.raw(
  `lower(substring(s.base_url from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/?#]+)'))`,
)

/**
 * Brings the host's rows up to date with the sources on it and locks them for this transaction:
 * when two or more sources are on the host (by their base URL, the requesting one counted), one
 * row per window any of them limits, at the strictest quota; otherwise none (a source alone on
 * its host is paced by its own quota, the same count). Rows are written in the windows' order,
 * so two workers lock them in the same order.
 */
async function lockHostWindows(tx: Db, sourceId: string, host: string): Promise<void> {
  await tx.execute(sql`
    with on_host as (
      select s.id from sources s where s.id = ${sourceId} or ${BASE_URL_HOST} = ${host}
    ), sharing as (
      select count(*)::int as sources from on_host
    ), limits as (
      select r."window", min(r.quota) as quota
      from rate_limits r join on_host o on o.id = r.source_id, sharing
      where sharing.sources >= 2
      group by r."window"
    ), dropped as (
      delete from host_rate_limits h
      where h.host = ${host} and not exists (select 1 from limits l where l."window" = h."window")
    )
    insert into host_rate_limits (host, "window", quota, sharing_sources)
    select ${host}, l."window", l.quota, sharing.sources from limits l, sharing
    order by l."window"
    on conflict (host, "window") do update
      set quota = excluded.quota, sharing_sources = excluded.sharing_sources`)
}

/**
 * Counts one request against every window of the source and of the host, all or nothing. With
 * no window anywhere the request is unlimited; a refusal names the quota that is full the
 * longest (source or host) and how long until it rolls over.
 */
export async function consumeRequestQuota(
  db: Db,
  request: { sourceId: string; host: string },
): Promise<RequestQuotaVerdict> {
  const { sourceId, host } = request
  const row = await db.transaction(async (tx) => {
    await lockHostWindows(tx, sourceId, host)
    const result = await tx.execute<{
      allowed: boolean
      source_windows: number
      host_windows: number
      sharing: number | null
      wait_ms: number | null
      full_scope: 'source' | 'host' | null
      full_window: string | null
      full_quota: number | null
      full_sharing: number | null
    }>(sql`
      with source_rows as (
        select id::text as key, "window", quota, current_count, window_start
        from rate_limits where source_id = ${sourceId} order by id for update
      ), counted_rows as (
        select 'source' as scope, key, "window", quota, current_count, window_start,
          null::int as sharing
        from source_rows
        union all
        select 'host', "window", "window", quota, current_count, window_start, sharing_sources
        from host_rate_limits where host = ${host}
      ), fresh as (
        select scope, key, "window", quota, sharing, step,
          case when window_start + step <= now() then now() else window_start end as start,
          case when window_start + step <= now() then 0 else current_count end as used
        from (select *, case "window" when 'minute' then interval '1 minute'
                                      when 'hour' then interval '1 hour'
                                      else interval '1 day' end as step
              from counted_rows) windows
      ), verdict as (
        select coalesce(bool_and(used < quota), true) as allowed,
          (count(*) filter (where scope = 'source'))::int as source_windows,
          (count(*) filter (where scope = 'host'))::int as host_windows,
          max(sharing) as sharing
        from fresh
      ), counted_source as (
        update rate_limits r
        set current_count = f.used + 1, window_start = f.start, last_request = now()
        from fresh f, verdict v
        where f.scope = 'source' and r.id::text = f.key and v.allowed
        returning r.id
      ), counted_host as (
        update host_rate_limits h
        set current_count = f.used + 1, window_start = f.start, last_request = now()
        from fresh f, verdict v
        where f.scope = 'host' and h.host = ${host} and h."window" = f.key and v.allowed
        returning h.host
      ), blocking as (
        select scope, "window", quota, sharing, start + step - now() as remaining
        from fresh where used >= quota
        order by remaining desc, scope desc limit 1
      )
      select v.allowed, v.source_windows, v.host_windows, v.sharing,
        (select ceil(extract(epoch from remaining) * 1000)::int from blocking) as wait_ms,
        (select scope from blocking) as full_scope,
        (select "window" from blocking) as full_window,
        (select quota from blocking) as full_quota,
        (select sharing from blocking) as full_sharing
      from verdict v`)
    return result.rows[0]
  })
  if (!row || row.allowed) {
    return {
      allowed: true,
      sourceLimited: Number(row?.source_windows ?? 0) > 0,
      hostLimited: Number(row?.host_windows ?? 0) > 0,
      sharingSources: Number(row?.sharing ?? 0),
    }
  }
  return {
    allowed: false,
    retryAfterMs: Math.max(1, Number(row.wait_ms ?? 1000)),
    scope: row.full_scope ?? 'source',
    window: row.full_window ?? 'minute',
    quota: Number(row.full_quota ?? 0),
    sharingSources: Number(row.full_sharing ?? 0),
  }
}
