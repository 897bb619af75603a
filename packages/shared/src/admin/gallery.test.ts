import { describe, expect, it } from 'vitest';
import {
  ADMIN_GALLERY_MESSAGES,
  adminImageFileIssue,
  escapeHtml,
  storedYoutubeEmbed,
  unescapeHtml,
  youtubeVideoId,
  ZAdminPhotoFields,
  ZAdminPhotoForm,
  ZAdminVideoBody,
} from './gallery';

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s'],
    ['http://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&amp;modestbranding=1'],
    ['  https://www.youtube.com/watch?v=dQw4w9WgXcQ  '],
  ])('reads the id of %s', (address) => {
    expect(youtubeVideoId(address)).toBe('dQw4w9WgXcQ');
  });

  it.each([
    ['https://vimeo.com/12345'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/channel/UC1234567890'],
    ['javascript:alert(1)'],
    ['https://evil.example/embed/dQw4w9WgXcQ'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['not an address'],
    [''],
  ])('refuses %s', (address) => {
    expect(youtubeVideoId(address)).toBeNull();
  });
});

describe('storedYoutubeEmbed', () => {
  it('stores the privacy-enhanced embed address, HTML-escaped like the seeded videos', () => {
    expect(storedYoutubeEmbed('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&amp;modestbranding=1',
    );
  });

  it('gives the same stored form when fed its own output (forms may send it back)', () => {
    const once = storedYoutubeEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(storedYoutubeEmbed(once ?? '')).toBe(once);
  });
});

describe('escapeHtml / unescapeHtml', () => {
  it('round-trips every special character', () => {
    const value = `a&b<c>d"e'f &amp;`;
    expect(escapeHtml(value)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f &amp;amp;');
    expect(unescapeHtml(escapeHtml(value))).toBe(value);
  });
});

describe('ZAdminPhotoFields', () => {
  const valid = { title: ' Campus ', category_id: '2', sort_order: '3', published: 'true' };

  it('parses the multipart text fields into a trimmed title, numbers and a boolean', () => {
    expect(ZAdminPhotoFields.parse(valid)).toEqual({
      title: 'Campus',
      titleHi: '',
      category_id: 2,
      sort_order: 3,
      published: true,
    });
    expect(ZAdminPhotoFields.parse({ ...valid, titleHi: ' परिसर ' }).titleHi).toBe('परिसर');
  });

  it.each([
    [{ ...valid, title: '   ' }, 'title', ADMIN_GALLERY_MESSAGES.titleRequired],
    [{ ...valid, title: 'x'.repeat(201) }, 'title', ADMIN_GALLERY_MESSAGES.titleTooLong],
    [{ ...valid, titleHi: 'क'.repeat(201) }, 'titleHi', 'The title (Hindi) must be at most 200 characters.'],
    [{ ...valid, category_id: '3' }, 'category_id', ADMIN_GALLERY_MESSAGES.photoCategory],
    [{ ...valid, sort_order: '-1' }, 'sort_order', ADMIN_GALLERY_MESSAGES.sortOrder],
    [{ ...valid, sort_order: '1.5' }, 'sort_order', ADMIN_GALLERY_MESSAGES.sortOrder],
    [{ ...valid, published: 'yes' }, 'published', ADMIN_GALLERY_MESSAGES.published],
  ])('rejects %o under %s', (input, path, message) => {
    const result = ZAdminPhotoFields.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path.join('.') === path)?.message).toBe(message);
  });

  it('rejects unknown fields', () => {
    expect(ZAdminPhotoFields.safeParse({ ...valid, photo_url: '/x.jpg' }).success).toBe(false);
  });

  it('has a form variant whose published flag is a checkbox boolean', () => {
    expect(ZAdminPhotoForm.parse({ ...valid, published: false }).published).toBe(false);
  });
});

describe('ZAdminVideoBody', () => {
  const valid = {
    title: 'Intro',
    youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    category_id: 1,
    sort_order: 0,
    published: true,
  };

  it('turns the address into the stored embed address', () => {
    expect(ZAdminVideoBody.parse(valid).youtube_url).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&amp;modestbranding=1',
    );
  });

  it.each([
    [{ ...valid, youtube_url: 'https://vimeo.com/1' }],
    [{ ...valid, sort_order: '1' }],
    [{ ...valid, sort_order: Number.NaN }],
    [{ ...valid, published: 'true' }],
    [{ ...valid, category_id: 0 }],
    [{ ...valid, extra: 1 }],
  ])('rejects %o', (input) => {
    expect(ZAdminVideoBody.safeParse(input).success).toBe(false);
  });
});

describe('adminImageFileIssue', () => {
  it('accepts JPEG and PNG up to 10 MB only', () => {
    expect(adminImageFileIssue({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(adminImageFileIssue({ type: 'image/gif', size: 10 })).toBe('Please upload a JPG or PNG image.');
    expect(adminImageFileIssue({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe(
      'The file must be 10 MB or less.',
    );
  });
});
