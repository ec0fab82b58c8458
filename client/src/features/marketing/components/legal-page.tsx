import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { BrandedPage } from '@/components/layout/branded-page'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageTitle, SUPPORT_EMAIL } from '@/lib/brand'

/**
 * A plain-text public page (the Terms of Service, the Privacy Policy): a heading, the date it
 * last changed, its sections, and where to write with questions. Readable on a 390 px phone.
 */
export function LegalPage({
  title,
  updated,
  intro,
  children,
}: {
  title: string
  updated: string
  intro: ReactNode
  children: ReactNode
}) {
  useDocumentTitle(pageTitle(title))
  return (
    <BrandedPage background="plain" mainClassName="flex-1 px-4 py-10 sm:px-6">
      <article className="mx-auto grid max-w-3xl gap-6 rounded-2xl border bg-background p-5 text-slate-700 text-sm leading-relaxed shadow-sm sm:p-8">
        <Link
          to="/"
          className="inline-flex items-center gap-1 justify-self-start text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Home
        </Link>
        <header className="grid gap-2">
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-muted-foreground text-xs">Last updated {updated}</p>
          <p>{intro}</p>
        </header>
        {children}
        <LegalSection heading="Questions">
          <p>
            Write to{' '}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-medium text-primary underline-offset-4 hover:underline wrap-anywhere"
            >
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
        </LegalSection>
      </article>
    </BrandedPage>
  )
}

/** One titled part of a legal page. */
export function LegalSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h2 className="font-semibold text-base text-slate-900">{heading}</h2>
      {children}
    </section>
  )
}

/** A bulleted list inside a legal section. */
export function LegalList({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid list-disc gap-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}
