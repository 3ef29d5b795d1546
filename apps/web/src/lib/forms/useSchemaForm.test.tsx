import { changePasswordRequestSchema, passwordSchema, signUpRequestSchema } from '@dating/shared';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '../../ui';
import { ApiError } from '../api';
import i18n from '../i18n';
import { FieldError } from './FieldError';
import { useSchemaForm } from './useSchemaForm';

const empty = { username: '', password: '' };
const shortPassword = passwordSchema.safeParse('short').error?.issues[0]?.message ?? '';

function SignUpForm({ onValid }: { onValid: (data: unknown) => unknown }) {
  const form = useSchemaForm({
    schema: signUpRequestSchema,
    initialValues: empty,
    fieldOfError: { USERNAME_TAKEN: 'username' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField label="Username" {...form.field('username')} />
      <TextField label="Password" type="password" {...form.field('password')} />
      <FieldError message={form.formError} alert />
      <p>{form.isSubmitting ? 'sending' : `submitted ${form.submitCount}`}</p>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the first message of each refused field and does not call onValid', () => {
    const onValid = vi.fn();
    render(<SignUpForm onValid={onValid} />);
    fireEvent.input(screen.getByLabelText('Username'), { target: { value: 'ab' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByText('Username must be at least 3 characters.')).toBeInTheDocument();
    expect(screen.getByText(shortPassword)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it("clears a field's message when it changes, and passes the parsed (trimmed) data", async () => {
    const onValid = vi.fn();
    render(<SignUpForm onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.input(screen.getByLabelText('Username'), { target: { value: '  thida ' } });
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'long enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    // A loaded schema answers within the click: no pause before onValid.
    expect(onValid).toHaveBeenCalledWith(
      { username: 'thida', password: 'long enough' },
      { username: '  thida ', password: 'long enough' },
    );
    expect(await screen.findByText('submitted 2')).toBeInTheDocument();
  });

  it("puts a listed API error under its field, and any other as the form's alert", async () => {
    const taken = new ApiError(409, 'USERNAME_TAKEN', 'taken');
    const onValid = vi.fn().mockRejectedValueOnce(taken);
    render(<SignUpForm onValid={onValid} />);
    fireEvent.input(screen.getByLabelText('Username'), { target: { value: 'thida' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'long enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The catalogue's text for the code, not the server's raw message.
    expect(await screen.findByText('That username is already taken.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    onValid.mockRejectedValueOnce(new ApiError(429, 'RATE_LIMITED', 'slow down'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it("clears a refused request's messages once the person edits what was sent", async () => {
    const onValid = vi.fn().mockRejectedValueOnce(new ApiError(409, 'USERNAME_TAKEN', 'taken'));
    render(<SignUpForm onValid={onValid} />);
    fireEvent.input(screen.getByLabelText('Username'), { target: { value: 'thida' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'long enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('That username is already taken.')).toBeInTheDocument();
    fireEvent.input(screen.getByLabelText('Username'), { target: { value: 'thida2' } });
    expect(screen.queryByText('That username is already taken.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');

    // A message about the whole form goes too: it was about the values as they were.
    onValid.mockRejectedValueOnce(new ApiError(429, 'RATE_LIMITED', 'slow down'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'longer still' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("maps the server's VALIDATION_FAILED to the field it names, in the reader's language", async () => {
    const { result } = renderHook(() =>
      useSchemaForm({
        schema: changePasswordRequestSchema,
        initialValues: { current_password: 'old', new_password: 'short' },
      }),
    );
    act(() =>
      result.current.setServerError(
        new ApiError(400, 'VALIDATION_FAILED', shortPassword, { field: 'new_password' }),
      ),
    );
    expect(result.current.errors.new_password).toBe(shortPassword);
    expect(result.current.formError).toBeUndefined();

    await act(() => i18n.changeLanguage('my'));
    const burmese = i18n.t(shortPassword, { ns: 'validation', keySeparator: false });
    expect(burmese).not.toBe(shortPassword);
    expect(result.current.errors.new_password).toBe(burmese);
  });

  it('loads a lazily loaded schema before checking', async () => {
    const schema = z.object({ name: z.string().min(1, 'Please enter your first name.') });
    const load = vi.fn(async () => schema);
    const { result } = renderHook(() =>
      useSchemaForm({ schema: load, initialValues: { name: '' } }),
    );
    await act(() => result.current.handleSubmit(() => undefined)());
    expect(load).toHaveBeenCalledOnce();
    expect(result.current.errors.name).toBe('Please enter your first name.');
  });

  it('keeps controlled values with the caller; quick changes build on each other', () => {
    const store = { values: { picks: [] as string[] } };
    const onValuesChange = vi.fn((next: typeof store.values) => {
      store.values = next;
    });
    const { result } = renderHook(() =>
      useSchemaForm({ schema: z.object({ picks: z.array(z.string()) }), ...store, onValuesChange }),
    );
    act(() => {
      result.current.setValue('picks', (picks) => [...picks, 'Man']);
      result.current.setValue('picks', (picks) => [...picks, 'Woman']);
    });
    expect(store.values).toEqual({ picks: ['Man', 'Woman'] });
  });

  it('sends once while a submission is under way, and says so', async () => {
    let finish: () => void = () => {};
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() =>
      useSchemaForm({ schema: signUpRequestSchema, initialValues: { ...empty } }),
    );
    act(() => {
      result.current.setValue('username', 'thida');
      result.current.setValue('password', 'long enough');
    });
    const submit = result.current.handleSubmit(onValid);
    act(() => {
      void submit();
    });
    await waitFor(() => expect(result.current.isSubmitting).toBe(true));
    await act(() => submit());
    expect(onValid).toHaveBeenCalledOnce();
    act(() => finish());
    await waitFor(() => expect(result.current.isSubmitting).toBe(false));
  });

  it('marks a field touched when it is left, and reset() starts afresh', () => {
    const { result } = renderHook(() =>
      useSchemaForm({ schema: signUpRequestSchema, initialValues: { ...empty } }),
    );
    act(() => result.current.field('username').onBlur());
    act(() => result.current.setError('password', 'Password is required.'));
    expect(result.current.touched).toEqual({ username: true });
    expect(result.current.errors.password).toBe('Password is required.');

    act(() => result.current.reset({ username: 'thida', password: '' }));
    expect(result.current.values.username).toBe('thida');
    expect(result.current.touched).toEqual({});
    expect(result.current.errors).toEqual({});
  });
});
