import { renderToStaticMarkup } from 'react-dom/server'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { InputField, PasswordField, SelectField, TextareaField } from './registered-fields'

interface Values {
  email: string
  zipCodes: string[]
  note: string
  state: string
}

/** The two parts of a form the fields read: `register` and the errors in `formState`. */
function formWith(errors: FieldErrors<Values> = {}) {
  const register = ((name: string) => ({
    name,
    onChange: async () => undefined,
    onBlur: async () => undefined,
    ref: () => undefined,
  })) as unknown as UseFormRegister<Values>
  return { register, formState: { errors } } as never
}

describe('registered fields', () => {
  it('labels the control, registers it by name and passes its own props through', () => {
    const html = renderToStaticMarkup(
      <InputField form={formWith()} name="email" label="Email" type="email" autoComplete="email" />,
    )
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Email<\/label>/)
    const id = /for="([^"]+)"/.exec(html)?.[1]
    expect(html).toContain(`id="${id}"`)
    expect(html).toContain('name="email"')
    expect(html).toContain('type="email"')
    expect(html).toContain('autoComplete="email"')
    expect(html).not.toContain('aria-invalid="')
  })

  it('shows the field error under the control and marks the control invalid', () => {
    const form = formWith({ email: { type: 'invalid', message: 'Invalid email address' } })
    const html = renderToStaticMarkup(<InputField form={form} name="email" label="Email" />)
    expect(html).toContain('aria-invalid="true"')
    expect(html).toMatch(/aria-describedby="[^"]+-error"/)
    expect(html).toContain('>Invalid email address</p>')
  })

  it("shows a list field's first item error when the list has none of its own", () => {
    const form = formWith({
      zipCodes: [undefined, { type: 'pattern', message: 'ZIP code must be 5 digits' }],
    } as FieldErrors<Values>)
    const html = renderToStaticMarkup(<InputField form={form} name="zipCodes" label="ZIP codes" />)
    expect(html).toContain('>ZIP code must be 5 digits</p>')
  })

  it('shows a hint and ties it to the control', () => {
    const html = renderToStaticMarkup(
      <PasswordField form={formWith()} name="email" label="Password" hint="Minimum 6 characters" />,
    )
    expect(html).toMatch(/aria-describedby="[^"]+-hint"/)
    expect(html).toContain('Minimum 6 characters')
    expect(html).toContain('type="password"')
  })

  it('renders a textarea and a select with their children', () => {
    const note = renderToStaticMarkup(
      <TextareaField form={formWith()} name="note" label="Note" rows={3} />,
    )
    expect(note).toContain('<textarea')
    expect(note).toContain('name="note"')
    const state = renderToStaticMarkup(
      <SelectField form={formWith()} name="state" label="State">
        <option value="NJ">New Jersey</option>
      </SelectField>,
    )
    expect(state).toContain('<select')
    expect(state).toContain('<option value="NJ">New Jersey</option>')
  })
})
