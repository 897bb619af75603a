import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Localized, localizedText } from './localized';

describe('content in two languages (issue 14)', () => {
  const course = { title: 'Certificate Course', titleHi: 'प्रमाणपत्र पाठ्यक्रम', place: 'New Delhi', placeHi: '' };

  it('shows the English on an English page', () => {
    expect(localizedText(course, 'title', 'en')).toEqual({ text: 'Certificate Course' });
  });

  it('shows the Hindi on a Hindi page, and the English marked lang="en" where the Hindi is missing', () => {
    expect(localizedText(course, 'title', 'hi')).toEqual({ text: 'प्रमाणपत्र पाठ्यक्रम' });
    expect(localizedText(course, 'place', 'hi')).toEqual({ text: 'New Delhi', lang: 'en' });
    expect(localizedText({ title: '' }, 'title', 'hi')).toEqual({ text: '' });
  });

  it('marks a fallback in the page', () => {
    render(
      <p>
        <Localized value={{ text: 'New Delhi', lang: 'en' }} />
      </p>,
    );
    expect(screen.getByText('New Delhi')).toHaveAttribute('lang', 'en');
  });
});
