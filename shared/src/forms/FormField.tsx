import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: ReactNode;
  /** Guidance under the control, kept while an error shows. */
  helperText?: ReactNode | undefined;
  /** A validation message: shown under the control, which is then marked invalid. */
  error?: string | undefined;
  /** Marks the control required (with the required indicator after the label). */
  required?: boolean | undefined;
  /** The control: an `Input`, a `Textarea`, or a group holding one (labelled and described by the field). */
  children: ReactNode;
}

/**
 * A form field around a text input or textarea: its label, optional helper text and error text,
 * with the invalid and required state passed on to the control.
 */
export function FormField({ label, helperText, error, required = false, children }: FormFieldProps) {
  const invalid = error !== undefined;
  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helperText !== undefined ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {invalid ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
