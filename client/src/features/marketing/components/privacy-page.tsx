import { LegalList, LegalPage, LegalSection } from './legal-page'

/** `/privacy`: the Privacy Policy the sign-up form refers to (issue 31, item 12). */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="November 29, 2026"
      intro="What Foreclosure Leads keeps about you and the people in your leads, who else sees it, and how you take it with you or delete it. We do not sell your data."
    >
      <LegalSection heading="What we keep">
        <LegalList
          items={[
            'Your account: name, e-mail address, a hash of your password (never the password itself), your plan and trial use, and your settings.',
            'Payments: your PayPal subscription’s id and status, and the payments PayPal reports. Card and bank details stay with PayPal.',
            'Your uploads: the documents and images you upload and the fields read from them, with any corrections you make.',
            'Your leads: the records you keep, your notes and stages, saved searches and alerts, and the contact details found for a lead when you ask for them.',
            'Your outreach log: the messages you log or send, campaign e-mails with their delivery status, and the people who opted out, so that no one e-mails them again from your account.',
            'Connections you make: the credentials of a connected mailbox or CRM and your API keys, kept encrypted or hashed.',
          ]}
        />
      </LegalSection>
      <LegalSection heading="Who else sees it">
        <LegalList
          items={[
            'PayPal, to take and manage your payments.',
            'Contact-discovery providers receive a lead’s name and address when you ask for its contact details.',
            'Mail servers receive the e-mails you send, and a CRM you connect receives the leads you push to it.',
            'If this service reads documents with an AI model, the text of a document you upload is sent to that model to read its fields.',
          ]}
        />
        <p>
          No one else, unless the law requires it. We use one cookie, to keep you signed in; there
          are no advertising cookies.
        </p>
      </LegalSection>
      <LegalSection heading="Homeowners in your leads">
        <p>
          Leads are built from public records. Anyone who receives a campaign e-mail can opt out
          with the link in it, without an account; the opt-out is kept and honoured.
        </p>
      </LegalSection>
      <LegalSection heading="Your choices">
        <p>
          In Settings you can correct your details, download everything you stored as a file, and
          delete your account. Deleting it removes your data and stored files and cancels your
          PayPal subscription.
        </p>
      </LegalSection>
      <LegalSection heading="Security">
        <p>
          Connections to the service are encrypted, passwords are stored only as hashes, and the
          credentials of your connections are encrypted at rest.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
