import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageTitle } from '@/lib/brand'

/** One section of the settings page: a feature's card, keyed for React. */
export interface SettingsSection {
  id: string
  element: ReactNode
}

/**
 * The settings page (`/settings`): a heading and the sections features contribute, in order.
 * A feature adds its section in routes/settings-route.tsx; this page knows none of them.
 */
export function SettingsPage({ sections }: { sections: readonly SettingsSection[] }) {
  useDocumentTitle(pageTitle('Settings'))
  return (
    <div className="grid gap-4">
      <div>
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">Settings</h1>
        <p className="mt-1 text-muted-foreground">
          Your profile, sign-in, outreach, notifications, billing and data.
        </p>
      </div>
      {sections.map((section) => (
        <div key={section.id}>{section.element}</div>
      ))}
    </div>
  )
}
