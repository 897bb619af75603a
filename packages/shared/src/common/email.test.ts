import { describe, expect, it } from 'vitest';
import { emailIssue } from './email';

describe('the e-mail rule of spec 1 §5', () => {
  it("e-mail: empty accepted, otherwise 'Please enter a valid email'", () => {
    expect(emailIssue('')).toBeNull();
    expect(emailIssue('a@b.in')).toBeNull();
    expect(emailIssue('a@b')).toBe('Please enter a valid email');
    expect(emailIssue('a b@c.in')).toBe('Please enter a valid email');
  });
});
