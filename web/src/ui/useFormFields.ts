import { useState, type ChangeEvent } from 'react';

type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** Fields holding exactly `string` (not a narrower union), so any typed text may be stored in them. */
type TextFieldName<V> = {
  [K in keyof V & string]: string extends V[K] ? (V[K] extends string ? K : never) : never;
}[keyof V & string];

/** What `<TextField>` and `<TextAreaField>` need to edit one text field of the form. */
export type TextFieldBinding = {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  error: string | undefined;
};

/**
 * The state every owner form shares: the values, which fields were left, whether Save was pressed,
 * and errors the server pinned on a field. A client error shows once its field was left or the form
 * submitted, so nobody is scolded while still typing; a server error shows at once and clears as
 * soon as its field is edited.
 */
export function useFormFields<V extends object, E extends FieldErrors<V> = FieldErrors<V>>(
  initial: V | (() => V),
  validate: (values: V) => E,
) {
  type Field = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>({});

  const errors = validate(values);

  const shown = (field: Field): string | undefined =>
    serverErrors[field] ?? (submitted || touched[field] ? errors[field] : undefined);

  const set = <K extends Field>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (current[field] === undefined) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest as FieldErrors<V>;
    });
  };

  const touch = (field: Field) => {
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const markSubmitted = () => {
    setSubmitted(true);
  };

  /** Replaces any earlier server error: the latest answer is the one that matters. */
  const showServerError = (field: Field, message: string) => {
    setServerErrors({ [field]: message } as FieldErrors<V>);
  };

  /** Starts over, e.g. after a successful save that empties the form. */
  const reset = (next: V) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  };

  const textFieldProps = (field: TextFieldName<V>): TextFieldBinding => ({
    value: values[field] as string,
    onChange: (event) => {
      set(field, event.target.value as V[TextFieldName<V>]);
    },
    onBlur: () => {
      touch(field);
    },
    error: shown(field),
  });

  return {
    values,
    errors,
    submitted,
    set,
    touch,
    markSubmitted,
    shown,
    showServerError,
    reset,
    textFieldProps,
  };
}
