import type { CallListResponse } from '@common/contracts/lead-export'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * The call list as copied: one line a number, tab-separated (name, number, line type, property),
 * so it pastes into a spreadsheet as columns and reads plainly in a note.
 */
export function callListText(list: CallListResponse): string {
  return list.entries
    .flatMap((entry) =>
      entry.phones.map((phone) =>
        [entry.name, phone.number, phone.type ?? '', entry.propertyAddress ?? ''].join('\t'),
      ),
    )
    .join('\n')
}

/** What the toast says after copying: how many numbers of how many people, what was left off. */
export function callListSummary(list: CallListResponse): { title: string; description: string } {
  const numbers = list.entries.reduce((sum, entry) => sum + entry.phones.length, 0)
  const left: string[] = []
  if (list.withheldDoNotCall > 0) {
    left.push(
      `${plural(list.withheldDoNotCall, 'Do-not-call number was', 'Do-not-call numbers were')} left off`,
    )
  }
  if (list.skippedSample > 0) {
    left.push(`${plural(list.skippedSample, 'sample lead was', 'sample leads were')} left out`)
  }
  const tail = left.length ? ` ${left.join('; ')}.` : ''
  if (numbers === 0) {
    return {
      title: 'No Numbers to Copy',
      description: `None of the selected leads has a callable number yet: run a skip trace first.${tail}`,
    }
  }
  return {
    title: 'Call List Copied',
    description: `${plural(numbers, 'number', 'numbers')} of ${plural(list.entries.length, 'person', 'people')} copied to your clipboard.${tail}`,
  }
}
