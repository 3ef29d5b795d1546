/**
 * useSchemaForm: the one way to build a form in the web app.
 *
 *   const form = useSchemaForm({
 *     schema: changePasswordRequestSchema,     // a shared zod schema, or () => import(...) of one
 *     initialValues: { current_password: '', new_password: '' },
 *     fieldOfError: { PASSWORD_INCORRECT: 'current_password' },  // API codes shown under a field
 *   });
 *   <form noValidate onSubmit={form.handleSubmit((data) => change.mutateAsync(data))}>
 *     <TextField label={...} {...form.field('current_password')} />
 *     <FieldError message={form.formError} alert />
 *
 * - `values` are what the controls hold; `setValue(name, value | (current) => next)` changes one
 *   (and clears that field's error, and the form's message: it was about the values as they were,
 *   e.g. 'That username is already taken.' must not stay once the username is edited). Pass `values` + `onValuesChange` to keep them elsewhere
 *   (the onboarding draft); otherwise the hook keeps them, from `initialValues`.
 * - `handleSubmit(onValid)` parses the values with the schema. Refused: each field gets the first
 *   message of its issues, and onValid is not called. Accepted: onValid gets the parsed data
 *   (trimmed etc.); if it throws (e.g. `mutateAsync`), the error is mapped with `setServerError`.
 * - `setServerError(error)` maps an ApiError (`{error:{code,message,params?}}`, lib/api.ts): a code
 *   listed in `fieldOfError`, or VALIDATION_FAILED naming a field in `params.field`, goes under
 *   that field; anything else becomes `formError`.
 * - Messages are stored as given and translated at render: zod messages through the `validation`
 *   catalogue (or `errors`, when the schema words a rule with an API error text), API errors
 *   through `errors` (lib/i18n). `setError(name, text)` accepts a zod message
 *   or an already translated text (it passes through unchanged).
 * - `touched` (a field was left), `submitCount` and `isSubmitting` say where the person is.
 *
 * zod is imported for types only: the hook adds no zod to a chunk whose schema loads lazily
 * (the sign-in form, issue #9 data budget).
 */
import type { ErrorCode } from '@dating/shared';
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { isApiError } from '../api';
import { errorText, validationText } from '../i18n';

/** The values of a form: an object of its fields (an interface is fine). */
type Values = object;

/** One message waiting to be shown: translated when rendered, so a language switch follows. */
type Message = { kind: 'validation'; text: string } | { kind: 'api'; error: unknown };

/**
 * The code of each API error text, for a schema that words a rule as the API does. Loaded when
 * the first form mounts, not with the entry: a member's first screen has no form (the /home
 * budget); until then a rule's text is translated as a validation message.
 */
let CODE_OF_MESSAGE = new Map<string, string>();
let codesLoading: Promise<void> | undefined;
function loadCodesOfMessages(): Promise<void> {
  codesLoading ??= import('../englishErrors').then(({ ERROR_MESSAGES }) => {
    CODE_OF_MESSAGE = new Map(Object.entries(ERROR_MESSAGES).map(([code, text]) => [text, code]));
  });
  return codesLoading;
}

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface SchemaFormOptions<V extends Values, O> {
  /** The shared zod schema the values must pass, or a loader of it (a lazily loaded chunk). */
  schema: ZodType<O> | (() => Promise<ZodType<O>>);
  /** The values the form starts with (ignored when `values` is given). */
  initialValues?: V;
  /** Values kept by the caller (controlled form); `onValuesChange` receives every change. */
  values?: V;
  onValuesChange?: (values: V) => void;
  /** API error codes that belong to one field: shown under it rather than above the button. */
  fieldOfError?: Partial<Record<ErrorCode, keyof V & string>>;
}

/** What `field(name)` spreads onto a text input (TextField). */
export interface TextFieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  error: string | undefined;
}

export interface SchemaForm<V extends Values, O> {
  values: V;
  setValue: <K extends keyof V & string>(name: K, value: V[K] | ((current: V[K]) => V[K])) => void;
  /** Replaces every value (e.g. with what the server saved) and clears the messages. */
  reset: (values?: V) => void;
  /** Translated message of each field that has one. */
  errors: Partial<Record<keyof V & string, string>>;
  /** Translated message about the whole form (a refused request), if any. */
  formError: string | undefined;
  /** Sets (or with undefined clears) a field's message; a zod message is translated. */
  setError: (name: keyof V & string, text: string | undefined) => void;
  setFormError: (text: string | undefined) => void;
  /** Clears every message (the values stay). */
  clearErrors: () => void;
  /** Maps a failed request's error onto a field or the form (see the top of this file). */
  setServerError: (error: unknown) => void;
  touched: Partial<Record<keyof V & string, boolean>>;
  submitCount: number;
  isSubmitting: boolean;
  /** The value, change, blur, name and error of a text field. */
  field: (name: StringKeys<V>) => TextFieldBinding;
  /** Checks the values; the parsed data, or undefined after showing the messages. */
  validate: () => Promise<O | undefined>;
  handleSubmit: (
    onValid: (data: O, values: V) => unknown,
  ) => (event?: FormEvent<HTMLFormElement>) => Promise<void>;
}

