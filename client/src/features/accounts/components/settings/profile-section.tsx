import { type UpdateProfileRequest, updateProfileRequest } from '@common/contracts/settings'
import { zodResolver } from '@hookform/resolvers/zod'
import { UserRound } from 'lucide-react'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { InputField } from '@/components/form/registered-fields'
import { SavingForm } from '@/components/form/saving-form'
import { toastOutcome } from '@/lib/toast-outcome'
import { useUser } from '../../api/get-user'
import { useUpdateProfile } from '../../api/update-profile'
import { profileNotSaved, profileSaved } from '../../lib/settings-toasts'
import { SettingsCard } from './settings-card'

/** Settings: the first and last name. */
export function ProfileSection() {
  const { data: user } = useUser()
  const save = useUpdateProfile()
  const form = useForm<UpdateProfileRequest>({
    resolver: zodResolver(updateProfileRequest),
    defaultValues: { firstName: '', lastName: '' },
  })
  useEffect(() => {
    if (user) form.reset({ firstName: user.firstName ?? '', lastName: user.lastName ?? '' })
  }, [user, form])

  const onValid = (values: UpdateProfileRequest) =>
    save.mutate(values, toastOutcome(profileSaved, profileNotSaved))

  return (
    <SettingsCard
      id="profile"
      icon={UserRound}
      title="Profile"
      description="Your name as it appears on your account."
    >
      <SavingForm
        form={form}
        onValid={onValid}
        submitLabel="Save name"
        pendingLabel="Saving..."
        pending={save.isPending}
        disabled={!user}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField form={form} name="firstName" label="First name" autoComplete="given-name" />
          <InputField form={form} name="lastName" label="Last name" autoComplete="family-name" />
        </div>
      </SavingForm>
    </SettingsCard>
  )
}
