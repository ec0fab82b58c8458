import { describe, expect, it } from 'vitest'
import { parseHtml, textOf } from './html-parser'
import { parseSelector, selectAll, selectOne } from './html-selector'

const PAGE = `<!DOCTYPE html>
<html><head><title>Sales &amp; Auctions</title>
<script>var x = "<td>not a cell</td>";</script>
<style>td { color: red }</style></head>
<body>
<!-- <table id="sales"><tr><td>commented out</td></tr></table> -->
<p>Intro<p>Second paragraph
<table id="sales" class="listing wide">
  <thead><tr><th>No.<th>Case<th>Amount</thead>
  <tbody>
    <tr class="row odd"><td>1<td><a href="/d/1?x=1&amp;y=2">CV-2026-001</a><td>$1,000.00
    <tr class="row"><td>2<td><a href='/d/2'>CV-2026-002</a><td>$2,500.50</td></tr>
    <tr class="row odd"><td>3</td><td><a href=/d/3 data-kind=sealed>CV-2026-003</a></td><td>&nbsp;$3&#44;000</td></tr>
  </tbody>
</table>
<ul class="pager"><li><a rel="prev" href="?page=1">Prev</a><li><a rel="next" href="?page=3">Next &raquo;</a></ul>
<dl><dt>Defendant<dd>Doe, Jane<dt>Address<dd>12 Elm St<br>Springfield, OH 45501</dl>
<img src="x.png"/><input disabled value="a>b">
</body></html>`

describe('parseHtml', () => {
  const doc = parseHtml(PAGE)

  it('closes implied cells and rows, and keeps script text out of the tree of cells', () => {
    const rows = selectAll(doc, 'table#sales tbody tr')
    expect(rows).toHaveLength(3)
    expect(rows.map((row) => selectAll(row, 'td').length)).toEqual([3, 3, 3])
    expect(selectAll(doc, 'td').map((element) => textOf(element))).not.toContain('not a cell')
    expect(selectAll(doc, 'td').map((element) => textOf(element))).not.toContain('commented out')
  })

  it('decodes entities in text and attribute values', () => {
    expect(textOf(selectOne(doc, 'title')!)).toBe('Sales & Auctions')
    expect(selectOne(doc, 'tr.row a')!.attributes.href).toBe('/d/1?x=1&y=2')
    expect(textOf(selectOne(doc, 'tr:nth-child(3) td:nth-child(3)')!)).toBe('$3,000')
    expect(textOf(selectOne(doc, 'a[rel=next]')!)).toBe('Next »')
  })

  it('closes p, li, dt and dd, handles void elements and quoted > in attributes', () => {
    expect(selectAll(doc, 'p').map((element) => textOf(element))).toEqual([
      'Intro',
      'Second paragraph',
    ])
    expect(selectAll(doc, 'ul.pager > li')).toHaveLength(2)
    expect(selectAll(doc, 'dl > dd').map((element) => textOf(element))).toEqual([
      'Doe, Jane',
      '12 Elm St Springfield, OH 45501',
    ])
    expect(textOf(selectAll(doc, 'dl > dd')[1]!, ', ')).toBe('12 Elm St, Springfield, OH 45501')
    expect(selectOne(doc, 'input')!.attributes).toEqual({ disabled: '', value: 'a>b' })
    expect(selectOne(doc, 'img')!.children).toEqual([])
  })
})

describe('selectors', () => {
  const doc = parseHtml(PAGE)

  it('supports classes, ids, attributes and their operators', () => {
    expect(selectAll(doc, 'tr.row.odd')).toHaveLength(2)
    expect(selectAll(doc, '.listing.wide')).toHaveLength(1)
    expect(selectAll(doc, 'a[data-kind]').map((element) => textOf(element))).toEqual([
      'CV-2026-003',
    ])
    expect(selectAll(doc, 'a[href^="/d/"]')).toHaveLength(3)
    expect(selectAll(doc, "a[href$='/2']").map((element) => textOf(element))).toEqual([
      'CV-2026-002',
    ])
    expect(selectAll(doc, 'a[href*=page]')).toHaveLength(2)
  })

  it('supports nth-child forms and first/last-child', () => {
    const numbers = (selector: string) =>
      selectAll(doc, selector).map((row) => textOf(row).split(' ')[0])
    expect(numbers('tbody tr:nth-child(odd)')).toEqual(['1', '3'])
    expect(numbers('tbody tr:nth-child(even)')).toEqual(['2'])
    expect(numbers('tbody tr:nth-child(-n+2)')).toEqual(['1', '2'])
    expect(numbers('tbody tr:first-child')).toEqual(['1'])
    expect(numbers('tbody tr:last-child')).toEqual(['3'])
    expect(selectAll(doc, 'tbody td:nth-child(2) a').map((element) => textOf(element))).toEqual([
      'CV-2026-001',
      'CV-2026-002',
      'CV-2026-003',
    ])
  })

  it('distinguishes child from descendant and unions selector lists in document order', () => {
    expect(selectAll(doc, 'table > tr')).toHaveLength(0)
    expect(selectAll(doc, 'table > tbody > tr')).toHaveLength(3)
    expect(selectAll(doc, 'dt, title').map((element) => element.tagName)).toEqual([
      'title',
      'dt',
      'dt',
    ])
  })

  it('refuses what it does not support, naming the selector', () => {
    expect(() => parseSelector('tr:hover')).toThrow(/tr:hover/)
    expect(() => parseSelector('td ~ td')).toThrow(/td ~ td/)
    expect(() => parseSelector('tr >')).toThrow(/incomplete/)
    expect(() => parseSelector('td:nth-child(foo)')).toThrow(/nth-child/)
  })
})
