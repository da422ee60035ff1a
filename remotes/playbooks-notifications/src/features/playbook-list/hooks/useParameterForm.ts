import type { PlaybookParameter } from '@opsdeck/contracts';
import { useMemo, useState } from 'react';
import { formErrors, initialValues, requestParams, type ParameterValues } from '../lib/parameter-form';

/** The run form's values for a parameter list; it starts over when the list changes. */
export function useParameterForm(params: readonly PlaybookParameter[] | undefined) {
  const [state, setState] = useState<{
    params: readonly PlaybookParameter[] | undefined;
    values: ParameterValues;
    touched: Set<string>;
  }>(() => ({
    params,
    values: initialValues(params ?? []),
    touched: new Set(),
  }));
  const [submitted, setSubmitted] = useState(false);
  // A new parameter list (another playbook or resource) resets the values to its defaults.
  if (state.params !== params) setState({ params, values: initialValues(params ?? []), touched: new Set() });
  const errors = useMemo(() => formErrors(params ?? [], state.values), [params, state.values]);
  return {
    values: state.values,
    errors,
    valid: Object.keys(errors).length === 0,
    /** The message to show for a field: once touched, or after a submit was tried. */
    shownError: (name: string) => (submitted || state.touched.has(name) ? errors[name] : undefined),
    setValue: (name: string, value: string) =>
      setState((prev) => ({ ...prev, values: { ...prev.values, [name]: value }, touched: new Set(prev.touched).add(name) })),
    touch: (name: string) => setState((prev) => ({ ...prev, touched: new Set(prev.touched).add(name) })),
    submit: () => setSubmitted(true),
    request: () => requestParams(params ?? [], state.values),
  };
}
export type ParameterFormState = ReturnType<typeof useParameterForm>;
