import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n } from '../../lib/i18n/runtime';
import { errorEntries, FormErrorSummary } from './form-error-summary';
import { TextField } from './form-fields';

const ZExample = z.object({
  name: z.string().min(1, 'Name is required.'),
  address: z.object({ line1: z.string().min(1, 'Address line 1 is required.') }),
});
type TExample = z.infer<typeof ZExample>;

function ExampleForm() {
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<TExample>({ resolver: zodResolver(ZExample), defaultValues: { name: '', address: { line1: '' } } });
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <FormErrorSummary errors={errors} submitCount={submitCount} />
      <TextField label="Full name" required error={errors.name?.message} {...register('name')} />
      <TextField label="Address line 1" error={errors.address?.line1?.message} {...register('address.line1')} />
      <button type="submit">Save</button>
    </form>
  );
}

afterEach(() => {
  document.title = '';
});

describe('the GOV.UK error summary of a form', () => {
  it('shows nothing before a submit attempt', () => {
    document.title = 'Profile | IIIDEM';
    render(<ExampleForm />);
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).toBeNull();
    expect(document.title).toBe('Profile | IIIDEM');
  });

  it('after a failed submit, lists each error with its field label, takes focus, and puts "Error:" in the title', async () => {
    i18n.activate('en');
    document.title = 'Profile | IIIDEM';
    const user = userEvent.setup();
    render(<ExampleForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(document.title).toBe('Error: Profile | IIIDEM');
    const nameLink = screen.getByRole('link', { name: 'Full name: Name is required.' });
    expect(screen.getByRole('link', { name: 'Address line 1: Address line 1 is required.' })).toBeInTheDocument();

    await user.click(nameLink);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();

    // Once every field is right the summary goes, and the title is the page's own again.
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Asha');
    await user.type(screen.getByRole('textbox', { name: 'Address line 1' }), "Collector's Office, Room 4");
    await waitFor(() => expect(screen.queryByRole('region', { name: 'There is a problem' })).toBeNull());
    expect(document.title).toBe('Profile | IIIDEM');
  });

  it('says "त्रुटि:" in the title of a Hindi page', async () => {
    i18n.activate('hi');
    document.title = 'प्रोफ़ाइल | IIIDEM';
    const user = userEvent.setup();
    render(<ExampleForm />);
    await user.click(screen.getByRole('button'));
    await screen.findByRole('heading', { name: 'एक समस्या है' });
    expect(document.title).toBe('त्रुटि: प्रोफ़ाइल | IIIDEM');
  });

  it('finds the messages of nested fields by their full names', () => {
    expect(
      errorEntries({
        name: { type: 'too_small', message: 'Name is required.' },
        address: { line1: { type: 'too_small', message: 'Line 1 is required.' } },
      }),
    ).toEqual([
      { name: 'name', message: 'Name is required.' },
      { name: 'address.line1', message: 'Line 1 is required.' },
    ]);
  });
});
