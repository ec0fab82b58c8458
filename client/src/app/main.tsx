import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { applyCspNonce } from '@/lib/csp-nonce'
import { Providers } from './providers'
import './globals.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

applyCspNonce()

createRoot(container).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
)
