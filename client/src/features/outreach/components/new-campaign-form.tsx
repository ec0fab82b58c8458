import type { CreateEmailCampaignRequest } from '@common/contracts/email-campaigns'
import { findConsultantWording } from '@common/outreach/consultant-wording'
import { zodResolver } from '@hookform/resolvers/zod'
import { TriangleAlert } from 'lucide-react'
import { useId, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { firstErrorMessage } from '@/lib/form-errors'
import { useCreateCampaign } from '../api/email-campaigns'
import { useEmailTemplates } from '../api/email-templates'
import { useMailboxes } from '../api/mailboxes'
import { type CampaignProblem, campaignProblem } from '../lib/campaign-errors'
import {
  type NewCampaignValues,
  NO_RECIPIENTS,
  newCampaignFormSchema,
} from '../lib/new-campaign-form'
import { CampaignProblemAlert } from './campaign-problem-alert'
import { CampaignRecipientsField } from './campaign-recipients-field'

interface NewCampaignFormProps {
  /** Leads chosen on the lead list: their skip-traced e-mails are recipients. */
  leadIds: readonly string[]
  onCreated: (id: string) => void
}

/**
 * A new e-mail campaign: a name, a subject and message (or an e-mail template's), recipients
 * from the chosen leads and/or the user's own list, and the mailbox it is sent from. It is made
 * as a draft; the campaign page starts it.
 */
export function NewCampaignForm({ leadIds, onCreated }: NewCampaignFormProps) {
  const id = useId()
  const templates = useEmailTemplates()
  const mailboxes = useMailboxes()
  const create = useCreateCampaign()
  const form = useForm<NewCampaignValues, unknown, CreateEmailCampaignRequest>({
    resolver: zodResolver(newCampaignFormSchema),
    defaultValues: {
      name: '',
      templateId: '',
      subject: '',
      body: '',
      own: NO_RECIPIENTS,
      mailboxId: '',
      includeEnded: false,
      leadIds,
    },
  })
  const [name, subject, body, own] = useWatch({
    control: form.control,
    name: ['name', 'subject', 'body', 'own'],
  })
  const [problem, setProblem] = useState<CampaignProblem | null>(null)
  const connected = mailboxes.data?.mailboxes.filter((m) => m.isConnected) ?? []
  const flags = findConsultantWording(`${subject}\n${body}`)
  const hasRecipients = leadIds.length > 0 || own.recipients.length > 0
  const ready =
    name.trim() !== '' &&
    subject.trim() !== '' &&
    body.trim() !== '' &&
    hasRecipients &&
    own.errors.length === 0

  const submit = form.handleSubmit(
    (request) => {
      setProblem(null)
      create.mutate(request, {
        onSuccess: (campaign) => onCreated(campaign.id),
        onError: (error) => setProblem(campaignProblem(error)),
      })
    },
    // What the server would have refused, said as its refusal was.
    (errors) =>
      setProblem({
        title: 'Something went wrong',
        description: firstErrorMessage(errors) ?? 'Check the campaign and try again.',
      }),
  )

  return (
    <Card asChild>
      <form
        aria-labelledby={`${id}-heading`}
        onSubmit={(event) => {
          if (ready) return submit(event)
          event.preventDefault()
        }}
      >
        <CardHeader>
          <CardTitle asChild>
            <h1 id={`${id}-heading`} className="text-xl">
              New e-mail campaign
            </h1>
          </CardTitle>
          <CardDescription>
            It is saved as a draft: you start it on the next page, after checking what every e-mail
            will carry.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-name`}>Campaign name</Label>
            <Input id={`${id}-name`} maxLength={200} {...form.register('name')} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-template`}>E-mail template</Label>
            <NativeSelect
              id={`${id}-template`}
              {...form.register('templateId', {
                onChange: (event: { target: { value: string } }) => {
                  const chosen = templates.data?.templates.find((t) => t.id === event.target.value)
                  if (chosen) {
                    form.setValue('subject', chosen.subject)
                    form.setValue('body', chosen.body)
                  }
                },
              })}
            >
              <option value="">Write the message here</option>
              {templates.data?.templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-subject`}>Subject</Label>
            <Input id={`${id}-subject`} maxLength={200} {...form.register('subject')} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-body`}>Message</Label>
            <Textarea id={`${id}-body`} rows={8} {...form.register('body')} />
            <p className="text-muted-foreground text-xs">
              Placeholders: [First Name], [Full Name], [Property Address], [Case Number] (from each
              recipient and lead), [Your Name], [Your Phone] (from your sender identity).
            </p>
          </div>
          {flags.length > 0 && (
            <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                {[...new Set(flags.map((flag) => `“${flag.text}”`))].join(', ')}: state
                foreclosure-consultant laws regulate this wording. Before the campaign starts you
                will be shown the rules of your leads’ states and asked to confirm you will follow
                them. Not legal advice.
              </span>
            </p>
          )}
          {leadIds.length > 0 && (
            <div className="grid gap-2 rounded-lg border p-3 text-sm">
              <p>
                <span className="font-semibold">
                  {leadIds.length} selected {leadIds.length === 1 ? 'lead' : 'leads'}
                </span>
                : each is written to at the e-mails skip tracing found for it (never simulated
                ones). Leads without one are skipped.
              </p>
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4"
                  {...form.register('includeEnded')}
                />
                Include leads whose case may have ended (sale cancelled, sold or stayed, case
                dismissed, sale date past, lead marked dead). Left out otherwise: the owner may have
                cured.
              </label>
            </div>
          )}
          <Controller
            control={form.control}
            name="own"
            render={({ field }) => (
              <CampaignRecipientsField parsed={field.value} onChange={field.onChange} />
            )}
          />
          {connected.length > 0 && (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-mailbox`}>Send from</Label>
              <NativeSelect id={`${id}-mailbox`} {...form.register('mailboxId')}>
                <option value="">This service’s mail server (under your sender name)</option>
                {connected.map((mailbox) => (
                  <option key={mailbox.id} value={mailbox.id}>
                    {mailbox.email}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          <CampaignProblemAlert problem={problem} />
          {!hasRecipients && (
            <p className="text-muted-foreground text-sm">
              Add recipients, or choose leads on the lead list and use “Create e-mail campaign”.
            </p>
          )}
          <Button
            type="submit"
            className="justify-self-start"
            disabled={!ready || create.isPending}
          >
            {create.isPending ? 'Creating...' : 'Create campaign'}
          </Button>
        </CardContent>
      </form>
    </Card>
  )
}
