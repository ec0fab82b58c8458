import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findPackageRoot, REPO_ROOT } from './repo-root'

describe('REPO_ROOT', () => {
  it('is the folder of the package.json above server/src', () => {
    const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'))
    expect(manifest.name).toBe('foreclosure-leads')
  })

  it('is found the same from any depth below it', () => {
    expect(findPackageRoot(path.join(REPO_ROOT, 'server', 'src', 'http'))).toBe(REPO_ROOT)
    expect(findPackageRoot(path.join(REPO_ROOT, 'dist', 'server'))).toBe(REPO_ROOT)
  })
})
