import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Wizard } from './Wizard';
import { resolveStepIndex, WizardStepper } from './WizardStepper';

const steps = [
  { id: 'account', label: 'Choose account' },
  { id: 'amount', label: 'Amount' },
  { id: 'review', label: 'Review' },
  { id: 'confirm', label: 'Confirm' },
];

describe('WizardStepper', () => {
  it('is an ordered list in a group named Progress, marking current and completed steps', () => {
    render(<WizardStepper steps={steps} currentStep={2} />);
    const group = screen.getByRole('group', { name: 'Progress' });
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(group).toContainElement(list);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'step',
      null,
    ]);
    expect(items[0]).toHaveTextContent('Choose account completed');
    expect(items[1]).toHaveTextContent('Amount completed');
    expect(items[2]).not.toHaveTextContent('completed');
    expect(items[3]).not.toHaveTextContent('completed');
    expect(items[0]?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(items[3]?.querySelector('svg')).toBeNull();
    expect(items.map((item) => item.dataset.state)).toEqual([
      'completed',
      'completed',
      'current',
      'upcoming',
    ]);
  });

  it('accepts the current step by id and writes the compact mobile summary', () => {
    render(<WizardStepper steps={steps} currentStep="amount" />);
    expect(screen.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Step 2 of 4:').parentElement).toHaveTextContent('Step 2 of 4: Amount');
  });

  it('resolves indexes and ids, clamping unknown values', () => {
    expect(resolveStepIndex(steps, 'review')).toBe(2);
    expect(resolveStepIndex(steps, 'missing')).toBe(0);
    expect(resolveStepIndex(steps, 9)).toBe(3);
    expect(resolveStepIndex([], 0)).toBe(0);
  });
});

function StatefulWizard({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const [index, setIndex] = useState(0);
  return (
    <Wizard
      steps={steps}
      currentStep={index}
      focusOnMount={focusOnMount}
      backAction={
        <button type="button" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          Back
        </button>
      }
      nextAction={
        <button type="button" onClick={() => setIndex(index + 1)}>
          Next
        </button>
      }
    >
      <p>Step content</p>
    </Wizard>
  );
}

describe('Wizard', () => {
  it('titles the step with an h2 that can take focus, defaulting to the step label', () => {
    render(
      <Wizard steps={steps} currentStep="review">
        Content
      </Wizard>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Review' });
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('uses a custom title when given', () => {
    render(
      <Wizard steps={steps} currentStep={2} title="Check your transfer">
        Content
      </Wizard>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Check your transfer' }),
    ).toBeInTheDocument();
  });

  it('does not steal focus on first render, even in StrictMode', () => {
    render(
      <StrictMode>
        <StatefulWizard />
      </StrictMode>,
    );
    expect(screen.getByRole('heading', { level: 2 })).not.toHaveFocus();
  });

  it('focuses the heading on first render with focusOnMount', () => {
    render(<StatefulWizard focusOnMount />);
    expect(screen.getByRole('heading', { level: 2, name: 'Choose account' })).toHaveFocus();
  });

  it('moves focus to the new heading on every step change, forward and back', async () => {
    render(
      <StrictMode>
        <StatefulWizard />
      </StrictMode>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Amount' })).toHaveFocus();
    // The focused heading keeps the step's words and says where the step is (issue 28).
    expect(screen.getByRole('heading', { level: 2 })).toHaveAccessibleDescription('Step 2 of 4');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Review' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Amount' })).toHaveFocus();
    expect(screen.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
  });

  it('places the back action before the next action and omits the bar without actions', () => {
    const { rerender } = render(<StatefulWizard />);
    const [back, next] = screen.getAllByRole('button');
    expect(back).toHaveAccessibleName('Back');
    expect(next).toHaveAccessibleName('Next');
    rerender(
      <Wizard steps={steps} currentStep={0}>
        Content
      </Wizard>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
