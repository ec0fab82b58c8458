/**
 * Pages as cheerio reads them through our helper: the cases the hand-written parser and
 * selector engine were tested on (implied end tags, raw-text script, entities, selectors),
 * now held against cheerio, plus textOf and the selector check that stay ours.
 */
import type { Cheerio } from 'cheerio'
import type { AnyNode } from 'domhandler'
import { describe, expect, it } from 'vitest'
import { checkSelector, loadHtml, textOf } from './html-document'

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

/** The page loaded once, with the two lookups the old tests used. */
function page() {
  const $ = loadHtml(PAGE)
  const selectAll = (selector: string, scope: Cheerio<AnyNode> = $.root()) => {
    const found = scope.find(selector)
    return found.toArray().map((_, index) => found.eq(index))
  }
  const selectOne = (selector: string) => $.root().find(selector).first()
  return { selectAll, selectOne }
}

describe('loadHtml', () => {
  const { selectAll, selectOne } = page()

  it('closes implied cells and rows, and keeps script text out of the tree of cells', () => {
    const rows = selectAll('table#sales tbody tr')
    expect(rows).toHaveLength(3)
    expect(rows.map((row) => selectAll('td', row).length)).toEqual([3, 3, 3])
    expect(selectAll('td').map((element) => textOf(element))).not.toContain('not a cell')
    expect(selectAll('td').map((element) => textOf(element))).not.toContain('commented out')
  })

  it('decodes entities in text and attribute values', () => {
    expect(textOf(selectOne('title'))).toBe('Sales & Auctions')
    expect(selectOne('tr.row a').attr('href')).toBe('/d/1?x=1&y=2')
    expect(textOf(selectOne('tr:nth-child(3) td:nth-child(3)'))).toBe('$3,000')
    expect(textOf(selectOne('a[rel=next]'))).toBe('Next »')
  })

  it('closes p, li, dt and dd, handles void elements and quoted > in attributes', () => {
    expect(selectAll('p').map((element) => textOf(element))).toEqual(['Intro', 'Second paragraph'])
    expect(selectAll('ul.pager > li')).toHaveLength(2)
    expect(selectAll('dl > dd').map((element) => textOf(element))).toEqual([
      'Doe, Jane',
      '12 Elm St Springfield, OH 45501',
    ])
    expect(textOf(selectAll('dl > dd')[1]!, ', ')).toBe('12 Elm St, Springfield, OH 45501')
    expect(selectOne('input').attr()).toEqual({ disabled: '', value: 'a>b' })
    expect(selectOne('img').get(0)!.children).toEqual([])
  })
})

describe('selectors', () => {
  const { selectAll } = page()

  it('supports classes, ids, attributes and their operators', () => {
    expect(selectAll('tr.row.odd')).toHaveLength(2)
    expect(selectAll('.listing.wide')).toHaveLength(1)
    expect(selectAll('a[data-kind]').map((element) => textOf(element))).toEqual(['CV-2026-003'])
    expect(selectAll('a[href^="/d/"]')).toHaveLength(3)
    expect(selectAll("a[href$='/2']").map((element) => textOf(element))).toEqual(['CV-2026-002'])
    expect(selectAll('a[href*=page]')).toHaveLength(2)
  })

  it('supports nth-child forms and first/last-child', () => {
    const numbers = (selector: string) =>
      selectAll(selector).map((row) => textOf(row).split(' ')[0])
    expect(numbers('tbody tr:nth-child(odd)')).toEqual(['1', '3'])
    expect(numbers('tbody tr:nth-child(even)')).toEqual(['2'])
    expect(numbers('tbody tr:nth-child(-n+2)')).toEqual(['1', '2'])
    expect(numbers('tbody tr:first-child')).toEqual(['1'])
    expect(numbers('tbody tr:last-child')).toEqual(['3'])
    expect(selectAll('tbody td:nth-child(2) a').map((element) => textOf(element))).toEqual([
      'CV-2026-001',
      'CV-2026-002',
      'CV-2026-003',
    ])
  })

  it('distinguishes child from descendant and unions selector lists in document order', () => {
    expect(selectAll('table > tr')).toHaveLength(0)
    expect(selectAll('table > tbody > tr')).toHaveLength(3)
    expect(selectAll('dt, title').map((element) => element.get(0)!.tagName)).toEqual([
      'title',
      'dt',
      'dt',
    ])
  })

  it('refuses what it does not support, naming the selector', () => {
    expect(() => checkSelector('tr:hover')).toThrow(/tr:hover/)
    // Sibling combinators were outside the old engine's subset; css-select runs them, so a
    // pseudo-element (which no selector engine on a parsed page can match) stands in here.
    expect(() => checkSelector('a::before')).toThrow(/a::before/)
    expect(() => checkSelector('tr >')).toThrow(/incomplete/)
    expect(() => checkSelector('td:nth-child(foo)')).toThrow(/nth-child/)
  })

  it('accepts what css-select runs, sibling combinators included', () => {
    expect(() => checkSelector('td ~ td')).not.toThrow()
    expect(selectAll('tbody tr:first-child td ~ td')).toHaveLength(2)
    expect(() => checkSelector('a[title=":hover >"]')).not.toThrow()
  })
})
