import { useState } from 'react';
import type { FieldError } from '../../components/form/validators.ts';

/**
 * Values, touched flags and errors of one small form. An error shows once its field was changed or a
 * submit was tried, so an untouched form does not open in red.
 */
export function useFormState<K extends string>(
  initial: Record<K, string>,
  validate: (values: Record<K, string>) => Partial<Record<K, FieldError>>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = validate(values);
  const hasErrors = Object.values(errors).some(Boolean);
  return {
    values,
    errors,
    hasErrors,
    anyTouched: Object.values(touched).some(Boolean),
    /** The error code to show for `name` now. */
    shown: (name: K): FieldError => (submitted || touched[name] ? (errors[name] ?? null) : null),
    set: (name: K) => (value: string) => {
      setValues((prev) => ({ ...prev, [name]: value }));
      setTouched((prev) => ({ ...prev, [name]: true }));
    },
    touch: (name: K) => setTouched((prev) => ({ ...prev, [name]: true })),
    /** Empties a field without marking it touched (after a failed call). */
    reset: (name: K) => setValues((prev) => ({ ...prev, [name]: '' })),
    submit: () => setSubmitted(true),
  };
}
