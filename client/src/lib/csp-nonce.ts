import { setNonce } from 'get-nonce'

/** The meta tag in which the server hands the page its Content-Security-Policy nonce. */
export const CSP_NONCE_META = 'meta[name="csp-nonce"]'

/** The page's CSP nonce, or undefined when the server did not set one (as in development). */
export function readCspNonce(root: Pick<ParentNode, 'querySelector'>): string | undefined {
  const content = root.querySelector(CSP_NONCE_META)?.getAttribute('content')?.trim()
  return content ? content : undefined
}

/**
 * Radix's scroll lock (a dialog open) injects a <style> tag, which a 'self'-only policy blocks.
 * The server allows styles carrying the page's nonce; `get-nonce` is where that injector reads
 * it from, so it is set once before the app renders.
 */
export function applyCspNonce(root: Pick<ParentNode, 'querySelector'> = document): void {
  const nonce = readCspNonce(root)
  if (nonce) setNonce(nonce)
}
