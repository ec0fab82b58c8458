/**
 * A loopback fake of the Google Street View Static API (docs/decisions/0036): the metadata
 * endpoint (`/maps/api/streetview/metadata`: `{status, pano_id, date, copyright, location}`, or
 * `{status: 'ZERO_RESULTS'}`) and the image endpoint (`/maps/api/streetview?size=&location=`,
 * a JPEG; with `return_error_code=true` a 404 where there is no imagery). Both refuse a request
 * without the expected key as Google does: metadata `REQUEST_DENIED`, image 403.
 */
import { createCanvas } from '@napi-rs/canvas'
import { type FakeServer, startRecordingServer } from './fake-county-server'

/** The bytes a JPEG starts and ends with (SOI, APP0 JFIF header, EOI): enough for a type check. */
export const FAKE_STREET_VIEW_JPEG = Buffer.from(
  'ffd8ffe000104a46494600010100000100010000ffd9',
  'hex',
)

/** A real, decodable JPEG (a browser draws it): a grey street under a blue sky. */
async function streetPicture(): Promise<Buffer> {
  const canvas = createCanvas(64, 40)
  const context = canvas.getContext('2d')
  context.fillStyle = '#7fb2e5'
  context.fillRect(0, 0, 64, 24)
  context.fillStyle = '#8a8f94'
  context.fillRect(0, 24, 64, 16)
  return canvas.encode('jpeg')
}

export interface FakeStreetView extends FakeServer {
  apiKey: string
  /** Locations (as sent) with no panorama: ZERO_RESULTS, and a 404 for the image. */
  noImagery: Set<string>
  /** The copyright the metadata names. */
  copyright: string
  /** The JPEG the image endpoint answers. */
  jpeg: Buffer
}

export async function startFakeStreetView(
  apiKey = 'test-street-view-key',
): Promise<FakeStreetView> {
  const state = {
    apiKey,
    noImagery: new Set<string>(),
    copyright: '© Google',
    jpeg: await streetPicture(),
  }
  // The handler reads `state`, which becomes the returned object: a test's changes apply.
  const server = await startRecordingServer((request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' })
      response.end(JSON.stringify(body))
    }
    const keyOk = request.query.get('key') === state.apiKey
    const location = request.query.get('location') ?? ''
    if (request.path === '/maps/api/streetview/metadata') {
      if (!keyOk) {
        return void json(200, {
          error_message: 'The provided API key is invalid.',
          status: 'REQUEST_DENIED',
        })
      }
      if (!location && !request.query.get('pano'))
        return void json(200, { status: 'INVALID_REQUEST' })
      if (state.noImagery.has(location)) return void json(200, { status: 'ZERO_RESULTS' })
      return void json(200, {
        copyright: state.copyright,
        date: '2019-07',
        location: { lat: 39.1031, lng: -84.512 },
        pano_id: 'fake-pano-id-0001',
        status: 'OK',
      })
    }
    if (request.path === '/maps/api/streetview') {
      if (!keyOk) {
        response.writeHead(403, { 'content-type': 'text/plain' })
        return void response.end('The Google Maps Platform server rejected your request.')
      }
      const size = /^(\d{1,4})x(\d{1,4})$/.exec(request.query.get('size') ?? '')
      if (!size || !location) {
        response.writeHead(400, { 'content-type': 'text/plain' })
        return void response.end('size and location are required')
      }
      if (state.noImagery.has(location) && request.query.get('return_error_code') === 'true') {
        response.writeHead(404, { 'content-type': 'text/plain' })
        return void response.end('no imagery')
      }
      response.writeHead(200, { 'content-type': 'image/jpeg' })
      return void response.end(state.jpeg)
    }
    response.writeHead(404, { 'content-type': 'text/plain' })
    response.end('not found')
  })
  return Object.assign(state, server)
}
