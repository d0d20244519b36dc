import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';

const tabs: TabItem<'one' | 'two' | 'three'>[] = [
  { id: 'one', label: 'One', panel: <p>First panel</p> },
  { id: 'two', label: 'Two', panel: <p>Second panel</p> },
  { id: 'three', label: 'Three', panel: <p>Third panel</p> },
];

describe('Tabs', () => {
  it('is a named tablist with the first tab selected and its panel shown', () => {
    render(<Tabs aria-label="Sections" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    const one = screen.getByRole('tab', { name: 'One', selected: true });
    expect(one).toHaveAttribute('data-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('First panel');
    expect(screen.queryByText('Second panel')).not.toBeInTheDocument();
  });

  it('can be named by a visible heading', () => {
    render(
      <>
        <h2 id="heading">Card details</h2>
        <Tabs aria-labelledby="heading" tabs={tabs} />
      </>,
    );
    expect(screen.getByRole('tablist', { name: 'Card details' })).toBeInTheDocument();
  });

  it('starts on defaultSelectedKey', () => {
    render(<Tabs aria-label="Sections" tabs={tabs} defaultSelectedKey="two" />);
    expect(screen.getByRole('tab', { name: 'Two', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Second panel');
  });

  it('moves the selection with arrow keys, wraps, and reports the id', async () => {
    const onSelectionChange = vi.fn();
    render(<Tabs aria-label="Sections" tabs={tabs} onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two', selected: true })).toHaveFocus();
    expect(onSelectionChange).toHaveBeenLastCalledWith('two');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three', selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Third panel');
  });

  it('is one Tab stop before the panel', async () => {
    render(<Tabs aria-label="Sections" tabs={tabs} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('follows a controlled selectedKey', async () => {
    function Controlled() {
      const [selected, setSelected] = useState<'one' | 'two' | 'three'>('one');
      return (
        <>
          <Tabs
            aria-label="Sections"
            tabs={tabs}
            selectedKey={selected}
            onSelectionChange={setSelected}
          />
          <output>{selected}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tab', { name: 'Three', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('three');
  });

  it('skips and refuses a disabled tab', async () => {
    render(
      <Tabs
        aria-label="Sections"
        tabs={tabs.map((tab) => (tab.id === 'two' ? { ...tab, isDisabled: true } : tab))}
      />,
    );
    const two = screen.getByRole('tab', { name: 'Two' });
    expect(two).toHaveAttribute('aria-disabled', 'true');
    expect(two).toHaveAttribute('data-disabled', 'true');
    await userEvent.click(two);
    expect(screen.getByRole('tab', { name: 'One', selected: true })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Three', selected: true })).toHaveFocus();
  });
});
