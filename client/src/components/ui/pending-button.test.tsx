import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PendingButton } from './pending-button'

describe('PendingButton', () => {
  it('shows its label and is enabled while nothing runs', () => {
    const html = renderToStaticMarkup(
      <PendingButton type="submit" pending={false} pendingLabel="Saving...">
        Save name
      </PendingButton>,
    )
    expect(html).toContain('Save name')
    expect(html).not.toContain('Saving...')
    expect(html).not.toContain('disabled=""')
    expect(html).not.toContain('animate-spin')
  })

  it('is disabled with a spinner and the busy label while pending', () => {
    const html = renderToStaticMarkup(
      <PendingButton pending pendingLabel="Saving...">
        Save name
      </PendingButton>,
    )
    expect(html).toContain('Saving...')
    expect(html).not.toContain('Save name')
    expect(html).toContain('disabled=""')
    expect(html).toContain('animate-spin')
  })

  it('stays disabled when the caller disables it, pending or not', () => {
    const html = renderToStaticMarkup(
      <PendingButton pending={false} pendingLabel="Saving..." disabled>
        Save name
      </PendingButton>,
    )
    expect(html).toContain('disabled=""')
    expect(html).toContain('Save name')
  })
})

describe('PendingButton with an icon', () => {
  it('shows the icon while idle and the spinner in its place while pending', () => {
    const icon = <svg data-icon="search" />
    const idle = renderToStaticMarkup(
      <PendingButton pending={false} pendingLabel="Searching..." icon={icon}>
        Search Records
      </PendingButton>,
    )
    expect(idle).toContain('data-icon="search"')
    expect(idle).not.toContain('animate-spin')
    const busy = renderToStaticMarkup(
      <PendingButton pending pendingLabel="Searching..." icon={icon}>
        Search Records
      </PendingButton>,
    )
    expect(busy).not.toContain('data-icon="search"')
    expect(busy).toContain('animate-spin')
    expect(busy).toContain('Searching...')
  })
})

describe('PendingButton without a busy label', () => {
  it('keeps its label while pending, with the spinner', () => {
    const html = renderToStaticMarkup(<PendingButton pending>Keep as Lead</PendingButton>)
    expect(html).toContain('Keep as Lead')
    expect(html).toContain('animate-spin')
    expect(html).toContain('disabled=""')
  })
})
