// @vitest-environment node
/**
 * Every form of the client goes through react-hook-form (CONVENTIONS.md: one zod schema per
 * form, shared with the server where the server has one): a file that renders a <form> submits
 * it through `handleSubmit`. The search form is given its handle by its page, so the check is
 * on the file that renders the element.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const clientSrc = path.dirname(fileURLToPath(import.meta.url))

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return components(full)
    return entry.name.endsWith('.tsx') ? [full] : []
  })
}

/** The files that render a <form> element but never call react-hook-form's handleSubmit. */
function formsWithoutHandleSubmit(files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([, source]) => /<form[\s>]/.test(source) && !/\bhandleSubmit\(/.test(source))
    .map(([file]) => file)
}

describe('the forms of client/src', () => {
  const files = Object.fromEntries(
    components(clientSrc).map((file) => [
      path.relative(clientSrc, file),
      readFileSync(file, 'utf8'),
    ]),
  )

  it('are found', () => {
    expect(
      Object.values(files).filter((source) => /<form[\s>]/.test(source)).length,
    ).toBeGreaterThan(20)
  })

  it('all submit through react-hook-form', () => {
    expect(formsWithoutHandleSubmit(files)).toEqual([])
  })

  it('are told apart by the check (made-up files)', () => {
    expect(
      formsWithoutHandleSubmit({
        'a.tsx': '<form onSubmit={(event) => save(event)}>',
        'b.tsx': '<form onSubmit={form.handleSubmit(save)}>',
        'c.tsx': '<div>no form</div>',
      }),
    ).toEqual(['a.tsx'])
  })
})
