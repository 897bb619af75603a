import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type UploadState, UploadStatus, uploadStateOf } from './upload-status';

const FILE = { name: 'me.jpg' };
const PASSED = { ok: true, message: 'File uploaded successfully' };

describe('uploadStateOf (issue 17: one true state for a file sent with its form)', () => {
  it('is chosen, then uploading while the form is sent, then uploaded once the server kept it', () => {
    const state = (submission: 'editing' | 'sending' | 'sent') =>
      uploadStateOf({ file: FILE, check: PASSED, serverError: undefined, submission });
    expect(state('editing')).toEqual({ kind: 'chosen', fileName: 'me.jpg' });
    expect(state('sending')).toEqual({ kind: 'uploading', fileName: 'me.jpg' });
    expect(state('sent')).toEqual({ kind: 'uploaded' });
  });

  it("is refused with the browser check's message, whatever the submission does", () => {
    const check = { ok: false, message: 'File format should be JPG or PNG' };
    for (const submission of ['editing', 'sending', 'sent'] as const) {
      expect(uploadStateOf({ file: FILE, check, serverError: undefined, submission })).toEqual({
        kind: 'refused',
        message: 'File format should be JPG or PNG',
      });
    }
  });

  it("is refused with the server's message, never uploaded beside it", () => {
    expect(
      uploadStateOf({
        file: FILE,
        check: PASSED,
        serverError: 'File size should be less than 2MB',
        submission: 'sent',
      }),
    ).toEqual({ kind: 'refused', message: 'File size should be less than 2MB' });
  });

  it('is nothing before a file is chosen', () => {
    expect(uploadStateOf({ file: null, check: undefined, serverError: undefined, submission: 'editing' })).toEqual({
      kind: 'none',
    });
  });
});

describe('UploadStatus', () => {
  const show = (state: UploadState) => render(<UploadStatus id="photo-status" state={state} />);

  it('says a chosen file is uploaded when the form is submitted, not that it was uploaded', () => {
    show({ kind: 'chosen', fileName: 'me.jpg' });
    expect(screen.getByRole('status')).toHaveTextContent('Chosen: me.jpg. It is uploaded when you submit the form.');
    expect(screen.queryByText('File uploaded successfully')).not.toBeInTheDocument();
  });

  it('says uploading while the form is sent', () => {
    show({ kind: 'uploading', fileName: 'me.jpg' });
    expect(screen.getByRole('status')).toHaveTextContent('Uploading me.jpg…');
  });

  it("says 'File uploaded successfully' once the server kept it", () => {
    show({ kind: 'uploaded' });
    expect(screen.getByRole('status')).toHaveTextContent('File uploaded successfully');
    expect(screen.getByRole('status')).toHaveClass('form-field__success');
  });

  it('reads a refusal as an error, with only its message', () => {
    show({ kind: 'refused', message: 'File format should be JPG or PNG' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Error: File format should be JPG or PNG');
    expect(status).toHaveClass('form-field__error');
    expect(status).not.toHaveTextContent('File uploaded successfully');
  });

  it('stays in the page, empty, before a file is chosen (a live region must exist before it speaks)', () => {
    show({ kind: 'none' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
