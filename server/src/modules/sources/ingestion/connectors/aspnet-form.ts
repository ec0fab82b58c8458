/**
 * An ASP.NET WebForms page as a browser posts it back: the hidden state (`__VIEWSTATE`,
 * `__EVENTVALIDATION`, ...), each select's chosen option, the checked radio of each list and the
 * text inputs, then the fields the caller changes. A control with AutoPostBack (a year list that
 * reloads the month list) posts with `__EVENTTARGET` naming it; a GridView's pager posts
 * `__EVENTTARGET` = the grid and `__EVENTARGUMENT` = 'Page$N'.
 */
import type { CheerioAPI } from 'cheerio'

/** The form fields a browser would send from this page, before the caller's changes. */
export function formState($: CheerioAPI): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const element of $('input[name]').toArray()) {
    const input = $(element)
    const type = (input.attr('type') ?? 'text').toLowerCase()
    const name = input.attr('name')!
    if (type === 'hidden' || type === 'text') fields[name] = input.attr('value') ?? ''
    else if ((type === 'radio' || type === 'checkbox') && input.is('[checked]')) {
      fields[name] = input.attr('value') ?? 'on'
    }
  }
  for (const element of $('select[name]').toArray()) {
    const select = $(element)
    const chosen = select.find('option[selected]').first()
    const option = chosen.length > 0 ? chosen : select.find('option').first()
    if (option.length > 0) fields[select.attr('name')!] = option.attr('value') ?? option.text()
  }
  return fields
}

/** The options of a select: value and label. */
export function selectOptions($: CheerioAPI, name: string): { value: string; label: string }[] {
  return $(`select[name="${name}"] option`)
    .toArray()
    .map((element) => {
      const option = $(element)
      const label = option.text().replace(/\s+/g, ' ').trim()
      return { value: option.attr('value') ?? label, label }
    })
}

/** The arguments of the page's `__doPostBack('<target>','<argument>')` links to `target`. */
export function postBackArguments($: CheerioAPI, target: string): string[] {
  const found: string[] = []
  for (const element of $('a[href*="__doPostBack"]').toArray()) {
    const href = $(element).attr('href') ?? ''
    const match = /__doPostBack\('([^']*)','([^']*)'\)/.exec(safeDecode(href))
    if (match && match[1] === target) found.push(match[2]!)
  }
  return found
}

/** Whether the page carries the WebForms state a postback needs. */
export function hasViewState($: CheerioAPI): boolean {
  return $('input[name="__VIEWSTATE"]').length > 0
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
