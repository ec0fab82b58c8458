import { useId, useState } from 'react'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import type { ParsedRecipients } from '../lib/recipient-list'
import { parseRecipients } from '../lib/recipient-list'

interface CampaignRecipientsFieldProps {
  onChange: (parsed: ParsedRecipients) => void
  parsed: ParsedRecipients
}

/** The user's own list: pasted "email, name" lines or a CSV file; each bad line named. */
export function CampaignRecipientsField({ onChange, parsed }: CampaignRecipientsFieldProps) {
  const id = useId()
  const [text, setText] = useState('')
  const [fileProblem, setFileProblem] = useState<string | null>(null)
  const update = (value: string) => {
    setText(value)
    onChange(parseRecipients(value))
  }
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-list`}>Your own recipients</Label>
      <Textarea
        id={`${id}-list`}
        rows={5}
        placeholder={'maria@example.com, Maria Garcia\njohn@example.com, John Smith'}
        value={text}
        aria-describedby={`${id}-hint`}
        onChange={(event) => update(event.target.value)}
      />
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        One person a line: e-mail, then name (optional). Or read a CSV file with an e-mail column:
      </p>
      <input
        type="file"
        accept=".csv,text/csv,text/plain"
        aria-label="Read recipients from a CSV file"
        className="text-sm"
        onChange={async (event) => {
          const file = event.target.files?.[0]
          setFileProblem(null)
          if (!file) return
          if (file.size > 2_000_000) {
            setFileProblem('This file is larger than 2 MB: split it, or paste the lines.')
            return
          }
          update(await file.text())
        }}
      />
      {fileProblem && <p className="text-destructive text-sm">{fileProblem}</p>}
      {(parsed.recipients.length > 0 || parsed.errors.length > 0) && (
        <p className="text-sm" aria-live="polite">
          {parsed.recipients.length} {parsed.recipients.length === 1 ? 'address' : 'addresses'}{' '}
          ready
          {parsed.duplicates > 0 && `, ${parsed.duplicates} repeated (kept once)`}
          {parsed.errors.length > 0 &&
            `; ${parsed.errors.length} ${parsed.errors.length === 1 ? 'line' : 'lines'} to fix`}
          .
        </p>
      )}
      {parsed.errors.length > 0 && (
        <ul
          className="grid max-h-40 gap-0.5 overflow-y-auto text-destructive text-sm"
          aria-label="Lines to fix"
        >
          {parsed.errors.slice(0, 50).map((error) => (
            <li key={`${error.line}-${error.text}`}>
              {error.line > 0 ? `Line ${error.line}` : 'List'}
              {error.text && ` (“${error.text}”)`}: {error.message}
            </li>
          ))}
          {parsed.errors.length > 50 && <li>... and {parsed.errors.length - 50} more.</li>}
        </ul>
      )}
    </div>
  )
}
