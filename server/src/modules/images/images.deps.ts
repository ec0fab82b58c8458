import type { Db } from '../../db/client'
import type { ImageProvider } from './providers/image-provider'

/** What the images routes and services need: the database and the providers configured. */
export interface ImagesDeps {
  db: Db
  providers: readonly ImageProvider[]
}
