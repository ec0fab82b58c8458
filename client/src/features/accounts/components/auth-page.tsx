import { Navigate } from 'react-router'
import { PageLoading } from '@/components/layout/page-loading'
import { Card } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageTitle } from '@/lib/brand'
import { useUser } from '../api/get-user'
import { AuthShell } from './auth-shell'
import { RegisterForm } from './register-form'
import { SignInForm } from './sign-in-form'

/** /auth: sign in, or start the 24-hour free trial. A signed-in user goes to the dashboard. */
export function AuthPage() {
  useDocumentTitle(pageTitle('Sign In'))
  const { data: user, isPending } = useUser()
  if (isPending) return <PageLoading />
  if (user) return <Navigate to="/dashboard" replace />

  return (
    <AuthShell>
      <div className="mb-6 text-center">
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
          Sign In or Start Your Free Trial
        </h1>
        <p className="mt-2 text-muted-foreground">
          Try it free for 24 hours. No credit card required.
        </p>
      </div>
      <Card className="p-5 sm:p-8">
        <Tabs defaultValue="sign-in">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="register">Start Free Trial</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <SignInForm />
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm />
          </TabsContent>
        </Tabs>
      </Card>
    </AuthShell>
  )
}
