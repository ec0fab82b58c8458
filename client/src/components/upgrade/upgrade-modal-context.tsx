import { createContext, type ReactNode, useContext, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'

/** What a feature needs to offer an upgrade: open (or close) the plan chooser. */
export interface UpgradeModalControls {
  openUpgradeModal: () => void
  closeUpgradeModal: () => void
}

/** What the provider hands the modal it renders. */
export interface UpgradeModalState {
  open: boolean
  onOpenChange: (open: boolean) => void
}

const UpgradeModalContext = createContext<UpgradeModalControls | null>(null)

interface UpgradeModalProviderProps {
  children: ReactNode
  /** The modal itself, supplied by the app (the billing feature's plan chooser). */
  renderModal: (state: UpgradeModalState) => ReactNode
}

/**
 * Holds whether the upgrade modal is open, so any screen (the header's 'Upgrade', the trial
 * card's 'Subscribe Now', a usage meter) can open the one modal without importing billing.
 */
export function UpgradeModalProvider({ children, renderModal }: UpgradeModalProviderProps) {
  const [open, setOpen] = useState(false)
  const controls = useMemo<UpgradeModalControls>(
    () => ({ openUpgradeModal: () => setOpen(true), closeUpgradeModal: () => setOpen(false) }),
    [],
  )
  return (
    <UpgradeModalContext.Provider value={controls}>
      {children}
      {renderModal({ open, onOpenChange: setOpen })}
    </UpgradeModalContext.Provider>
  )
}

/**
 * Opens and closes the upgrade modal. Outside the provider (a page rendered on its own) an
 * upgrade goes to the /subscription page instead, so a button that offers one always works.
 */
export function useUpgradeModal(): UpgradeModalControls {
  const controls = useContext(UpgradeModalContext)
  const navigate = useNavigate()
  return useMemo(
    () =>
      controls ?? {
        openUpgradeModal: () => void navigate('/subscription'),
        closeUpgradeModal: () => {},
      },
    [controls, navigate],
  )
}
