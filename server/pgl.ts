import { PGlite } from '@electric-sql/pglite'

let t = performance.now()
const a = await PGlite.create('memory://')
console.log('create', Math.round(performance.now() - t))
t = performance.now()
await a.exec('create table x(a int)')
const dump = await a.dumpDataDir('none')
console.log('dump', Math.round(performance.now() - t), dump.size)
t = performance.now()
const b = await PGlite.create('memory://', { loadDataDir: dump })
console.log('load', Math.round(performance.now() - t))
t = performance.now()
console.log((await b.query('select count(*) from x')).rows)
