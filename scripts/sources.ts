/**
 * `npm run sources -- <command>`: the operator's view of the source catalogue.
 *   list                              every source: access, review, enabled, last run, alarm
 *   review <id> --by <who> [--notes]  record that robots.txt and the terms were read (nothing is fetched)
 *   enable <id> | disable <id>        start or stop its scheduled runs (enable needs the review)
 *   run <id>                          run it once now, in this process
 */
import {
  createNoticeReader,
  createSourceDocumentStore,
} from '../server/src/composition/records-ports'
import { createStorage } from '../server/src/modules/documents'
import { runSourcesCommand } from '../server/src/modules/sources'
import { createOcrPool, type OcrPool } from '../server/src/reading'
import { runSourceReviewCli } from './source-review-cli'

await runSourceReviewCli({
  run: async (db, config, { id, ...args }) => {
    // A source of PDF notices reads them here; the OCR pool starts on the first scanned page.
    let pool: Promise<OcrPool> | undefined
    const ocr = () => {
      pool ??= createOcrPool({ size: config.OCR_WORKERS })
      return pool
    }
    try {
      const lines = await runSourcesCommand(db, {
        ...args,
        presetId: id,
        publicUrl: config.PUBLIC_URL,
        runtime: {
          readNotice: createNoticeReader(ocr),
          // Notices are kept where the app's downloads read them (STORAGE, DATA_DIR).
          storeSourceDocument: createSourceDocumentStore(await createStorage(config)),
        },
      })
      for (const line of lines.output) console.log(line)
      return lines.exitCode
    } finally {
      if (pool) await (await pool).close()
    }
  },
})
