import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, type TabsMount } from './tabs';

const TABS = ['One', 'Two', 'Three'] as const;
type Tab = (typeof TABS)[number];

function Harness({ initial = 'One', mount }: { initial?: Tab; mount?: TabsMount }) {
  const [selected, setSelected] = useState<Tab>(initial);
  return (
    <Tabs
      label="Example"
      selected={selected}
      onSelect={setSelected}
      mount={mount}
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

  it('makes the shown panel a tab stop, so keyboard users reach a panel that starts with plain text', () => {
    render(<Harness initial="Two" />);
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveAttribute('tabindex', '0');
  });

  it("mounts only the shown panel with mount 'selected', every tab still controlling a panel", async () => {
    const user = userEvent.setup();
    render(<Harness mount="selected" />);
    expect(screen.queryByText('Panel Two')).toBeNull();
    for (const tab of screen.getAllByRole('tab')) {
      expect(document.getElementById(tab.getAttribute('aria-controls') ?? '')).toHaveAttribute('role', 'tabpanel');
    }
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByText('Panel Two')).toBeVisible();
    expect(screen.queryByText('Panel One')).toBeNull();
  });

  it("mounts a panel on its tab's first selection and keeps it with mount 'once-selected'", async () => {
    const user = userEvent.setup();
    render(<Harness mount="once-selected" />);
    expect(screen.queryByText('Panel Two')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByText('Panel Two')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'One' }));
    expect(screen.getByText('Panel Two')).not.toBeVisible();
    expect(screen.queryByText('Panel Three')).toBeNull();
  });
});
