/**
 * The message to show under a field of a react-hook-form form: the field's own error, or for a
 * field the schema checks item by item (a list of ZIP codes) the first item's. RHF nests an
 * item's error under the field (`errors.zipCodes[2]`), so `errors.zipCodes.message` alone would
 * miss it.
 */
export function fieldErrorMessage(error: unknown): string | undefined {
  const own = messageOf(error)
  if (own || !error || typeof error !== 'object') return own
  const first = Object.values(error).find((item) => messageOf(item) !== undefined)
  return messageOf(first)
}

function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object' || !('message' in error)) return undefined
  return typeof error.message === 'string' && error.message ? error.message : undefined
}

/** The first message among a form's errors (in the order the schema found them), if any. */
export function firstErrorMessage(errors: object): string | undefined {
  return Object.values(errors).map(fieldErrorMessage).find(Boolean)
}
