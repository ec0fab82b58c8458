import { Search } from 'lucide-react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SectionCard } from './section-card'

describe('SectionCard', () => {
  it('is a section labelled by its level-2 heading, with the icon and description', () => {
    const html = renderToStaticMarkup(
      <SectionCard id="search-form" title="Search Criteria" icon={Search} description="Choose">
        <p>body</p>
      </SectionCard>,
    )
    expect(html).toContain('<section aria-labelledby="search-form-heading"')
    expect(html).toMatch(/<h2 id="search-form-heading" class="[^"]*flex items-center gap-2[^"]*">/)
    expect(html).toContain('<svg')
    expect(html).toContain('Search Criteria</h2>')
    expect(html).toContain('>Choose</p>')
    expect(html).toContain('<p>body</p>')
  })

  it('has no icon and no description line when given none', () => {
    const html = renderToStaticMarkup(<SectionCard id="quick-stats" title="Quick Stats" />)
    expect(html).toMatch(/<h2 id="quick-stats-heading" class="[^"]*text-base">Quick Stats<\/h2>/)
    expect(html).not.toContain('<svg')
    expect(html).not.toContain('text-muted-foreground')
  })
})
