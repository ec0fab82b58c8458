import type { MessageTemplateView } from '@common/contracts/outreach'
import type { SocialPlatform } from '@common/enums'
import {
  fillPlaceholders,
  leadPropertyAddress,
  SENDER_PLACEHOLDERS,
  unfilledPlaceholders,
} from '@common/outreach/placeholders'
import { Copy, Send } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/hooks/use-toast'
import { useOutreachContext } from '../api/get-outreach-context'
import { useLogOutreach } from '../api/log-outreach'
import { composerChecks } from '../lib/composer-checks'
import { leadLabel } from '../lib/lead-label'
import { clipboardText } from '../lib/message-preview'
import {
  COMPLIANCE_REQUIRED,
  COPY_FAILED,
  outreachErrorToast,
  placeholdersUnfilledToast,
  STATE_LAW_REQUIRED,
} from '../lib/outreach-toasts'
import { PLATFORM_NAMES } from '../lib/platform-names'
import { CaseStatusNotice } from './case-status-notice'
import { ComplianceNotice } from './compliance-notice'
import { SaveTemplateForm } from './save-template-form'
import { StateLawNotice } from './state-law-notice'
import { TemplatePicker } from './template-picker'
import { WordingFlags } from './wording-flags'

/** The profile the message goes to (the contacts module's social profile). */
export interface ComposerProfile {
  id: string
  defendantName: string
  platform: SocialPlatform
}

const NO_LEAD = 'none'

/**
 * The outreach composer (spec section 2): templates with placeholders filled from the profile,
 * the lead and the sender; an optional subject and the body; the compliance notice, visible until
 * 'I understand - proceed'; the state law of the lead's state and its flagged wording; a check of
 * the lead's case status. Copy and mark-as-sent are enabled only when the trimmed body is
 * non-empty, and log the message with the user's acknowledgements.
 */
