import {
  DELETE_CONFIRMATION_WORD,
  type DeleteAccountRequest,
  deleteAccountRequest,
} from '@common/contracts/settings'
import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { toast } from '@/hooks/use-toast'
import { useDeleteAccount } from '../../api/delete-account'
import { settingsErrorToast } from '../../lib/settings-toasts'
import { SettingsCard } from './settings-card'

const EMPTY: DeleteAccountRequest = { currentPassword: '', confirmation: '' }

/**
 * Settings: delete the account, confirmed with the password and the typed word. The server
 * cancels the subscription, removes the uploads and every row; the browser is then signed out
 * and goes home with a toast.
 */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false)
  const navigate = useNavigate()
  const remove = useDeleteAccount()
  const form = useForm<DeleteAccountRequest>({
    resolver: zodResolver(deleteAccountRequest),
    defaultValues: EMPTY,
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const reply = await remove.mutateAsync(values)
      setOpen(false)
      toast({ title: 'Account Deleted', description: reply.message })
      await navigate('/', { replace: true })
    } catch (error) {
      toast(settingsErrorToast('Account Not Deleted', error, 'Failed to delete. Try again.'))
    }
  })

  return (
    <SettingsCard
      id="delete-account"
      icon={Trash2}
      title="Delete account"
      description="Deletes your account and everything in it: searches, leads, uploaded documents, contacts and outreach. A paid subscription is cancelled at PayPal. This cannot be undone; download your data first if you want a copy."
    >
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (remove.isPending) return
          setOpen(next)
          if (!next) form.reset(EMPTY)
        }}
      >
        <DialogTrigger asChild>
          <Button type="button" variant="destructive">
            <Trash2 aria-hidden="true" />
            Delete my account
          </Button>
        </DialogTrigger>
        <DialogContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                Everything in your account is deleted at once and cannot be restored.
              </DialogDescription>
            </DialogHeader>
            <Field label="Current password" error={errors.currentPassword?.message}>
              {(control) => (
                <PasswordInput
                  autoComplete="current-password"
                  {...control}
                  {...form.register('currentPassword')}
                />
              )}
            </Field>
            <Field
              label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
              error={errors.confirmation?.message}
            >
              {(control) => (
                <Input autoComplete="off" {...control} {...form.register('confirmation')} />
              )}
            </Field>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={remove.isPending}>
                  Keep my account
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {remove.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
                {remove.isPending ? 'Deleting...' : 'Delete account'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </SettingsCard>
  )
}
