/** The API keys of the public API (/api/v1). */
import type {
  CreateApiKeyRequest,
  CreateApiKeyResponse,
  ListApiKeysResponse,
} from '../../contracts/api-keys'
import { body, del, get, post, reply } from '../endpoint'

export const apiKeysEndpoints = {
  list: get('/api/api-keys', reply<ListApiKeysResponse>()),
  create: post('/api/api-keys', body<CreateApiKeyRequest>(), reply<CreateApiKeyResponse>()),
  revoke: del('/api/api-keys/:id'),
}