export function OutreachComposer({ profile }: { profile: ComposerProfile }) {
  const ids = { subject: useId(), body: useId(), lead: useId() }
  const context = useOutreachContext(profile.id)
  const log = useLogOutreach()
  const [subject, setSubject] = useState('')
  const [body, setBody] = useState('')
  const [templateId, setTemplateId] = useState('')
  const [complianceConfirmed, setComplianceConfirmed] = useState(false)
  const [stateLawAcknowledged, setStateLawAcknowledged] = useState(false)
  const [caseStatusConfirmed, setCaseStatusConfirmed] = useState(false)
  const [chosenLeadId, setChosenLeadId] = useState<string | null>(null)

  const leads = context.data?.leads ?? []
  const leadId = chosenLeadId ?? leads[0]?.id ?? NO_LEAD
  const lead = leads.find((candidate) => candidate.id === leadId) ?? null
  const checks = useMemo(() => composerChecks({ subject, body }, lead), [subject, body, lead])
  const hasBody = body.trim().length > 0
  const missing = unfilledPlaceholders(`${subject}\n${body}`)

  const applyTemplate = (template: MessageTemplateView | null) => {
    setTemplateId(template?.id ?? '')
    if (!template) return
    const values = {
      fullName: profile.defendantName,
      propertyAddress: lead ? leadPropertyAddress(lead) : null,
      caseNumber: lead?.caseNumber,
      senderName: context.data?.sender.name,
      senderPhone: context.data?.sender.phone,
    }
    setSubject(template.subject ? fillPlaceholders(template.subject, values) : '')
    setBody(fillPlaceholders(template.body, values))
  }

  /** Shows what is still to confirm; true when the message may be copied or logged. */
  const readyToGo = (): boolean => {
    if (missing.length > 0) {
      toast(placeholdersUnfilledToast(missing, lead !== null))
      return false
    }
    if (!complianceConfirmed) {
      toast(COMPLIANCE_REQUIRED)
      return false
    }
    if (checks.rulesInPlay.length > 0 && !stateLawAcknowledged) {
      toast(STATE_LAW_REQUIRED)
      return false
    }
    if (checks.caseStatus.needsConfirmation && !caseStatusConfirmed) {
      toast({
        title: 'Please confirm first',
        description: 'This case may have ended. Check it and confirm before contacting the owner.',
        variant: 'destructive',
      })
      return false
    }
    return true
  }

  const record = (status: 'copied' | 'sent', onDone: () => void) =>
    log.mutate(
      {
        socialProfileId: profile.id,
        defendantName: profile.defendantName,
        platform: profile.platform,
        subject: subject.trim() || null,
        message: body,
        status,
        complianceAcknowledged: complianceConfirmed,
        leadId: lead?.id ?? null,
        stateLawAcknowledged,
        caseStatusConfirmed,
      },
      { onSuccess: onDone, onError: (error) => toast(outreachErrorToast(error)) },
    )

  const onCopy = async () => {
    if (!readyToGo()) return
    try {
      await navigator.clipboard.writeText(clipboardText(subject, body))
    } catch {
      toast(COPY_FAILED)
      return
    }
    record('copied', () =>
      toast({
        title: 'Message Copied',
        description: `Paste it into ${PLATFORM_NAMES[profile.platform]} to send it to ${profile.defendantName}.`,
      }),
    )
  }

  const onMarkSent = () => {
    if (!readyToGo()) return
    record('sent', () =>
      toast({
        title: 'Marked as Sent',
        description: `Logged your message to ${profile.defendantName}.`,
      }),
    )
  }

  return (
    <Card asChild>
      <section aria-labelledby="composer-heading">
        <CardHeader className="pb-4">
          <CardTitle asChild>
            <h2 id="composer-heading" className="flex flex-wrap items-center gap-2 text-base">
              Message {profile.defendantName}
              <Badge variant="secondary">{PLATFORM_NAMES[profile.platform]}</Badge>
            </h2>
          </CardTitle>
          <CardDescription>
            Write the message here, copy it into {PLATFORM_NAMES[profile.platform]}, and keep a
            record of it.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ComplianceNotice
            confirmed={complianceConfirmed}
            onConfirm={() => setComplianceConfirmed(true)}
          />
          {leads.length > 0 && (
            <div className="grid gap-1.5">
              <Label htmlFor={ids.lead}>Lead this message is about</Label>
              <NativeSelect
                id={ids.lead}
                value={leadId}
                onChange={(event) => {
                  setChosenLeadId(event.target.value)
                  setStateLawAcknowledged(false)
                  setCaseStatusConfirmed(false)
                }}
              >
                {leads.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {leadLabel(candidate)}
                  </option>
                ))}
                <option value={NO_LEAD}>None of these</option>
              </NativeSelect>
            </div>
          )}
          <TemplatePicker selectedId={templateId} onSelect={applyTemplate} />
          <div className="grid gap-1.5">
            <Label htmlFor={ids.subject}>Subject (optional)</Label>
            <Input
              id={ids.subject}
              value={subject}
              maxLength={200}
              onChange={(event) => setSubject(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.body}>Message</Label>
            <Textarea
              id={ids.body}
              value={body}
              maxLength={5000}
              rows={8}
              onChange={(event) => setBody(event.target.value)}
            />
            {missing.length > 0 && (
              <p className="text-muted-foreground text-xs">
                Still to fill in: {missing.join(', ')}. The message is not copied until they are.
                {missing.some((p) => SENDER_PLACEHOLDERS.includes(p)) && (
                  <>
                    {' '}
                    Add your name and phone to the sender identity in{' '}
                    <Link to="/settings" className="font-medium text-primary hover:underline">
                      Settings
                    </Link>
                    .
                  </>
                )}
              </p>
            )}
          </div>
          {lead && checks.stateRules.length > 0 && lead.state ? (
            <StateLawNotice
              state={lead.state}
              rules={checks.stateRules}
              rulesInPlay={checks.rulesInPlay}
              flags={checks.flags}
              acknowledged={stateLawAcknowledged}
              onAcknowledgedChange={setStateLawAcknowledged}
            />
          ) : (
            <WordingFlags flags={checks.flags} lead={lead} />
          )}
          {checks.caseStatus.needsConfirmation && (
            <CaseStatusNotice
              reasons={checks.caseStatus.reasons}
              confirmed={caseStatusConfirmed}
              onConfirmedChange={setCaseStatusConfirmed}
            />
          )}
          <div className="flex flex-wrap items-center gap-2">
            <Button type="button" disabled={!hasBody || log.isPending} onClick={onCopy}>
              <Copy aria-hidden="true" />
              Copy message
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={!hasBody || log.isPending}
              onClick={onMarkSent}
            >
              <Send aria-hidden="true" />
              Mark as sent
            </Button>
            <SaveTemplateForm subject={subject} body={body} />
          </div>
        </CardContent>
      </section>
    </Card>
  )
}
