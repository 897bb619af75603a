import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/runtime';
import { CaptchaField } from './captcha-field';
import type { Captcha, CaptchaState } from './use-captcha';

function captchaWithId(id: string): Captcha {
  return { captcha_id: id, image: 'data:image/png;base64,iVBORw0KGgo=', width: 180, height: 50, expires_in: 300 };
}

function stateOf(captcha: Captcha | undefined, reload = vi.fn()): CaptchaState {
  return { captcha, loading: false, failed: false, reload, settled: async () => captcha };
}

function audioPlayer(name: string): HTMLAudioElement {
  const audio = screen.getByLabelText(name);
  expect(audio.tagName).toBe('AUDIO');
  return audio as HTMLAudioElement;
}

describe('CaptchaField: the audio captcha (issue 16)', () => {
  it('offers the spoken challenge next to the picture, with text that says how to use it', () => {
    render(<CaptchaField state={stateOf(captchaWithId('c-1'))} inputProps={{ name: 'captcha' }} />);
    const audio = audioPlayer('Play audio captcha');
    expect(audio).toHaveAttribute('controls');
    // Fetched only when played: a page view does not cost a WAV.
    expect(audio).toHaveAttribute('preload', 'none');
    expect(audio.getAttribute('src')).toBe('/api/captcha/c-1/audio?lang=en');
    expect(audio).toHaveAccessibleDescription(
      /^Cannot see the picture\? Play the audio captcha: listen to the characters and type them in the box below\./,
    );
    expect(screen.getByRole('textbox', { name: /Enter the captcha/ })).toBeInTheDocument();
  });

  it('renews the audio with the picture: Reload Captcha asks for a new challenge, whose audio replaces the old', async () => {
    const reload = vi.fn();
    const { rerender } = render(<CaptchaField state={stateOf(captchaWithId('c-1'), reload)} inputProps={{}} />);
    const first = audioPlayer('Play audio captcha');
    await userEvent.click(screen.getByRole('button', { name: 'Reload Captcha' }));
    expect(reload).toHaveBeenCalledTimes(1);
    rerender(<CaptchaField state={stateOf(captchaWithId('c-2'), reload)} inputProps={{}} />);
    const second = audioPlayer('Play audio captcha');
    expect(second.getAttribute('src')).toBe('/api/captcha/c-2/audio?lang=en');
    expect(second).not.toBe(first);
  });

  it('shows no audio while there is no challenge', () => {
    render(<CaptchaField state={{ ...stateOf(undefined), failed: true }} inputProps={{}} />);
    expect(screen.queryByLabelText('Play audio captcha')).not.toBeInTheDocument();
  });

  it('speaks Hindi on a Hindi page, with the text in Hindi', () => {
    i18n.activate('hi');
    render(<CaptchaField state={stateOf(captchaWithId('c-3'))} inputProps={{}} />);
    const audio = audioPlayer('ऑडियो कैप्चा चलाएँ');
    expect(audio.getAttribute('src')).toBe('/api/captcha/c-3/audio?lang=hi');
    expect(audio).toHaveAccessibleDescription(/^चित्र नहीं देख पा रहे\? ऑडियो कैप्चा चलाएँ/);
  });
});
