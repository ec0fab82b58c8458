import { Mail } from 'lucide-react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'

/**
 * The lead list's bulk action that starts an e-mail campaign to the selected leads: the new
 * campaign page gets their ids in the history state (no length limit, survives a reload).
 */
export function CreateCampaignAction({ leadIds }: { leadIds: readonly string[] }) {
  const navigate = useNavigate()
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => navigate('/campaigns/new', { state: { leadIds: [...leadIds] } })}
    >
      <Mail aria-hidden="true" />
      Create e-mail campaign
    </Button>
  )
}
