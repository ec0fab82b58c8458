import { FolderTree, type LucideIcon, ScanText, UserSearch } from 'lucide-react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

interface Feature {
  title: string
  description: string
  icon: LucideIcon
}

const FEATURES: readonly Feature[] = [
  {
    title: 'AI Document Parsing',
    description:
      "Upload foreclosure PDFs, scanned ones included, and get the defendant's name, property address, case number and loan amount pulled out for you.",
    icon: ScanText,
  },
  {
    title: 'Contact Discovery',
    description:
      'Look up phone numbers, e-mail addresses and social profiles for defendants, then keep a record of every message you send them.',
    icon: UserSearch,
  },
  {
    title: 'Smart Organization',
    description:
      'Your documents are sorted by ZIP code, document type and filing date, so every market you work stays easy to follow.',
    icon: FolderTree,
  },
]

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-heading"
      className="scroll-mt-16 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="features-heading"
            className="text-balance font-bold text-3xl tracking-tight sm:text-4xl"
          >
            Everything You Need for Foreclosure Management
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            From the first public filing to the first conversation with a homeowner, in one place.
          </p>
        </div>
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ title, description, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full transition-shadow hover:shadow-md">
                <CardHeader>
                  <span className="mb-3 flex size-12 items-center justify-center rounded-xl bg-secondary text-primary">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <CardTitle>{title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-muted-foreground leading-relaxed">{description}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
