import {
  DELETE_CONFIRMATION_WORD,
  type DeleteAccountRequest,
  deleteAccountRequest,
} from '@common/contracts/settings'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { InputField, PasswordField } from '@/components/form/registered-fields'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { DialogCancelButton, ModalDialog } from '@/components/ui/modal-dialog'
import { PendingButton } from '@/components/ui/pending-button'
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
      <ModalDialog
        open={open}
        onOpenChange={(next) => {
          if (remove.isPending) return
          setOpen(next)
          if (!next) form.reset(EMPTY)
        }}
        trigger={
          <Button type="button" variant="destructive">
            <Trash2 aria-hidden="true" />
            Delete my account
          </Button>
        }
        title="Delete your account?"
        description="Everything in your account is deleted at once and cannot be restored."
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <PasswordField
            form={form}
            name="currentPassword"
            label="Current password"
            autoComplete="current-password"
          />
          <InputField
            form={form}
            name="confirmation"
            label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
            autoComplete="off"
          />
          <DialogFooter>
            <DialogCancelButton disabled={remove.isPending}>Keep my account</DialogCancelButton>
            <PendingButton
              type="submit"
              variant="destructive"
              pending={remove.isPending}
              pendingLabel="Deleting..."
            >
              Delete account
            </PendingButton>
          </DialogFooter>
        </form>
      </ModalDialog>
    </SettingsCard>
  )
}
