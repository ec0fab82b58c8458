/**
 * A multipart request's parts as the upload routes read them, with one thing fixed: a file part
 * whose stream already failed when it is handed over is thrown as that failure. A body that ends
 * before the file part's closing boundary makes busboy fail the part, and @fastify/multipart
 * destroys the stream with that error while the part still waits in its queue; handed over like
 * that, a consumer that attaches its listeners afterwards (`.pipe()`, `once('error')`) never
 * hears of it and waits for data that will not come. Thrown here, the error handler answers it
 * as the malformed body it is (400).
 */
import type { Multipart } from '@fastify/multipart'

export async function* settledParts(parts: AsyncIterable<Multipart>): AsyncGenerator<Multipart> {
  for await (const part of parts) {
    if (part.type === 'file' && part.file.errored) throw part.file.errored
    yield part
  }
}
