// A load generator in its own process, so it does not share the server's event loop:
// `node load-client.mjs <plan.json>`; prints a JSON summary of latencies on stdout.
import { readFileSync } from 'node:fs'

const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const { url, method, concurrency, durationMs, cookies, bodies, warmupMs } = plan
const latencies = []
let errors = 0
// Every answered request, the warm-up's too: CPU accounting covers the whole run.
let completed = 0
const statuses = {}

async function worker(index) {
  const cookie = cookies[index % cookies.length]
  const started = Date.now()
  let n = 0
  while (Date.now() - started < warmupMs + durationMs) {
    const body = bodies.length
      ? JSON.stringify(bodies[(index * 7919 + n++) % bodies.length])
      : undefined
    const t0 = performance.now()
    try {
      const response = await fetch(url, {
        method,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body,
      })
      await response.arrayBuffer()
      completed++
      statuses[response.status] = (statuses[response.status] ?? 0) + 1
      if (Date.now() - started >= warmupMs) latencies.push(performance.now() - t0)
    } catch {
      errors++
    }
  }
}

await Promise.all(Array.from({ length: concurrency }, (_, i) => worker(i)))
latencies.sort((a, b) => a - b)
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
console.log(
  JSON.stringify({
    requests: latencies.length,
    completed,
    errors,
    statuses,
    throughput: latencies.length / (durationMs / 1000),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  }),
)
