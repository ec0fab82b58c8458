import { Search } from 'lucide-react'
import { LinkButton } from '@/components/link-button'
import { Card, CardContent } from '@/components/ui/card'

/** The sidebar's way to the public-records search. */
export function RecordsSearchCard() {
  return (
    <Card>
      <CardContent className="grid gap-2 p-4">
        <p className="text-muted-foreground text-sm">
          Find lis pendens, verified complaints and notices of sale by state and ZIP code.
        </p>
        <LinkButton to="/public-records" className="w-full">
          <Search aria-hidden="true" />
          Search Public Records
        </LinkButton>
      </CardContent>
    </Card>
  )
}
