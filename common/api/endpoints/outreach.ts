/**
 * The outreach calls: message templates, the outreach log and its context, the sender's
 * identity, e-mail templates, campaigns and mailboxes.
 */
import type {
  AddSmtpMailboxRequest,
  CampaignPreviewView,
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
import { body, del, get, patch, post, put, query, reply } from '../endpoint'

const campaign = reply<EmailCampaignView>()

export const outreachEndpoints = {
  messageTemplates: get('/api/message-templates', reply<ListMessageTemplatesResponse>()),
  createMessageTemplate: post(
    '/api/message-templates',
    body<CreateMessageTemplateRequest>(),
    reply<MessageTemplateView>(),
  ),
  updateMessageTemplate: patch(
    '/api/message-templates/:id',
    body<UpdateMessageTemplateRequest>(),
    reply<MessageTemplateView>(),
  ),
  deleteMessageTemplate: del('/api/message-templates/:id'),

  history: get('/api/outreach', query<ListOutreachQuery>(), reply<ListOutreachResponse>()),
  ofLead: get('/api/leads/:leadId/outreach', reply<ListOutreachResponse>()),
  log: post('/api/outreach', body<CreateOutreachRequest>(), reply<OutreachRecordView>()),
  markReplied: patch(
    '/api/outreach/:id',
    body<MarkOutreachRepliedRequest>(),
    reply<OutreachRecordView>(),
  ),
  context: get(
    '/api/outreach/context',
    query<OutreachContextQuery>(),
    reply<OutreachContextResponse>(),
  ),

  senderIdentity: get('/api/settings/sender', reply<GetSenderIdentityResponse>()),
  saveSenderIdentity: put(
    '/api/settings/sender',
    body<SenderIdentityRequest>(),
    reply<SenderIdentityView>(),
  ),

  emailTemplates: get('/api/email-templates', reply<ListEmailTemplatesResponse>()),
  createEmailTemplate: post(
    '/api/email-templates',
    body<EmailTemplateRequest>(),
    reply<EmailTemplateView>(),
  ),
  updateEmailTemplate: patch(
    '/api/email-templates/:id',
    body<UpdateEmailTemplateRequest>(),
    reply<EmailTemplateView>(),
  ),
  deleteEmailTemplate: del('/api/email-templates/:id'),

  campaigns: get('/api/email-campaigns', reply<ListEmailCampaignsResponse>()),
  campaign: get('/api/email-campaigns/:id', campaign),
  /** Each recipient's message as it will go out, and what cannot be filled. */
  campaignPreview: get('/api/email-campaigns/:id/preview', reply<CampaignPreviewView>()),
  createCampaign: post('/api/email-campaigns', body<CreateEmailCampaignRequest>(), campaign),
  /** Start, or resume a paused campaign. */
  startCampaign: post(
    '/api/email-campaigns/:id/start',
    body<StartEmailCampaignRequest>(),
    campaign,
  ),
  pauseCampaign: post('/api/email-campaigns/:id/pause', body<Record<string, never>>(), campaign),
  cancelCampaign: post('/api/email-campaigns/:id/cancel', body<Record<string, never>>(), campaign),

  mailboxes: get('/api/mailboxes', reply<ListMailboxesResponse>()),
  /** Where the browser goes to give the provider its consent. */
  connectMailbox: post('/api/mailboxes/:provider/connect', reply<ConnectMailboxResponse>()),
  addSmtpMailbox: post('/api/mailboxes/smtp', body<AddSmtpMailboxRequest>(), reply<MailboxView>()),
  removeMailbox: del('/api/mailboxes/:id'),
}
