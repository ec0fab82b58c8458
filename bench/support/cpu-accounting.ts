/**
 * CPU time spent on a bench phase, per request: this Node process (process.cpuUsage) and the
 * PostgreSQL backends serving the bench database (utime + stime from /proc/<pid>/stat), so a
 * figure means something on a machine shared with other work, where wall latency does not.
 * BENCH_CPU_PROFILE=<file> also writes a V8 CPU profile of the server process for the phase
 * (open in Chrome DevTools, or summarise with bench/support/profile-top.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import type pg from 'pg'

const CLOCK_TICKS_PER_SECOND = 100

interface UserSystemMs {
  user: number
  system: number
}

/** utime and stime of a process in ms, or zeros when it is gone or /proc is not there. */
function processCpuMs(pid: number): UserSystemMs {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // fields[11] and [12] are utime and stime (fields 14 and 15 of proc(5)).
    const ms = (ticks: string | undefined) => (Number(ticks) * 1000) / CLOCK_TICKS_PER_SECOND
    return { user: ms(fields[11]), system: ms(fields[12]) }
  } catch {
    return { user: 0, system: 0 }
  }
}

async function backendCpuMs(pool: pg.Pool | null): Promise<Map<number, UserSystemMs>> {
  const cpu = new Map<number, UserSystemMs>()
  if (!pool) return cpu
  const { rows } = await pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  )
  for (const { pid } of rows) cpu.set(pid, processCpuMs(pid))
  return cpu
}

export interface CpuSample {
  nodeMs: number
  /** Of nodeMs, the kernel's share (sockets, loopback TCP): process.cpuUsage's system. */
  nodeSystemMs: number
  postgresMs: number | null
  /** Of postgresMs, the kernel's share (stime). */
  postgresSystemMs: number | null
}

/**
 * Starts measuring; the returned function stops and gives the CPU ms spent since. `pool` is the
 * bench database's pool on PostgreSQL (null on PGlite, which runs inside this process).
 */
export async function startCpuAccounting(
  pool: pg.Pool | null,
  profileFile?: string,
): Promise<() => Promise<CpuSample>> {
  let session: Session | null = null
  if (profileFile) {
    session = new Session()
    session.connect()
    await session.post('Profiler.enable')
    await session.post('Profiler.setSamplingInterval', { interval: 200 })
    await session.post('Profiler.start')
  }
  const backendsBefore = await backendCpuMs(pool)
  const nodeBefore = process.cpuUsage()
  return async () => {
    const node = process.cpuUsage(nodeBefore)
    const backendsAfter = await backendCpuMs(pool)
    let postgresMs = 0
    let postgresSystemMs = 0
    for (const [pid, after] of backendsAfter) {
      const before = backendsBefore.get(pid) ?? { user: 0, system: 0 }
      postgresMs += after.user + after.system - before.user - before.system
      postgresSystemMs += after.system - before.system
    }
    if (session && profileFile) {
      const { profile } = await session.post('Profiler.stop')
      writeFileSync(profileFile, JSON.stringify(profile))
      session.disconnect()
    }
    return {
      nodeMs: (node.user + node.system) / 1000,
      nodeSystemMs: node.system / 1000,
      postgresMs: pool ? postgresMs : null,
      postgresSystemMs: pool ? postgresSystemMs : null,
    }
  }
}
