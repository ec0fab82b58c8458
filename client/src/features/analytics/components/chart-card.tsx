import { type ReactNode, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

export interface TableView {
  columns: string[]
  rows: (string | number)[][]
}

/**
 * One figure of the dashboard: a chart, and its numbers as a table. The table is always in the
 * page for screen readers (visually hidden while the chart shows; the chart itself is hidden
 * from them); the toggle shows it to everyone instead of the chart.
 */
export function ChartCard(props: {
  title: string
  description?: ReactNode
  table: TableView
  children: ReactNode
}) {
  const [showTable, setShowTable] = useState(false)
  const headingId = useId()
  return (
    <Card asChild>
      <section aria-labelledby={headingId} data-testid={`chart-${props.title}`}>
        <CardHeader className="flex flex-row items-start justify-between gap-4 space-y-0">
          <div className="grid gap-1">
            <CardTitle asChild>
              <h2 id={headingId} className="text-base">
                {props.title}
              </h2>
            </CardTitle>
            {props.description && <CardDescription>{props.description}</CardDescription>}
          </div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-pressed={showTable}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? 'Show chart' : 'Show table'}
          </Button>
        </CardHeader>
        <CardContent>
          {!showTable && (
            <div aria-hidden="true" className="h-64 w-full">
              {props.children}
            </div>
          )}
          <div className={showTable ? 'max-h-80 overflow-auto' : 'sr-only'}>
            <table className="w-full text-sm">
              <caption className="sr-only">{props.title}</caption>
              <thead>
                <tr>
                  {props.table.columns.map((column) => (
                    <th key={column} scope="col" className="px-2 py-1 text-left font-medium">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {props.table.rows.length === 0 ? (
                  <tr>
                    <td colSpan={props.table.columns.length} className="px-2 py-1">
                      Nothing in this range.
                    </td>
                  </tr>
                ) : (
                  props.table.rows.map((row) => (
                    <tr key={row.join('|')} className="border-t">
                      {row.map((cell, index) => (
                        <td
                          // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row have no id but their column
                          key={index}
                          className={`px-2 py-1 ${typeof cell === 'number' ? 'text-right tabular-nums' : ''}`}
                        >
                          {typeof cell === 'number' ? cell.toLocaleString('en-US') : cell}
                        </td>
                      ))}
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </CardContent>
      </section>
    </Card>
  )
}
