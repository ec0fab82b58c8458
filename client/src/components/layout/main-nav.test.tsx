import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { MainNav } from './main-nav'

function navAt(path: string): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <MainNav />
    </MemoryRouter>,
  )
}

const current = (html: string) =>
  [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]+)<\/a>/g)].map((match) => match[1])

const highlighted = (html: string) =>
  [...html.matchAll(/<a [^>]*class="[^"]*bg-secondary[^"]*"[^>]*>([^<]+)<\/a>/g)].map(
    (match) => match[1],
  )

describe('MainNav', () => {
  it('lists the sections in order', () => {
    const labels = [...navAt('/dashboard').matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1])
    expect(labels).toEqual([
      'Dashboard',
      'Public Records Search',
      'Analytics',
      'Campaigns',
      'Alerts',
      'Coverage',
      'Settings',
    ])
  })

  it('highlights the dashboard at / and /dashboard only', () => {
    expect(highlighted(navAt('/'))).toEqual(['Dashboard'])
    expect(current(navAt('/dashboard'))).toEqual(['Dashboard'])
    expect(highlighted(navAt('/dashboard'))).toEqual(['Dashboard'])
    expect(highlighted(navAt('/analytics'))).toEqual(['Analytics'])
    expect(current(navAt('/analytics'))).toEqual(['Analytics'])
  })

  it('marks a section current on its nested paths too', () => {
    expect(current(navAt('/campaigns/new'))).toEqual(['Campaigns'])
  })
})
