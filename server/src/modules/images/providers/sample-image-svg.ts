/**
 * The sample provider's pictures: an SVG drawn here from the sample address (a house outline or
 * a block seen from above), stamped "SAMPLE IMAGE" across it, so nobody takes it for a photo.
 */
import { escapeHtml } from '../../../lib/escape-html'

const WIDTH = 640
const HEIGHT = 400

/** A small deterministic hash, so one address always gets the same colours. */
function hue(text: string): number {
  let hash = 0
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash % 360
}

function frontView(h: number): string {
  return [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${h} 55% 88%)"/>`,
    `<rect y="300" width="${WIDTH}" height="100" fill="hsl(110 30% 62%)"/>`,
    `<polygon points="170,170 320,70 470,170" fill="hsl(${h} 35% 38%)"/>`,
    `<rect x="190" y="170" width="260" height="140" fill="hsl(${(h + 40) % 360} 30% 92%)"/>`,
    `<rect x="300" y="230" width="40" height="80" fill="hsl(${h} 35% 38%)"/>`,
    '<rect x="215" y="200" width="50" height="40" fill="#cfe3f2"/>',
    '<rect x="375" y="200" width="50" height="40" fill="#cfe3f2"/>',
  ].join('')
}

function aerial(h: number): string {
  return [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(110 25% 70%)"/>`,
    '<rect y="170" width="640" height="60" fill="#9aa0a6"/>',
    `<rect x="240" y="40" width="160" height="110" fill="hsl(${h} 35% 45%)"/>`,
    `<rect x="60" y="50" width="120" height="90" fill="hsl(${(h + 90) % 360} 25% 55%)"/>`,
    `<rect x="460" y="250" width="130" height="100" fill="hsl(${(h + 180) % 360} 25% 55%)"/>`,
  ].join('')
}

/** The picture of a sample property: `imageType` 'front_view' or 'aerial'. */
export function sampleImageSvg(imageType: string, address: string): string {
  const h = hue(address)
  const scene = imageType === 'aerial' ? aerial(h) : frontView(h)
  const label = escapeHtml(address.slice(0, 70))
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">`,
    `<title>Sample image: ${label}</title>`,
    scene,
    '<rect x="0" y="0" width="640" height="44" fill="rgba(76,29,149,0.85)"/>',
    '<text x="320" y="30" text-anchor="middle" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff">SAMPLE IMAGE - not a photo</text>',
    `<text x="320" y="385" text-anchor="middle" font-family="sans-serif" font-size="15" fill="#1e293b">${label}</text>`,
    '</svg>',
  ].join('')
}

export const SAMPLE_IMAGE_SIZE = { width: WIDTH, height: HEIGHT } as const
