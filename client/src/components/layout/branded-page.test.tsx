import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { BrandedPage } from './branded-page'

function render(page: React.ReactNode) {
  return renderToStaticMarkup(<MemoryRouter>{page}</MemoryRouter>)
}

describe('BrandedPage', () => {
  it('puts the brand bar over the main landmark, laid out as asked', () => {
    const html = render(
      <BrandedPage mainClassName="flex flex-1 justify-center">
        <p>body</p>
      </BrandedPage>,
    )
    expect(html).toMatch(/^<div class="flex min-h-screen flex-col bg-gradient-to-b[^"]*"><header/)
    expect(html).toContain('<main id="main" class="flex flex-1 justify-center"><p>body</p></main>')
  })

  it('has a plain background when asked', () => {
    const html = render(
      <BrandedPage background="plain" mainClassName="x">
        body
      </BrandedPage>,
    )
    expect(html).toMatch(/^<div class="flex min-h-screen flex-col bg-muted\/40">/)
  })
})
