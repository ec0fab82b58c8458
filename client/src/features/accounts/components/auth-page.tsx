import { PagePlaceholder } from '@/components/layout/page-placeholder'

/** /auth: sign in, or start the 24-hour free trial. */
export function AuthPage() {
  return (
    <PagePlaceholder title="Sign In or Start Your Free Trial">
      <p>
        Signing in and signing up for the 24-hour free trial (no credit card required) will happen
        on this page.
      </p>
    </PagePlaceholder>
  )
}
