/**
 * The built-in message templates (spec: defaultTemplates), one set per tone. They introduce the
 * sender and invite a conversation; none offers to stop or postpone a sale, save the home or buy
 * it, so they carry no wording that state foreclosure-consultant laws regulate (a test checks).
 */
import type { MessageTemplateView } from '@common/contracts/outreach'

export const DEFAULT_MESSAGE_TEMPLATES: readonly MessageTemplateView[] = [
  {
    id: 'default-supportive-1',
    name: 'Friendly introduction',
    tone: 'supportive',
    subject: 'About your property at [Property Address]',
    body: "Hi [First Name],\n\nMy name is [Your Name]. I work with homeowners in your area and saw the public court filing about [Property Address]. I know this can be a stressful time. If you would ever like to talk about your options, I'm happy to listen, with no obligation.\n\nYou can reach me at [Your Phone].\n\nTake care,\n[Your Name]",
    isDefault: true,
  },
  {
    id: 'default-supportive-2',
    name: 'Short check-in',
    tone: 'supportive',
    subject: null,
    body: "Hi [First Name], I'm [Your Name]. I came across the public record about your home and wanted to reach out in case you'd like someone to talk things through with. No pressure at all. [Your Phone]",
    isDefault: true,
  },
  {
    id: 'default-professional-1',
    name: 'Professional introduction',
    tone: 'professional',
    subject: 'Regarding [Property Address] (case [Case Number])',
    body: 'Dear [Full Name],\n\nI am [Your Name], a local real estate investor. I am writing because public records show a filing concerning [Property Address] (case [Case Number]).\n\nIf you are considering your options for the property, I would welcome a conversation at your convenience. You are under no obligation, and I recommend speaking with a housing counselor or an attorney about your situation.\n\nRegards,\n[Your Name]\n[Your Phone]',
    isDefault: true,
  },
  {
    id: 'default-compassionate-1',
    name: 'Compassionate note',
    tone: 'compassionate',
    subject: 'Thinking of you, [First Name]',
    body: "Dear [First Name],\n\nI'm [Your Name]. I saw that your home at [Property Address] is part of a court filing, and I'm sorry you're facing this. Free, HUD-approved housing counselors can explain your rights and options; I'd encourage you to speak with one.\n\nIf at some point you'd like to talk with me as well, I'm here: [Your Phone].\n\nWarm regards,\n[Your Name]",
    isDefault: true,
  },
]
