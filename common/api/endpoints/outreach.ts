/**
 * The outreach calls: message templates, the outreach log and its context, the sender's
 * identity, e-mail templates, campaigns and mailboxes.
 */
import type {
  AddSmtpMailboxRequest,
  ConnectMailboxResponse,
  CreateEmailCampaignRequest,
  EmailCampaignView,
  EmailTemplateRequest,
  EmailTemplateView,
  ListEmailCampaignsResponse,
  ListEmailTemplatesResponse,
  ListMailboxesResponse,
  MailboxView,
  StartEmailCampaignRequest,
  UpdateEmailTemplateRequest,
} from '../../contracts/email-campaigns'
import type {
  CreateMessageTemplateRequest,
  CreateOutreachRequest,
  ListMessageTemplatesResponse,
  ListOutreachQuery,
  ListOutreachResponse,
  MarkOutreachRepliedRequest,
  MessageTemplateView,
  OutreachContextQuery,
  OutreachContextResponse,
  OutreachRecordView,
  UpdateMessageTemplateRequest,
} from '../../contracts/outreach'
import type {
  GetSenderIdentityResponse,
  SenderIdentityRequest,
  SenderIdentityView,
} from '../../contracts/sender-identity'
import { endpoint, typed } from '../endpoint'

const campaign = { reply: typed<EmailCampaignView>() }

export const outreachEndpoints = {
  messageTemplates: endpoint('GET', '/api/message-templates', {
    reply: typed<ListMessageTemplatesResponse>(),
  }),
  createMessageTemplate: endpoint('POST', '/api/message-templates', {
    body: typed<CreateMessageTemplateRequest>(),
    reply: typed<MessageTemplateView>(),
  }),
  updateMessageTemplate: endpoint('PATCH', '/api/message-templates/:id', {
    body: typed<UpdateMessageTemplateRequest>(),
    reply: typed<MessageTemplateView>(),
  }),
  deleteMessageTemplate: endpoint('DELETE', '/api/message-templates/:id'),

  history: endpoint('GET', '/api/outreach', {
    query: typed<ListOutreachQuery>(),
    reply: typed<ListOutreachResponse>(),
  }),
  ofLead: endpoint('GET', '/api/leads/:leadId/outreach', { reply: typed<ListOutreachResponse>() }),
  log: endpoint('POST', '/api/outreach', {
    body: typed<CreateOutreachRequest>(),
    reply: typed<OutreachRecordView>(),
  }),
  markReplied: endpoint('PATCH', '/api/outreach/:id', {
    body: typed<MarkOutreachRepliedRequest>(),
    reply: typed<OutreachRecordView>(),
  }),
  context: endpoint('GET', '/api/outreach/context', {
    query: typed<OutreachContextQuery>(),
    reply: typed<OutreachContextResponse>(),
  }),

  senderIdentity: endpoint('GET', '/api/settings/sender', {
    reply: typed<GetSenderIdentityResponse>(),
  }),
  saveSenderIdentity: endpoint('PUT', '/api/settings/sender', {
    body: typed<SenderIdentityRequest>(),
    reply: typed<SenderIdentityView>(),
  }),

  emailTemplates: endpoint('GET', '/api/email-templates', {
    reply: typed<ListEmailTemplatesResponse>(),
  }),
  createEmailTemplate: endpoint('POST', '/api/email-templates', {
    body: typed<EmailTemplateRequest>(),
    reply: typed<EmailTemplateView>(),
  }),
  updateEmailTemplate: endpoint('PATCH', '/api/email-templates/:id', {
    body: typed<UpdateEmailTemplateRequest>(),
    reply: typed<EmailTemplateView>(),
  }),
  deleteEmailTemplate: endpoint('DELETE', '/api/email-templates/:id'),

  campaigns: endpoint('GET', '/api/email-campaigns', {
    reply: typed<ListEmailCampaignsResponse>(),
  }),
  campaign: endpoint('GET', '/api/email-campaigns/:id', campaign),
  createCampaign: endpoint('POST', '/api/email-campaigns', {
    body: typed<CreateEmailCampaignRequest>(),
    ...campaign,
  }),
  /** Start, or resume a paused campaign. */
  startCampaign: endpoint('POST', '/api/email-campaigns/:id/start', {
    body: typed<StartEmailCampaignRequest>(),
    ...campaign,
  }),
  pauseCampaign: endpoint('POST', '/api/email-campaigns/:id/pause', {
    body: typed<Record<string, never>>(),
    ...campaign,
  }),
  cancelCampaign: endpoint('POST', '/api/email-campaigns/:id/cancel', {
    body: typed<Record<string, never>>(),
    ...campaign,
  }),

  mailboxes: endpoint('GET', '/api/mailboxes', { reply: typed<ListMailboxesResponse>() }),
  /** Where the browser goes to give the provider its consent. */
  connectMailbox: endpoint('POST', '/api/mailboxes/:provider/connect', {
    reply: typed<ConnectMailboxResponse>(),
  }),
  addSmtpMailbox: endpoint('POST', '/api/mailboxes/smtp', {
    body: typed<AddSmtpMailboxRequest>(),
    reply: typed<MailboxView>(),
  }),
  removeMailbox: endpoint('DELETE', '/api/mailboxes/:id'),
}
