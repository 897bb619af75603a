import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField } from './date-field';

/** A date field holding its value like a form does; the value is printed so a test can read what the form got. */
function Example({ initial = '', error, latest }: { initial?: string; error?: string; latest?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Date of Birth" required value={value} onChange={setValue} error={error} latest={latest} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
      <button type="button" onClick={() => setValue('1985-07-01')}>
        Restore
      </button>
    </>
  );
}

const formValue = () => screen.getByTestId('value').textContent;

describe('DateField (issue 17: one DD-MM-YYYY date field)', () => {
  it('is a text field with its label, the hint "For example, 27-03-1990" and the latest date it takes', () => {
    render(<Example latest="2008-11-24" />);
    const input = screen.getByLabelText(/^Date of Birth/);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('For example, 27-03-1990. Not later than 24-11-2008.');
  });

  it('shows 8 typed digits as DD-MM-YYYY at once and gives the form YYYY-MM-DD (spec 2 §5)', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const input = screen.getByLabelText(/^Date of Birth/);
    await user.type(input, '2703199');
    expect(input).toHaveValue('2703199');
    await user.type(input, '0');
    expect(input).toHaveValue('27-03-1990');
    expect(formValue()).toBe('1990-03-27');
  });

  it('keeps every digit when they come faster than a frame (nothing of an earlier keystroke is put back)', async () => {
    render(<Example />);
    const input = screen.getByLabelText(/^Date of Birth/) as HTMLInputElement;
    // Each keystroke is rendered (a microtask) before the next, but no frame passes: effects would not have run.
    for (const digit of '15021990') {
      input.value = `${input.value}${digit}`;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await Promise.resolve();
      await Promise.resolve();
    }
    await waitFor(() => expect(input).toHaveValue('15-02-1990'));
    expect(formValue()).toBe('1990-02-15');
  });

  it('reads 8 digits written year first too, and DD-MM-YYYY typed with separators', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const input = screen.getByLabelText(/^Date of Birth/);
    await user.type(input, '19900215');
    expect(input).toHaveValue('15-02-1990');
    expect(formValue()).toBe('1990-02-15');
    await user.clear(input);
    await user.type(input, '7/3/1990');
    expect(formValue()).toBe('1990-03-07');
    await user.tab();
    expect(input).toHaveValue('07-03-1990');
  });

  it('keeps what is not a real date as typed, so the form can say what is wrong (29-02 of a common year, month 00)', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const input = screen.getByLabelText(/^Date of Birth/);
    await user.type(input, '29022023');
    expect(input).toHaveValue('29022023');
    expect(formValue()).toBe('29022023');
    await user.clear(input);
    await user.type(input, '15-00-1990');
    await user.tab();
    expect(input).toHaveValue('15-00-1990');
    expect(formValue()).toBe('15-00-1990');
  });

  it('shows a value set from outside (a restored draft, a reset) as DD-MM-YYYY', async () => {
    const user = userEvent.setup();
    render(<Example initial="1990-02-15" />);
    const input = screen.getByLabelText(/^Date of Birth/);
    expect(input).toHaveValue('15-02-1990');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(input).toHaveValue('01-07-1985');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input).toHaveValue('');
  });

  it('wires its error to the input', () => {
    render(<Example error="Date of birth should be equal to or greater than 18 years." />);
    const input = screen.getByLabelText(/^Date of Birth/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'For example, 27-03-1990 Error: Date of birth should be equal to or greater than 18 years.',
    );
  });
});
