import { describe, expect, it } from 'vitest';
import { classifySubmitAnswer } from './submit-answer';

describe('classifySubmitAnswer (spec 2 §8)', () => {
  it('a success answer submits the form', () => {
    expect(classifySubmitAnswer(201, { success: true, message: 'Form submitted successfully' })).toEqual({
      kind: 'success',
    });
  });

  it("success false gives a 'Warning' with the server message", () => {
    expect(classifySubmitAnswer(200, { success: false, message: 'Seats are full' })).toEqual({
      kind: 'warning',
      message: 'Seats are full',
    });
  });

  it('a message list of { path, msg } (or the errors list) gives field errors', () => {
    expect(classifySubmitAnswer(400, { message: [{ path: 'dob', msg: 'Too young' }] })).toEqual({
      kind: 'field-errors',
      errors: { dob: 'Too young' },
      message: null,
    });
    expect(
      classifySubmitAnswer(400, {
        success: false,
        message: 'Some values are not valid.',
        errors: [{ path: 'gender', msg: 'Pick' }],
      }),
    ).toEqual({ kind: 'field-errors', errors: { gender: 'Pick' }, message: 'Some values are not valid.' });
  });

  it('a message object gives field errors', () => {
    expect(classifySubmitAnswer(422, { message: { first_name: 'Required', year: ['Too late'] } })).toEqual({
      kind: 'field-errors',
      errors: { first_name: 'Required', year: 'Too late' },
      message: null,
    });
  });

  it("a string message gives an 'Error' popup with it; no message gives 'Something went wrong'", () => {
    expect(classifySubmitAnswer(409, { success: false, message: 'You have already applied for this course.' })).toEqual(
      {
        kind: 'error',
        message: 'You have already applied for this course.',
      },
    );
    expect(classifySubmitAnswer(500, undefined)).toEqual({ kind: 'error', message: 'Something went wrong' });
    expect(classifySubmitAnswer(0, undefined)).toEqual({ kind: 'error', message: 'Something went wrong' });
  });
});
