/**
 * Prints the functions with the most self time in a V8 CPU profile (.cpuprofile):
 * `npx tsx bench/support/profile-top.ts <file> [count]`.
 */
import { readFileSync } from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const [file, count = '40'] = process.argv.slice(2)
if (!file) throw new Error('usage: profile-top.ts <file.cpuprofile> [count]')
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
const byId = new Map(profile.nodes.map((node) => [node.id, node]))
const self = new Map<string, number>()
const byFile = new Map<string, number>()
let total = 0
profile.samples.forEach((id, index) => {
  const node = byId.get(id)
  const delta = profile.timeDeltas[index] ?? 0
  if (!node) return
  total += delta
  const { functionName, url, lineNumber } = node.callFrame
  const where = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/work\/main\//, '')
  const key = `${functionName || '(anonymous)'}  ${where}:${lineNumber + 1}`
  self.set(key, (self.get(key) ?? 0) + delta)
  const pkg = url.includes('node_modules/')
    ? (url.split('node_modules/').pop()?.split('/').slice(0, 2).join('/') ?? url)
    : url
        .replace(/^file:\/\/.*\/work\/main\//, '')
        .split('/')
        .slice(0, 4)
        .join('/')
  byFile.set(pkg || functionName, (byFile.get(pkg || functionName) ?? 0) + delta)
})
function show(map: Map<string, number>, n: number): void {
  const top = [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n)
  for (const [key, us] of top) {
    const share = ((100 * us) / total).toFixed(1).padStart(5)
    console.log(`${share}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`)
  }
}
console.log(`total ${(total / 1000).toFixed(0)} ms sampled; self time by function:`)
show(self, Number(count))
console.log('\nby package / file group:')
show(byFile, 25)
