import { type UpdateProfileRequest, updateProfileRequest } from '@common/contracts/settings'
import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, UserRound } from 'lucide-react'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { toast } from '@/hooks/use-toast'
import { useUser } from '../../api/get-user'
import { useUpdateProfile } from '../../api/update-profile'
import { settingsErrorToast } from '../../lib/settings-toasts'
import { SettingsCard } from './settings-card'

/** Settings: the first and last name. */
export function ProfileSection() {
  const { data: user } = useUser()
  const save = useUpdateProfile()
  const form = useForm<UpdateProfileRequest>({
    resolver: zodResolver(updateProfileRequest),
    defaultValues: { firstName: '', lastName: '' },
  })
  const { errors } = form.formState
  useEffect(() => {
    if (user) form.reset({ firstName: user.firstName ?? '', lastName: user.lastName ?? '' })
  }, [user, form])

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (reply) => toast({ title: 'Profile Saved', description: reply.message }),
      onError: (error) =>
        toast(settingsErrorToast('Profile Not Saved', error, 'Failed to save. Try again.')),
    }),
  )

  return (
    <SettingsCard
      id="profile"
      icon={UserRound}
      title="Profile"
      description="Your name as it appears on your account."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" error={errors.firstName?.message}>
            {(control) => (
              <Input autoComplete="given-name" {...control} {...form.register('firstName')} />
            )}
          </Field>
          <Field label="Last name" error={errors.lastName?.message}>
            {(control) => (
              <Input autoComplete="family-name" {...control} {...form.register('lastName')} />
            )}
          </Field>
        </div>
        <div>
          <Button type="submit" disabled={save.isPending || !user}>
            {save.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {save.isPending ? 'Saving...' : 'Save name'}
          </Button>
        </div>
      </form>
    </SettingsCard>
  )
}
