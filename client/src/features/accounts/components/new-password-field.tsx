import { PASSWORD } from '@common/limits'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { PasswordField } from '@/components/form/registered-fields'

/** A field where a new password is chosen, with the length the schema asks for as its hint. */
export function NewPasswordField<T extends FieldValues>({
  form,
  name,
  label,
}: {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>
  name: Path<T>
  label: string
}) {
  return (
    <PasswordField
      form={form}
      name={name}
      label={label}
      hint={`Minimum ${PASSWORD.minLength} characters`}
      autoComplete="new-password"
    />
  )
}
