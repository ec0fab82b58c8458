/**
 * The statements pg-boss runs without awaiting them: a worker marks its job completed or failed
 * (`manager.js`'s onFetch calls `this.complete(...)` / `this.fail(...)` and drops the promise).
 * If PostgreSQL refuses one of them (a connection reset, a failover), the rejection is
 * unhandled and Node ends the process. The pool adapter recognises these statements by their
 * text, built by pg-boss's own plans (pinned pg-boss 10), retries them and, when they still
 * fail, logs instead of rejecting: the job then stays active until its expiry and runs again.
 */
import { createRequire } from 'node:module'

interface PgBossPlans {
  completeJobs(schema: string): string
  failJobsById(schema: string): string
}

const require = createRequire(import.meta.url)
const plans = require('pg-boss/src/plans') as PgBossPlans

/** The texts of the completion statements pg-boss does not await, for its schema. */
export function unawaitedCommands(schema: string): ReadonlySet<string> {
  return new Set([plans.completeJobs(schema), plans.failJobsById(schema)])
}

/** Waits before each retry of an unawaited statement (milliseconds). */
export const UNAWAITED_RETRY_DELAYS_MS = [200, 1000, 3000] as const
