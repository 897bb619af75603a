import type { ChangeEvent, ClipboardEvent, KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Keys a mobile number field ignores (spec 1 §5): e, E, +, -, . and the up and down arrows. */
export const BLOCKED_MOBILE_KEYS = ['e', 'E', '+', '-', '.', 'ArrowUp', 'ArrowDown'];

export function blockMobileKeys(event: KeyboardEvent<HTMLInputElement>): void {
  if (BLOCKED_MOBILE_KEYS.includes(event.key)) event.preventDefault();
}

/** Pasting anything but digits into a mobile number field is refused (spec 1 §5). */
export function blockNonDigitPaste(event: ClipboardEvent<HTMLInputElement>): void {
  const text = event.clipboardData.getData('text');
  if (!/^\d*$/.test(text)) event.preventDefault();
}

/** The one-time code can be neither copied nor pasted (spec 1 §5). */
export function blockClipboard(event: ClipboardEvent<HTMLInputElement>): void {
  event.preventDefault();
}

/** Keeps only digits, up to `max` (a value that slipped past the key filter, e.g. from autofill). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/**
 * The props of a mobile number input around react-hook-form's registration: the key and paste guards,
 * and digits only up to `max` as the visitor types. Call it where the input is rendered, so the field
 * registers in form order (error focus goes to the first invalid field).
 */
export function mobileInputProps(registration: UseFormRegisterReturn, max: number) {
  return {
    ...registration,
    inputMode: 'numeric' as const,
    maxLength: max,
    onKeyDown: blockMobileKeys,
    onPaste: blockNonDigitPaste,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = digitsOnly(event.target.value, max);
      return registration.onChange(event);
    },
  };
}
