import { MSG, newsletterBody } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { errorOf, renderRoutes } from '../test/render-routes';
import { fieldErrorsResolver } from './form-resolver';

function renderForm(loadSchema: () => Promise<typeof newsletterBody>) {
  const onValid = vi.fn();
  function Form() {
    const {
      register,
      handleSubmit,
      formState: { errors },
    } = useForm({ resolver: fieldErrorsResolver(loadSchema), defaultValues: { email: '' } });
    return (
      <form noValidate onSubmit={handleSubmit(onValid)}>
        <label htmlFor="email">Email</label>
        <input id="email" aria-describedby="email-error" {...register('email')} />
        {errors.email && (
          <p id="email-error" role="alert">
            {errors.email.message}
          </p>
        )}
        <button type="submit">Send</button>
      </form>
    );
  }
  return { ...renderRoutes([{ path: '/', Component: Form }], '/'), onValid };
}

describe('fieldErrorsResolver', () => {
  it('validates with the schema it loads, once the form is used', async () => {
    const loadSchema = vi.fn(async () => newsletterBody);
    const { user, onValid } = renderForm(loadSchema);
    expect(loadSchema).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(errorOf('Email')).toBe(MSG.siteEmailRequired));
    expect(onValid).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'Reader@Example.test');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'reader@example.test' });
  });

  it('checks and sends what the form held when submitted, even if a field changes while the check loads', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, onValid } = renderForm(async () => {
      await gate;
      return newsletterBody;
    });
    const field = screen.getByLabelText('Email');
    await user.type(field, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // Typed while the validation code is still on its way: the click above must not send it.
    await user.clear(field);
    await user.type(field, 'reader@example.test');
    release();
    await waitFor(() => expect(errorOf('Email')).not.toBeNull());
    expect(onValid).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'reader@example.test' });
  });

  it('sends nothing and shows the chunk toast when the validation code cannot be fetched', async () => {
    const { user, onValid } = renderForm(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await user.type(screen.getByLabelText('Email'), 'reader@example.test');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(MSG.chunkLoadFailed)).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
    expect(errorOf('Email')).toBeNull();
  });
});
