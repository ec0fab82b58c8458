/**
 * The worker thread tiff-decoder.ts starts for one TIFF: utif2 reads its directories once
 * (tiff-structure.ts checked them first), then each message asks for one page, answered with
 * its RGBA pixels (transferred, not copied) or the decoder's error. A thread of its own, with a
 * heap limit and a time limit per page set by tiff-decoder.ts: utif2 is synchronous JavaScript,
 * and a hostile page's strips must neither block the server's event loop nor exhaust its heap.
 */
import { parentPort, workerData } from 'node:worker_threads'
import UTIF from 'utif2'

// utif2 logs to the console on some files (tiled pages): nothing of a user's file is printed.
console.log = () => {}

/** @type {ArrayBuffer} */
const file = workerData.file
const directories = UTIF.decode(file, { parseMN: false, debug: false })

parentPort?.on('message', (/** @type {number} */ index) => {
  try {
    const directory = directories[index]
    if (!directory) throw new Error(`no image directory ${index}`)
    UTIF.decodeImage(file, directory, directories)
    const rgba = UTIF.toRGBA8(directory)
    const { width, height } = directory
    // The page's samples are not needed again: let them go before the next page.
    directory.data = undefined
    parentPort?.postMessage({ ok: true, width, height, rgba }, [rgba.buffer])
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    parentPort?.postMessage({ ok: false, message })
  }
})
