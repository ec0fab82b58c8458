import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
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

interface UpgradeModalContextValue extends UpgradeModalControls {
  preloadModal?: () => void
}

const UpgradeModalContext = createContext<UpgradeModalContextValue | null>(null)

interface UpgradeModalProviderProps {
  children: ReactNode
  /** The modal itself, supplied by the app (the billing feature's plan chooser). */
  renderModal: (state: UpgradeModalState) => ReactNode
  /**
   * Fetches the modal's code ahead of time when it is loaded on demand: called when a screen
   * that can open it mounts, so the first opening does not wait for a download.
   */
  preloadModal?: () => void
}

/**
 * Holds whether the upgrade modal is open, so any screen (the header's 'Upgrade', the trial
 * card's 'Subscribe Now', a usage meter) can open the one modal without importing billing.
 */
export function UpgradeModalProvider({
  children,
  renderModal,
  preloadModal,
}: UpgradeModalProviderProps) {
  const [open, setOpen] = useState(false)
  const controls = useMemo<UpgradeModalContextValue>(
    () => ({
      openUpgradeModal: () => setOpen(true),
      closeUpgradeModal: () => setOpen(false),
      preloadModal,
    }),
    [preloadModal],
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
  const preloadModal = controls?.preloadModal
  useEffect(() => preloadModal?.(), [preloadModal])
  return useMemo(
    () =>
      controls ?? {
        openUpgradeModal: () => void navigate('/subscription'),
        closeUpgradeModal: () => {},
      },
    [controls, navigate],
  )
}
