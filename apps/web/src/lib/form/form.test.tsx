import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer, apiError, deferred } from '../../test/msw';
import { Field } from '../../ui/field';
import { apiRequest } from '../api-client';
import { FormError, useFormRequests, useZodForm } from '.';

const Schema = z.object({
  name: z.string().trim().min(1, 'Name is required.'),
  email: z.string().trim().min(1, 'Email is required.').email('Enter a valid email.'),
});

function ExampleForm() {
  const form = useZodForm(Schema, { defaultValues: { name: '', email: '' } });
  const { submit, pending } = useFormRequests(form);
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={submit(
        (values) => apiRequest('/things', { method: 'POST', body: values, fallback: 'Saving failed.' }),
        {
          fallback: 'Saving failed.',
        },
      )}
    >
      <Field label="Name" error={errors.name?.message} {...form.register('name')} />
      <Field label="Email" error={errors.email?.message} {...form.register('email')} />
      <FormError control={form.control} />
      <button type="submit" aria-busy={pending === 'submit' || undefined}>
        Save
      </button>
    </form>
  );
}

describe('forms', () => {
  it('shows one error per field, focuses the first invalid field and sends nothing', async () => {
    const save = answer('POST', '/api/things', {});
    render(<ExampleForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    expect(save.requests).toHaveLength(0);
  });

  it('sends the parsed values once, however often the button is pressed', async () => {
    const gate = deferred();
    const save = answer('POST', '/api/things', async () => {
      await gate.promise;
      return { ok: true };
    });
    render(<ExampleForm />);
    await userEvent.type(screen.getByLabelText('Name'), '  Nia  ');
    await userEvent.type(screen.getByLabelText('Email'), 'nia@example.com');
    const button = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    await userEvent.dblClick(button);
    gate.release();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(save.requests).toHaveLength(1);
    expect(save.requests[0]?.body).toEqual({ name: 'Nia', email: 'nia@example.com' });
  });

  it("puts a 400's fields next to the inputs, focuses the first, and does not repeat them in the form line", async () => {
    answer('POST', '/api/things', () =>
      apiError(409, 'conflict', 'That email is taken.', { email: 'That email is taken.' }),
    );
    render(<ExampleForm />);
    await userEvent.type(screen.getByLabelText('Name'), 'Nia');
    await userEvent.type(screen.getByLabelText('Email'), 'nia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That email is taken.')).toBeInTheDocument();
    expect(screen.getAllByText('That email is taken.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's message, and fields the form lacks, in the form line, which takes focus", async () => {
    answer('POST', '/api/things', () =>
      apiError(400, 'validation_failed', 'Please check the highlighted fields.', {
        colour: 'Pick a colour.',
      }),
    );
    render(<ExampleForm />);
    await userEvent.type(screen.getByLabelText('Name'), 'Nia');
    await userEvent.type(screen.getByLabelText('Email'), 'nia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please check the highlighted fields. Pick a colour.');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('falls back to the given sentence when the server gives none', async () => {
    answer('POST', '/api/things', () => new Response('oops', { status: 502 }));
    render(<ExampleForm />);
    await userEvent.type(screen.getByLabelText('Name'), 'Nia');
    await userEvent.type(screen.getByLabelText('Email'), 'nia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saving failed.');
  });
});
