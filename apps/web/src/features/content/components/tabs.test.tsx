import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const TABS = ['One', 'Two', 'Three'] as const;
type Tab = (typeof TABS)[number];

function Harness({ initial = 'One' }: { initial?: Tab }) {
  const [selected, setSelected] = useState<Tab>(initial);
  return (
    <Tabs
      label="Example"
      selected={selected}
      onSelect={setSelected}
      tabs={TABS.map((id) => ({ id, label: id, panel: <p>Panel {id}</p> }))}
    />
  );
}

describe('Tabs', () => {
  it('marks the selected tab and shows only its panel, each tab controlling a real panel', () => {
    render(<Harness initial="Two" />);
    expect(screen.getByRole('tablist', { name: 'Example' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    for (const tab of tabs) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    }
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Panel Two');
    expect(screen.getByText('Panel One')).not.toBeVisible();
    expect(screen.getByText('Panel Three')).not.toBeVisible();
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Panel Three')).toBeVisible();
  });

  it('moves focus and selection with the arrow keys, Home and End, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Panel One')).toBeVisible();
  });
});
