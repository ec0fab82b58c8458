/**
 * The images module's public face (docs/decisions/0036-property-images.md): its routes, the
 * provider set built from the configuration, and the provider interface. Nothing else in this
 * folder is imported from outside.
 */
export { createImageProviders } from './create-image-providers'
export { imagesRoutes } from './images.routes'
export type { ImageProvider } from './providers/image-provider'
