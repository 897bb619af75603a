import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const ITEMS = [
  { id: 'a', heading: 'First', content: <p>First content</p> },
  { id: 'b', heading: 'Second', content: <p>Second content</p> },
  { id: 'c', heading: 'Third', content: <p>Third content</p> },
];

describe('Accordion', () => {
  it('opens the first item by default and keeps the others closed (spec 2 §4)', () => {
    render(<Accordion items={ITEMS} headingLevel={3} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false']);
    expect(screen.getByText('First content')).toBeVisible();
    expect(screen.getByText('Second content')).not.toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'First' })).toContainElement(buttons[0] as HTMLElement);
    expect(screen.getByRole('region', { name: 'First' })).toHaveTextContent('First content');
    expect(buttons[0]).toHaveAttribute('aria-controls', screen.getByRole('region', { name: 'First' }).id);
  });

  it('opens and closes each item on its own', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    await user.click(screen.getByRole('button', { name: 'Second' }));
    expect(screen.getByText('Second content')).toBeVisible();
    expect(screen.getByText('First content')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByRole('button', { name: 'First' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('First content')).not.toBeVisible();
  });

  it('can start with other items open', () => {
    render(<Accordion items={ITEMS} initiallyOpen={['c']} />);
    expect(screen.getByRole('button', { name: 'First' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Third' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('can be a list of its items', () => {
    render(<Accordion items={ITEMS} asList />);
    const list = screen.getByRole('list');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(list).toContainElement(screen.getByRole('button', { name: 'Third' }));
  });
});
