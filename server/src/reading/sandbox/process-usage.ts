/**
 * What one process uses now, read from Linux's /proc: its resident memory (VmRSS) and the CPU
 * time it has spent (utime + stime). Null where /proc cannot tell (another OS, a process that
 * has exited): the reader pool then has only the heap limit and the wall time to go by.
 */
import { readFileSync } from 'node:fs'

/** Clock ticks a second of /proc/<pid>/stat's times (USER_HZ, 100 on every Linux build). */
const TICKS_PER_SECOND = 100

export interface ProcessUsage {
  rssBytes: number
  cpuMs: number
}

export function processUsage(pid: number): ProcessUsage | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const rssKb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]
    // The command name (field 2) is in parentheses and may hold spaces: count after its end.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // utime and stime are fields 14 and 15, the 12th and 13th after the command name.
    const ticks = Number(fields[11]) + Number(fields[12])
    if (rssKb === undefined || !Number.isFinite(ticks)) return null
    return { rssBytes: Number(rssKb) * 1024, cpuMs: (ticks * 1000) / TICKS_PER_SECOND }
  } catch {
    return null
  }
}
