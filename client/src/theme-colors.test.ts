// @vitest-environment node
/**
 * Every theme colour a component names (`bg-card`, `text-muted-foreground`, `ring-ring`...) is
 * defined in the theme (app/globals.css, `--color-<name>`): Tailwind makes no class for an
 * undefined one, and the element silently goes without it. The notifications panel once had
 * `bg-popover`, which the theme never defined: a see-through panel over the page.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const clientSrc = path.dirname(fileURLToPath(import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : []
  })
}

/** The semantic colour families of the theme's kind (shadcn/ui's names and ours). */
const FAMILIES = [
  'accent',
  'background',
  'border',
  'card',
  'chart',
  'destructive',
  'foreground',
  'highlight',
  'info',
  'input',
  'muted',
  'popover',
  'primary',
  'ring',
  'secondary',
  'sidebar',
  'success',
  'warning',
]
const UTILITIES = [
  'bg',
  'text',
  'border',
  'ring',
  'outline',
  'fill',
  'stroke',
  'divide',
  'from',
  'to',
  'via',
  'placeholder',
  'caret',
  'decoration',
  'ring-offset',
]
const CLASS = new RegExp(
  `(?<![\\w-])(?:${UTILITIES.join('|')})-((?:${FAMILIES.join('|')})(?:-[a-z]+)*)(?:/\\d+)?(?![\\w-])`,
  'g',
)

/** The colour names the theme defines. */
function themeColours(): Set<string> {
  const css = readFileSync(path.join(clientSrc, 'app/globals.css'), 'utf8')
  return new Set([...css.matchAll(/--color-([a-z-]+)\s*:/g)].map((match) => match[1] ?? ''))
}

describe('the theme colours the client names', () => {
  it('finds the classes it checks (the check can fail)', () => {
    const found = [...'bg-popover text-muted-foreground/80 border-input'.matchAll(CLASS)]
    expect(found.map((match) => match[1])).toEqual(['popover', 'muted-foreground', 'input'])
  })

  it('are all defined in app/globals.css', () => {
    const defined = themeColours()
    expect(defined.has('card')).toBe(true)
    const undefinedUses = sources(clientSrc).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(CLASS)]
        .map((match) => match[1] ?? '')
        .filter((name) => !defined.has(name))
        .map((name) => `${path.relative(clientSrc, file)}: ${name}`),
    )
    expect(undefinedUses).toEqual([])
  })
})
