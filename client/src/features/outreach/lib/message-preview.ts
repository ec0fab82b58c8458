import { OUTREACH_PREVIEW_CHARS } from '@common/limits'

/**
 * The history's preview of a message (spec: truncated at 100 characters): the first 100
 * characters, whole code points, with an ellipsis when there was more.
 */
export function messagePreview(message: string, limit = OUTREACH_PREVIEW_CHARS): string {
  const characters = Array.from(message)
  if (characters.length <= limit) return message
  return `${characters.slice(0, limit).join('').trimEnd()}...`
}

/** What is put on the clipboard: the subject (when there is one) above the body. */
export function clipboardText(subject: string | null | undefined, body: string): string {
  const title = subject?.trim()
  return title ? `Subject: ${title}\n\n${body}` : body
}
