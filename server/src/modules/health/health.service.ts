import type { Database } from '../../db/client'
import type { JobQueue } from '../../jobs/job-queue'

/** Asks the database and the job queue whether they answer; never throws. */
export async function checkHealth({
  database,
  jobs,
}: {
  database: Database
  jobs: JobQueue | null
}) {
  const started = performance.now()
  let databaseUp = false
  try {
    await database.pool.query('select 1')
    databaseUp = true
  } catch {
    databaseUp = false
  }
  const latencyMs = Math.round((performance.now() - started) * 10) / 10
  const jobsStatus: 'off' | 'up' | 'down' =
    jobs === null ? 'off' : (await jobs.isHealthy()) ? 'up' : 'down'
  const ok = databaseUp && jobsStatus !== 'down'
  return {
    status: ok ? ('ok' as const) : ('degraded' as const),
    database: {
      status: databaseUp ? ('up' as const) : ('down' as const),
      kind: database.kind,
      latencyMs,
    },
    jobs: { status: jobsStatus, workers: jobs?.workers ?? 0 },
    uptimeSeconds: Math.round(process.uptime()),
  }
}
