import { TRIAL } from '@common/limits'
import { PLANS } from '@common/plans'
import { formatPlanPrice } from '@/lib/format'
import { LegalList, LegalPage, LegalSection } from './legal-page'

const planPrices = PLANS.map((plan) => `${plan.name} ${formatPlanPrice(plan.price)}`).join(', ')

/** `/terms`: the Terms of Service the sign-up form refers to (issue 31, item 12). */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="November 29, 2026"
      intro="These terms apply when you create an account and use Foreclosure Leads: public-records search, reading the foreclosure documents you upload, finding contact details and reaching out to property owners. By signing up you agree to them."
    >
      <LegalSection heading="Your account and the free trial">
        <p>
          One free trial per person. It lasts {TRIAL.durationHours} hours and includes{' '}
          {TRIAL.documentUploads} document uploads with AI extraction, {TRIAL.searches} public
          records searches and contact discovery. No credit card is needed for the trial. Keep your
          password to yourself: you are responsible for what is done with your account.
        </p>
      </LegalSection>
      <LegalSection heading="Plans, payment and cancelling">
        <LegalList
          items={[
            `Plans are billed monthly in US dollars (${planPrices} a month) through PayPal. We never see or keep your card or bank details.`,
            'You can cancel at any time in Settings. No further payment is taken after you cancel, and your plan stays active until the end of the period already paid.',
            '14-day money-back guarantee: if the service is not for you, write to us within 14 days of your first payment and we refund it.',
          ]}
        />
      </LegalSection>
      <LegalSection heading="Public records and extracted data">
        <p>
          Records come from public sources and from the documents you upload; fields are read by
          software and can be wrong or out of date. They are provided for information only and their
          accuracy is not guaranteed. Check a record with the county or court before you act on it.
        </p>
      </LegalSection>
      <LegalSection heading="Contacting homeowners is your responsibility">
        <p>
          You are the sender of every e-mail, call and text you make with the service, and you must
          follow the laws that apply to you, including:
        </p>
        <LegalList
          items={[
            'CAN-SPAM for e-mail: truthful sender and subject lines, your valid postal address, and a working way to opt out, honoured promptly. The service adds your postal address and an unsubscribe link to campaign e-mails and stops sending to anyone who opts out.',
            'The TCPA and the Do Not Call rules for calls and texts: no automated or prerecorded calls or texts to a mobile number without the owner’s prior express written consent, and no calls to numbers on the National Do Not Call Registry or your state’s list unless an exemption applies.',
            'State foreclosure-consultant and equity-purchaser laws, which regulate offers to stop a foreclosure sale or to buy a home in foreclosure.',
            'Use contact data found through skip tracing only for the permissible purpose you confirm before looking it up, never to decide credit, insurance, employment or housing, and never to harass anyone.',
          ]}
        />
      </LegalSection>
      <LegalSection heading="Fair use">
        <p>
          Do not resell or republish the data in bulk, scrape the service, share your account, or
          try to get around its limits or security. We may suspend an account that does, or that is
          used to send unlawful messages.
        </p>
      </LegalSection>
      <LegalSection heading="Ending your account">
        <p>
          You can export your data and delete your account in Settings at any time; deleting it
          cancels your PayPal subscription and removes what you stored with us.
        </p>
      </LegalSection>
      <LegalSection heading="No warranty">
        <p>
          The service is provided as it is. To the extent the law allows, we are not liable for
          decisions you make from the records, or for indirect losses; our liability is limited to
          what you paid us in the last three months.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
