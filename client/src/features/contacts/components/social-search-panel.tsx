import { CONTACT_MESSAGES } from '@common/contracts/contacts'
import { type SocialUsage, searchSocialProfilesRequest } from '@common/contracts/social-profiles'
import { zodResolver } from '@hookform/resolvers/zod'
import { Search } from 'lucide-react'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { InputField } from '@/components/form/registered-fields'
import { SectionCard } from '@/components/section-card'
import { CardContent } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { PendingButton } from '@/components/ui/pending-button'
import { toast } from '@/hooks/use-toast'
import { useSearchSocialProfiles } from '../api/social-profiles'
import { NAME_REQUIRED, SEARCH_FAILED, searchRestrictedToast } from '../lib/contacts-toast'
import type { SocialPrefill } from '../lib/social-prefill'

function usageWords(usage: SocialUsage | undefined): string | null {
  if (!usage) return null
  if (usage.tierLimit === null) return `${usage.searchesUsed} searches this month · unlimited`
  if (usage.tierLimit === 0) return 'Social discovery is available for Pro and Elite plans only.'
  return `${usage.searchesUsed} of ${usage.tierLimit} searches used this month`
}

/** What the panel asks: the defendant's name and an optional place, as the server checks them. */
const socialSearchForm = searchSocialProfilesRequest.pick({ name: true, location: true })

interface SocialSearchPanelProps {
  /** Filled in when the search comes from a lead (the defendant and the property's place). */
  prefill: SocialPrefill | null
  usage: SocialUsage | undefined
  /** The profiles the search found, so the list can select the first. */
  onFound?: (profileIds: string[]) => void
}

/**
 * The social-discovery search (spec sections 2 and 5): a defendant's name (required: 'Name
 * Required' / 'Please enter a defendant name to search for') and an optional location (city,
 * state or ZIP). A refusal is 'Search Restricted' with the server's words; a failed request
 * 'Search Failed' / 'Failed to search for social profiles'.
 */
export function SocialSearchPanel({ prefill, usage, onFound }: SocialSearchPanelProps) {
  const form = useForm<
    z.input<typeof socialSearchForm>,
    unknown,
    z.output<typeof socialSearchForm>
  >({
    resolver: zodResolver(socialSearchForm),
    defaultValues: { name: prefill?.name ?? '', location: prefill?.location ?? '' },
  })
  const search = useSearchSocialProfiles()

  useEffect(() => {
    if (!prefill) return
    form.setValue('name', prefill.name)
    form.setValue('location', prefill.location)
  }, [prefill, form])

  const onSubmit = form.handleSubmit(
    ({ name, location }) =>
      search.mutate(
        { name, location, leadId: prefill?.leadId ?? undefined },
        {
          onSuccess: (result) => {
            if (!result.success) {
              toast(searchRestrictedToast(result.message))
              return
            }
            toast({ title: 'Search Complete', description: result.message })
            onFound?.(result.profiles.map((profile) => profile.id))
          },
          onError: () => toast(SEARCH_FAILED),
        },
      ),
    // Spec section 5: no name is the 'Name Required' toast, not a message under the field.
    (errors) => {
      if (errors.name?.message === CONTACT_MESSAGES.socialNameRequired) toast(NAME_REQUIRED)
    },
  )
  const nameError = form.formState.errors.name?.message

  return (
    <SectionCard
      id="social-search"
      title="Find Social Profiles"
      icon={Search}
      headerClassName="pb-4"
      description={usageWords(usage) ?? 'Search public profiles by name.'}
    >
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field
            label="Defendant name"
            error={nameError === CONTACT_MESSAGES.socialNameRequired ? undefined : nameError}
          >
            {(control) => (
              <Input
                {...control}
                maxLength={100}
                autoComplete="off"
                placeholder="First and last name"
                {...form.register('name')}
              />
            )}
          </Field>
          <InputField
            form={form}
            name="location"
            label="Location (optional)"
            hint="City, state or ZIP code"
            maxLength={100}
            autoComplete="off"
            placeholder="Cincinnati, OH"
          />
          <PendingButton
            type="submit"
            pending={search.isPending}
            pendingLabel="Searching..."
            icon={<Search aria-hidden="true" />}
          >
            Search Profiles
          </PendingButton>
        </form>
      </CardContent>
    </SectionCard>
  )
}
