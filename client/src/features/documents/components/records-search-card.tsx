import { Search } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'

/** The sidebar's way to the public-records search. */
export function RecordsSearchCard() {
  return (
    <Card>
      <CardContent className="grid gap-2 p-4">
        <p className="text-muted-foreground text-sm">
          Find lis pendens, verified complaints and notices of sale by state and ZIP code.
        </p>
        <Button asChild className="w-full">
          <Link to="/public-records">
            <Search aria-hidden="true" />
            Search Public Records
          </Link>
        </Button>
      </CardContent>
    </Card>
  )
}
