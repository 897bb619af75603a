import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities, keepShowablePhotos, keepShowableVideos, videoEmbedUrl } from './gallery-filters';

describe('keepShowablePhotos', () => {
  it('keeps only photos with both a photo_url and a title', () => {
    const photos = [
      { id: 1, photo_url: '/files/a.jpg', title: 'A' },
      { id: 2, photo_url: '', title: 'No address' },
      { id: 3, photo_url: '/files/c.jpg', title: '' },
      { id: 4, photo_url: '/files/d.jpg', title: '   ' },
      { id: 5, photo_url: '/files/e.jpg', title: 'E' },
    ];
    expect(keepShowablePhotos(photos).map((photo) => photo.id)).toEqual([1, 5]);
  });
});

describe('keepShowableVideos', () => {
  it('keeps only videos with both a title and a youtube_url', () => {
    const videos = [
      { id: 1, title: 'A', youtube_url: 'https://www.youtube-nocookie.com/embed/a' },
      { id: 2, title: '', youtube_url: 'https://www.youtube-nocookie.com/embed/b' },
      { id: 3, title: 'C', youtube_url: '' },
      { id: 4, title: 'D', youtube_url: 'https://www.youtube-nocookie.com/embed/d' },
    ];
    expect(keepShowableVideos(videos).map((video) => video.id)).toEqual([1, 4]);
  });
});

describe('decodeHtmlEntities', () => {
  it('decodes named, decimal and hexadecimal escapes', () => {
    expect(decodeHtmlEntities('a?rel=0&amp;modestbranding=1')).toBe('a?rel=0&modestbranding=1');
    expect(decodeHtmlEntities('&lt;b&gt; &quot;x&quot; &#39;y&#39; &#x2F;z')).toBe('<b> "x" \'y\' /z');
  });

  it('leaves unknown or broken escapes alone', () => {
    expect(decodeHtmlEntities('&unknown; &#0; &amp')).toBe('&unknown; &#0; &amp');
  });
});

describe('videoEmbedUrl', () => {
  it('unescapes the stored address before use', () => {
    expect(videoEmbedUrl('https://www.youtube-nocookie.com/embed/iiidemIntro?rel=0&amp;modestbranding=1')).toBe(
      'https://www.youtube-nocookie.com/embed/iiidemIntro?rel=0&modestbranding=1',
    );
  });

  it('accepts only https YouTube embed addresses', () => {
    expect(videoEmbedUrl('https://www.youtube.com/embed/abc')).toBe('https://www.youtube.com/embed/abc');
    expect(videoEmbedUrl('http://www.youtube.com/embed/abc')).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=abc')).toBeNull();
    expect(videoEmbedUrl('https://evil.example/embed/abc')).toBeNull();
    expect(videoEmbedUrl('javascript&#58;alert(1)')).toBeNull();
    expect(videoEmbedUrl('not a url')).toBeNull();
  });
});
