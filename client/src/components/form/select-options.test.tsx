import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SelectOptions } from './select-options'

describe('SelectOptions', () => {
  it('makes one option a value, shown by its label', () => {
    const html = renderToStaticMarkup(
      <select>
        <SelectOptions values={['new', 'won'] as const} labels={{ new: 'New', won: 'Won' }} />
      </select>,
    )
    expect(html).toBe(
      '<select><option value="new">New</option><option value="won">Won</option></select>',
    )
  })

  it('shows the value itself when there are no labels, and nothing for no values', () => {
    expect(renderToStaticMarkup(<SelectOptions values={['warm']} />)).toBe(
      '<option value="warm">warm</option>',
    )
    expect(renderToStaticMarkup(<SelectOptions values={[]} />)).toBe('')
  })
})
