/**
 * HTML character references: numeric ones (&#8212; &#x2014;) and the named ones county pages
 * actually use. An unknown name is left as written.
 */

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  mdash: '\u2014',
  ndash: '\u2013',
  hellip: '\u2026',
  laquo: '\u00ab',
  raquo: '\u00bb',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  middot: '\u00b7',
  bull: '\u2022',
  sect: '\u00a7',
  para: '\u00b6',
  deg: '\u00b0',
  frac12: '\u00bd',
  cent: '\u00a2',
  dollar: '$',
  num: '#',
  comma: ',',
  period: '.',
  colon: ':',
  semi: ';',
  sol: '/',
  eacute: '\u00e9',
  egrave: '\u00e8',
  aacute: '\u00e1',
  oacute: '\u00f3',
  iacute: '\u00ed',
  uacute: '\u00fa',
  ntilde: '\u00f1',
  ccedil: '\u00e7',
  uuml: '\u00fc',
  ouml: '\u00f6',
}

const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));?/g

function fromCodePoint(code: number, original: string): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd'
  return Number.isFinite(code) ? String.fromCodePoint(code) : original
}

/** Replaces character references with the characters they stand for. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(REFERENCE, (match, decimal?: string, hex?: string, name?: string) => {
    if (decimal) return fromCodePoint(Number.parseInt(decimal, 10), match)
    if (hex) return fromCodePoint(Number.parseInt(hex, 16), match)
    const named = name ? NAMED[name] : undefined
    return named ?? match
  })
}
