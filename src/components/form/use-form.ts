import { type FormEvent, useState } from 'react';
import { useFieldRefs } from './use-field-refs.ts';
import type { FieldError } from './validators.ts';

type Flags<K extends string> = Partial<Record<K, boolean>>;

function without<K extends string, V>(record: Partial<Record<K, V>>, name: K): Partial<Record<K, V>> {
  const copy = { ...record };
  delete copy[name];
  return copy;
}

export interface FormOptions<K extends string> {
  initial: Record<K, string> | (() => Record<K, string>);
  /**
   * The checks of the fields on screen, in focus order; a field left out is not checked. Runs on every
   * render, so rules that load later or depend on a tab apply at once, and codes are translated when
   * shown: a language switch re-translates what is on screen.
   */
  validate: (values: Record<K, string>) => Partial<Record<K, FieldError>>;
  /** The text of a message code (src/lib/messages.ts). */
  message: (code: string) => string;
  /** 'submit': errors show after the first submit; 'change': also once the field was changed. */
  showErrors?: 'submit' | 'change';
}

/**
 * The one form pattern: string values, pure checks that answer message codes, errors shown after a
 * submit (then they follow typing), the first failing field focused on submit, and errors a server
 * answer puts on a field until it is edited. `field(name)` spreads onto the kit's fields.
 */
export function useForm<K extends string>({
  initial,
  validate,
  message,
  showErrors = 'submit',
}: FormOptions<K>) {
  const [values, setValues] = useState(initial);
  const [changed, setChanged] = useState<Flags<K>>({});
  const [revealed, setRevealed] = useState<Flags<K>>({});
  const [submitted, setSubmitted] = useState(false);
  const [answered, setAnswered] = useState<Partial<Record<K, string>>>({});
  const refs = useFieldRefs<K>();
  const errors = validate(values);
  const order = Object.keys(errors) as K[];
  const hasErrors = order.some((name) => errors[name]);

  const error = (name: K): FieldError => {
    const shown = submitted || revealed[name] || (showErrors === 'change' && changed[name]);
    return answered[name] ?? (shown ? (errors[name] ?? null) : null);
  };
  const setValue = (name: K, value: string) => setValues((prev) => ({ ...prev, [name]: value }));
  const onChange = (name: K) => (value: string) => {
    setValue(name, value);
    setChanged((prev) => (prev[name] ? prev : { ...prev, [name]: true }));
    setAnswered((prev) => (name in prev ? without(prev, name) : prev));
  };

  return {
    values,
    /** Some field on screen fails its check (shown or not). */
    hasErrors,
    /** Some field was changed by the user. */
    dirty: Object.values(changed).some(Boolean),
    error,
    /** The field's check now, shown or not. */
    problem: (name: K): FieldError => errors[name] ?? null,
    /** Props for a kit field: ref, value, onChange and the translated error. */
    field: (name: K) => {
      const code = error(name);
      return {
        ref: refs.ref(name),
        value: values[name],
        onChange: onChange(name),
        error: code ? message(code) : undefined,
      };
    },
    /** Sets a value as the program, not the user (no error revealed, a server's error kept). */
    setValue,
    /** Shows the field's error now (e.g. the confirmation once the password it must equal changes). */
    reveal: (name: K) => setRevealed((prev) => (prev[name] ? prev : { ...prev, [name]: true })),
    /** Puts a server answer's code on a field and focuses it; it goes when the field is edited. */
    setError: (name: K, code: string) => {
      setAnswered((prev) => ({ ...prev, [name]: code }));
      setTimeout(() => refs.focus(name));
    },
    /** Back to a clean slate of errors (another tab): nothing shows until the next submit. */
    clearErrors: () => {
      setSubmitted(false);
      setRevealed({});
      setChanged({});
      setAnswered({});
    },
    focus: refs.focus,
    /** Validates everything; focuses the first failing field, or calls `onValid` with the values. */
    handleSubmit: (onValid: (values: Record<K, string>) => void) => (e: FormEvent) => {
      e.preventDefault();
      setSubmitted(true);
      setAnswered({});
      if (refs.focusFirst(order, errors)) return;
      onValid(values);
    },
  };
}
