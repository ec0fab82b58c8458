import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { InputField } from '@/components/form/registered-fields'

/** The 'Email' field of the sign-in, trial and forgotten-password forms. */
export function EmailField<T extends FieldValues & { email: string }>({
  form,
}: {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>
}) {
  return (
    <InputField
      form={form}
      name={'email' as Path<T>}
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
    />
  )
}
