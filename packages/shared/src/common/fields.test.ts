import { describe, expect, it } from 'vitest';
import { fourDigitsIssue, freeTextField, landlineIssue, sanitizedTextField, yearIssue } from './fields';
import { isSanitized, removedCharacters } from './sanitize-text';

describe('shared helpers of spec 1 §5', () => {
  it("four-digit field: 'Must be exactly 4 digits.'", () => {
    expect(fourDigitsIssue('202')).toBe('Must be exactly 4 digits.');
    expect(fourDigitsIssue('20a4')).toBe('Must be exactly 4 digits.');
    expect(fourDigitsIssue('2024')).toBeNull();
  });

  it("year: 'Year cannot be greater than the current year ({year}).'", () => {
    expect(yearIssue('2026', 2025)).toBe('Year cannot be greater than the current year (2025).');
    expect(yearIssue('2025', 2025)).toBeNull();
    expect(yearIssue('99', 2025)).toBe('Must be exactly 4 digits.');
  });

  it('landline: 6 to 15 digits', () => {
    expect(landlineIssue('12345')).toBe('Phone number must be between 6 to 15 digits.');
    expect(landlineIssue('01123456789')).toBeNull();
  });

  it("work place and designation: 'Input fields must not exceed {n} characters.'", () => {
    const field100 = sanitizedTextField({ max: 100 });
    const field200 = sanitizedTextField({ max: 200 });
    expect(field100.safeParse('a'.repeat(101)).error?.issues[0]?.message).toBe(
      'Input fields must not exceed 100 characters.',
    );
    expect(field200.safeParse('a'.repeat(201)).error?.issues[0]?.message).toBe(
      'Input fields must not exceed 200 characters.',
    );
    expect(field200.safeParse('a'.repeat(200)).success).toBe(true);
  });

  it('a sanitised field refuses what the sanitiser would strip, and counts a missing value as empty', () => {
    const field = sanitizedTextField({ max: 100, required: 'Required.' });
    expect(field.safeParse('<b>').error?.issues[0]?.message).toBe(
      'Only letters, digits, spaces and the characters @ . _ / + - are allowed.',
    );
    expect(field.safeParse(undefined).error?.issues[0]?.message).toBe('Required.');
    expect(field.parse('  Nirvachan Sadan  ')).toBe('Nirvachan Sadan');
    expect(isSanitized('Plot 4/B, Sector-8')).toBe(false);
    expect(isSanitized('Plot 4/B Sector-8')).toBe(true);
  });

  it('a free-text field keeps ordinary punctuation and line breaks, and refuses markup and braces with a message', () => {
    const field = freeTextField({ max: 200 });
    expect(field.parse('  Collector\'s Office, Room 4\n(North) ; #3 & 4: 50% done? Yes! "Ward" ’A’  ')).toBe(
      'Collector\'s Office, Room 4\n(North) ; #3 & 4: 50% done? Yes! "Ward" ’A’',
    );
    for (const refused of ['<script>', 'a {b}', 'x = y', 'tab*', 'a\u0000b']) {
      expect(field.safeParse(refused).error?.issues[0]?.message).toBe(
        'Only letters, digits, spaces, line breaks and the characters . , \' ( ) ; : # & ? ! % " @ _ / + - are allowed.',
      );
    }
  });

  it('names what the name sanitiser took out, each character once', () => {
    expect(removedCharacters("D'Souza, (Jr)", 'DSouza Jr')).toBe("' , ( )");
    expect(removedCharacters('Asha', 'Asha')).toBe('');
    expect(removedCharacters('  Asha', 'Asha')).toBe('');
  });
});
