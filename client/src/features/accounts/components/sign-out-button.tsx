import { LogOut } from 'lucide-react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { toast } from '@/hooks/use-toast'
import { useLogout } from '../api/logout'
import { LOGOUT_FAILURE_TOAST, LOGOUT_SUCCESS_TOAST } from '../lib/account-toast'

/** 'Sign Out': ends the session, forgets everything cached and goes to the home page. */
export function SignOutButton() {
  const navigate = useNavigate()
  const logout = useLogout()

  async function signOut() {
    try {
      await logout.mutateAsync()
    } catch {
      toast(LOGOUT_FAILURE_TOAST)
      return
    }
    toast(LOGOUT_SUCCESS_TOAST)
    await navigate('/', { replace: true })
  }

  return (
    <Button
      variant="outline"
      size="sm"
      onClick={signOut}
      disabled={logout.isPending}
      className="size-9 px-0 sm:w-auto sm:px-3"
    >
      <LogOut aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">Sign Out</span>
    </Button>
  )
}
