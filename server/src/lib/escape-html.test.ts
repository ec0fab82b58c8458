import { describe, expect, it } from 'vitest'
import { escapeHtml } from './escape-html'

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    )
  })

  it('escapes an ampersand once, so an entity in the input stays visible as typed', () => {
    expect(escapeHtml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;')
  })

  it('leaves other text alone, non-ASCII included', () => {
    const text = 'Prince Georges County, Doña Ana: $1,000.00 (50%) / ok?'
    expect(escapeHtml(text)).toBe(text)
    expect(escapeHtml('')).toBe('')
  })

  it('keeps a link usable inside a quoted href', () => {
    const link = 'http://localhost:5000/reset-password?token=abc&x="1"'
    expect(`<a href="${escapeHtml(link)}">`).toBe(
      '<a href="http://localhost:5000/reset-password?token=abc&amp;x=&quot;1&quot;">',
    )
  })
})
