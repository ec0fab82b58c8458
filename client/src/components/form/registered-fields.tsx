import type { ComponentProps, ComponentType } from 'react'
import {
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { PasswordInput } from '@/components/ui/password-input'
import { Textarea } from '@/components/ui/textarea'
import { fieldErrorMessage } from '@/lib/form-errors'

/**
 * What a labelled control of a react-hook-form form is given: the form and the field's name
 * (which registers the control and finds its validation message), its label and optional hint.
 */
interface RegisteredFieldProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>
  name: Path<T>
  label: string
  hint?: string
  /** How the value is read (e.g. `setValueAs` for a number field left empty). */
  options?: RegisterOptions<T, Path<T>>
}

/** The control's own props, less those the field sets (its name, id and form binding). */
type ControlProps<P> = Omit<P, 'name' | 'form' | 'id'>

/**
 * Makes a labelled field out of a control: registered under `name`, tied to its label, hint and
 * the schema's message (for a list such as ZIP codes, its first item's), which shows under it.
 */
function boundToForm<P extends object>(Control: ComponentType<P>) {
  return function RegisteredField<T extends FieldValues>({
    form,
    name,
    label,
    hint,
    options,
    ...control
  }: RegisteredFieldProps<T> & ControlProps<P>) {
    const error = fieldErrorMessage(get(form.formState.errors, name))
    const own = control as unknown as P
    return (
      <Field label={label} hint={hint} error={error}>
        {(ids) => <Control {...own} {...ids} {...form.register(name, options)} />}
      </Field>
    )
  }
}

/** A labelled text input bound to a form field. */
export const InputField = boundToForm<ComponentProps<'input'>>(Input)
/** A labelled password input (with its show/hide button) bound to a form field. */
export const PasswordField = boundToForm<ComponentProps<typeof PasswordInput>>(PasswordInput)
/** A labelled multi-line text field bound to a form field. */
export const TextareaField = boundToForm<ComponentProps<'textarea'>>(Textarea)
/** A labelled native select bound to a form field; its options are the children. */
export const SelectField = boundToForm<ComponentProps<'select'>>(NativeSelect)
