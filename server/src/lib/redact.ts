/**
 * Masks the secrets that travel inside strings we print: the password of a URL's user-info
 * (`postgres://app:***@db/x`) and secret-looking query parameters (`?token=***`). Used for
 * configuration errors (a malformed DATABASE_URL is echoed without its password) and for request
 * logs (a password-reset page's `?token=` never reaches the log).
 */

const MASK = '***'

/** Query parameters whose values are secrets wherever they appear. */
const SECRET_PARAMETER =
  /^(?:token|password|passwd|pass|pwd|secret|key|api[-_]?key|access[-_]?token|auth|sig|signature)$/i

/**
 * Masks the password of a `user:password@` in `value`, and the whole user-info of a URL with a
 * scheme when it has no colon (a token used as the user name); an address such as
 * `no-reply@localhost` is left alone. Works on strings that are not valid URLs too: a malformed
 * setting is exactly when one is printed. The last '@' ends the user-info, so a password holding
 * an unescaped '@' or '/' is masked whole (at worst more than the password is hidden).
 */
export function maskUrlCredentials(value: string): string {
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.exec(value)?.[0] ?? ''
  const rest = value.slice(scheme.length)
  const at = rest.lastIndexOf('@')
  if (at < 0) return maskSecretParameters(value)
  const userInfo = rest.slice(0, at)
  const colon = userInfo.indexOf(':')
  if (colon < 0 && !scheme) return maskSecretParameters(value)
  const shownUser = colon >= 0 ? `${userInfo.slice(0, colon)}:${MASK}` : MASK
  return maskSecretParameters(`${scheme}${shownUser}${rest.slice(at)}`)
}

/** Masks the values of secret-looking query parameters (`token`, `password`, `key`...). */
export function maskSecretParameters(value: string): string {
  return value.replace(/([?&;])([^=&;#]*)=([^&;#]*)/g, (whole, separator, name, parameter) =>
    SECRET_PARAMETER.test(decodeSafely(name)) && parameter !== ''
      ? `${separator}${name}=${MASK}`
      : whole,
  )
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