/** The field an issue path starts with ('interested_in.0' → 'interested_in'). */
function fieldOf(path: readonly PropertyKey[] | string | undefined): string {
  const first = typeof path === 'string' ? path.split('.')[0] : path?.[0];
  return first === undefined ? '' : String(first);
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: in the entry chunk of a member's /home (issue #22, 170 KB): its translation moved to module-level functions measured +17 gzipped bytes
export function useSchemaForm<V extends Values, O>(
  options: SchemaFormOptions<V, O>,
): SchemaForm<V, O> {
  const { t } = useTranslation();
  const [ownValues, setOwnValues] = useState<V>(() => options.initialValues ?? ({} as V));
  const values = options.values ?? ownValues;
  // The latest values, so two changes before a re-render both count (fast toggles).
  const latest = useRef(values);
  latest.current = values;
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const [messages, setMessages] = useState<Record<string, Message>>({});
  useEffect(() => void loadCodesOfMessages(), []);
  const [formMessage, setFormMessage] = useState<Message>();
  const [touched, setTouched] = useState<Partial<Record<keyof V & string, boolean>>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [isSubmitting, setSubmitting] = useState(false);
  const submitting = useRef(false);

  const writeValues = useCallback((next: V) => {
    latest.current = next;
    const { values: controlled, onValuesChange } = optionsRef.current;
    if (!controlled) setOwnValues(next);
    onValuesChange?.(next);
  }, []);

  const setError = useCallback((name: string, text: string | undefined) => {
    setMessages((current) => {
      if (!text && !(name in current)) return current;
      const { [name]: _dropped, ...rest } = current;
      return text ? { ...rest, [name]: { kind: 'validation', text } } : rest;
    });
  }, []);

  const setValue = useCallback(
    <K extends keyof V & string>(name: K, value: V[K] | ((current: V[K]) => V[K])) => {
      const before = latest.current;
      const next =
        typeof value === 'function' ? (value as (current: V[K]) => V[K])(before[name]) : value;
      writeValues({ ...before, [name]: next });
      setError(name, undefined);
      setFormMessage(undefined);
    },
    [writeValues, setError],
  );

  const reset = useCallback(
    (next?: V) => {
      writeValues(next ?? optionsRef.current.initialValues ?? ({} as V));
      setMessages({});
      setFormMessage(undefined);
      setTouched({});
    },
    [writeValues],
  );

  const setServerError = useCallback((error: unknown) => {
    const { fieldOfError } = optionsRef.current;
    if (isApiError(error)) {
      const named =
        fieldOfError?.[error.code] ??
        (error.code === 'VALIDATION_FAILED' ? fieldOf(error.params?.field as string) : '');
      if (named && named in latest.current) {
        setMessages((current) => ({ ...current, [named]: { kind: 'api', error } }));
        return;
      }
    } else {
      console.error('The form could not be sent', error);
    }
    setFormMessage({ kind: 'api', error });
  }, []);

  /** Parses the values; shows each refused field's first message. */
  const checkWith = useCallback((schema: ZodType<O>): { ok: true; data: O } | { ok: false } => {
    const parsed = schema.safeParse(latest.current);
    if (parsed.success) {
      setMessages({});
      return { ok: true, data: parsed.data };
    }
    const found: Record<string, Message> = {};
    let whole: Message | undefined;
    for (const issue of parsed.error.issues) {
      const name = fieldOf(issue.path);
      if (name && name in latest.current) {
        found[name] ??= { kind: 'validation', text: issue.message };
      } else {
        whole ??= { kind: 'validation', text: issue.message };
      }
    }
    setMessages(found);
    if (whole) setFormMessage(whole);
    return { ok: false };
  }, []);

  const check = useCallback(() => {
    const source = optionsRef.current.schema;
    // A loaded schema is checked at once, without a pause: messages (and onValid) come in the
    // same event, as a person expects of a button.
    return typeof source === 'function' ? source().then(checkWith) : checkWith(source);
  }, [checkWith]);

  const validate = useCallback(async () => {
    const checked = await check();
    return checked.ok ? checked.data : undefined;
  }, [check]);

  const handleSubmit = useCallback(
    (onValid: (data: O, values: V) => unknown) => async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (submitting.current) return;
      setSubmitCount((count) => count + 1);
      setFormMessage(undefined);
      const pending = check();
      const checked = pending instanceof Promise ? await pending : pending;
      if (!checked.ok) return;
      submitting.current = true;
      setSubmitting(true);
      try {
        await onValid(checked.data, latest.current);
      } catch (error) {
        setServerError(error);
      } finally {
        submitting.current = false;
        setSubmitting(false);
      }
    },
    [check, setServerError],
  );

  const translate = (message: Message): string => {
    if (message.kind === 'validation') {
      const code = CODE_OF_MESSAGE.get(message.text);
      if (!code) return validationText(message.text, t);
      return t(message.text, {
        ns: 'validation',
        keySeparator: false,
        nsSeparator: false,
        defaultValue: t(code, { ns: ['errors', 'adminErrors'] }),
      });
    }
    const { error } = message;
    // A schema message from the server reads as the form's own; other refusals by their code.
    if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
      return t(error.message, {
        ns: 'validation',
        keySeparator: false,
        nsSeparator: false,
        defaultValue: errorText(error, t),
      });
    }
    return errorText(error, t);
  };

  const errors: Partial<Record<keyof V & string, string>> = {};
  for (const [name, message] of Object.entries(messages)) {
    errors[name as keyof V & string] = translate(message);
  }

  const field = (name: StringKeys<V>): TextFieldBinding => ({
    name,
    value: (values[name] as string | undefined) ?? '',
    onChange: (event) => setValue(name, event.target.value as V[typeof name]),
    onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    error: errors[name],
  });

  return {
    values,
    setValue,
    reset,
    errors,
    formError: formMessage ? translate(formMessage) : undefined,
    setError,
    setFormError: (text) => setFormMessage(text ? { kind: 'validation', text } : undefined),
    clearErrors: () => {
      setMessages({});
      setFormMessage(undefined);
    },
    setServerError,
    touched,
    submitCount,
    isSubmitting,
    field,
    validate,
    handleSubmit,
  };
}
