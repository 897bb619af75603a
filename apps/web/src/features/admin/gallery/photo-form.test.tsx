import { ADMIN_GALLERY_MESSAGES, type TAdminPhoto } from '@iiidem/shared/admin/gallery';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/render-with-api';
import { PhotoForm } from './photo-form';

const saved: TAdminPhoto = {
  id: 9,
  category_id: 2,
  title: 'Mock poll',
  titleHi: 'मॉक पोल',
  photo_url: '/files/gallery/abc.jpg',
  width: 1200,
  height: 800,
  sort_order: 0,
  published: true,
  variants: [],
};

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'campus.png', { type: 'image/png' });

function renderForm(photo?: TAdminPhoto) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  render(<PhotoForm photo={photo} defaultCategory={2} onSaved={onSaved} onCancel={onCancel} />);
  return { onSaved, onCancel };
}

describe('PhotoForm', () => {
  beforeEach(() => {
    window.localStorage.setItem('accessToken', 'staff-token');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('asks for a title and a photo before sending anything', async () => {
    const api = mockApi(() => ok({ success: true, data: saved }));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText(ADMIN_GALLERY_MESSAGES.titleRequired)).toBeTruthy();
    expect(screen.getByText(ADMIN_GALLERY_MESSAGES.photoRequired)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Title(?! \(Hindi\))/ }).getAttribute('aria-invalid')).toBe('true');
    expect(api).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a JPG or PNG, and a display order that is not a number', async () => {
    const api = mockApi(() => undefined);
    renderForm();
    const user = userEvent.setup({ applyAccept: false });
    await user.type(screen.getByRole('textbox', { name: /^Title(?! \(Hindi\))/ }), 'Campus');
    const order = screen.getByRole('textbox', { name: /Display order/ });
    await user.clear(order);
    await user.type(order, 'first');
    await user.upload(screen.getByLabelText(/^Photo/), new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Please upload a JPG or PNG image.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText(ADMIN_GALLERY_MESSAGES.sortOrder)).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('sends the fields and the photo as multipart and reports the saved photo', async () => {
    let sent: FormData | undefined;
    const api = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      sent = init?.body as FormData;
      return new Response(JSON.stringify({ success: true, message: 'Photo added.', data: saved }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    });
    const { onSaved } = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Title(?! \(Hindi\))/ }), 'Mock poll');
    await user.type(screen.getByRole('textbox', { name: 'Title (Hindi)' }), 'मॉक पोल');
    await user.upload(screen.getByLabelText(/^Photo/), png());
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved, 'Photo added.'));
    expect(api).toHaveBeenCalledTimes(1);
    expect(String(api.mock.calls[0]?.[0])).toBe('/api/admin/photos');
    expect(sent?.get('title')).toBe('Mock poll');
    expect(sent?.get('titleHi')).toBe('मॉक पोल');
    expect(sent?.get('category_id')).toBe('2');
    expect(sent?.get('sort_order')).toBe('0');
    expect(sent?.get('published')).toBe('true');
    expect((sent?.get('photo') as File | null)?.name).toBe('campus.png');
  });

  it("shows the server's field errors under the fields", async () => {
    mockApi(() => ({
      status: 400,
      body: {
        success: false,
        message: 'Please upload a JPG or PNG image.',
        errors: [{ path: 'photo', msg: 'Please upload a JPG or PNG image.' }],
      },
    }));
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Title(?! \(Hindi\))/ }), 'Renamed page');
    await user.upload(screen.getByLabelText(/^Photo/), png());
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    const input = screen.getByLabelText(/^Photo/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described.split(' ').at(-1) ?? '')?.textContent).toContain(
      'Please upload a JPG or PNG image.',
    );
  });

  it('edits without a new image: the photo is optional then', async () => {
    const api = mockApi(() => ok({ success: true, message: 'Photo saved.', data: saved }));
    const { onSaved } = renderForm(saved);
    expect(screen.getByRole('img', { name: 'Current: Mock poll' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: /Published/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save photo' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(String(api.mock.calls[0]?.[0])).toBe('/api/admin/photos/9');
    expect(api.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(((api.mock.calls[0]?.[1]?.body as FormData) ?? new FormData()).get('published')).toBe('false');
  });
});
