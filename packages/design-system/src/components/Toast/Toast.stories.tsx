import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, ToastRegion, useToast } from './Toast';
import { ToastQueue, type ToastOptions } from './ToastQueue';

/** A fresh queue per mounted story, optionally already showing a toast (kept open for the axe audit). */
function useStoryQueue(initial?: ToastOptions) {
  const [queue] = useState(() => {
    const created = new ToastQueue();
    if (initial) created.show({ timeout: null, ...initial });
    return created;
  });
  return queue;
}

function Showing({ toast }: { toast: ToastOptions }) {
  const queue = useStoryQueue(toast);
  return <ToastRegion queue={queue} />;
}

const meta = {
  title: 'Overlays/Toast',
  component: ToastRegion,
  // Each story renders its own queue; this one only satisfies the required prop.
  args: { queue: new ToastQueue() },
  argTypes: { queue: { control: false } },
  parameters: {
    layout: 'fullscreen',
    // Each story in its own frame on the docs page, so open overlays do not pile up over each other.
    docs: { story: { inline: false, iframeHeight: 480 } },
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Success: Story = {
  render: () => (
    <Showing toast={{ tone: 'success', title: 'Text has been copied to clipboard.' }} />
  ),
};

export const Info: Story = {
  render: () => <Showing toast={{ tone: 'info', title: 'Exchange rates were updated.' }} />,
};

/** Issue 43: a message that says what it is ('Money received') rather than the tone's 'Information'. */
export const InfoWithOwnLabel: Story = {
  render: () => (
    <Showing
      toast={{ tone: 'info', label: 'Money received', title: 'Received $25.00 from Acme Corp' }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('status')).toHaveTextContent(
      'Money received: Received $25.00 from Acme Corp',
    );
  },
};

export const Warning: Story = {
  render: () => (
    <Showing
      toast={{
        tone: 'warning',
        title: 'Your session ends in 2 minutes.',
        description: 'Save your work or keep using the app to stay signed in.',
      }}
    />
  ),
};

export const ErrorToast: Story = {
  name: 'Error',
  render: () => (
    <Showing
      toast={{
        tone: 'error',
        title: 'The transfer could not be sent.',
        description: 'Nothing was taken from your account. Please try again.',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const alert = page(canvasElement).getByRole('alert');
    await expect(alert).toHaveAttribute('aria-live', 'assertive');
    await expect(alert).toHaveTextContent('Error: The transfer could not be sent.');
  },
};

export const LongText: Story = {
  render: () => (
    <Showing
      toast={{
        tone: 'info',
        title:
          'Your standing order to Jane Doe for the monthly rent will be executed on the first business day of each month.',
        description:
          'You can change or cancel it at any time until the day before it is executed, under Transfers › Standing orders.',
      }}
    />
  ),
};

/** Nothing to show: only the two empty live regions, waiting for a message. */
export const Empty: Story = {
  render: function Render() {
    const queue = useStoryQueue();
    return <ToastRegion queue={queue} />;
  },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('status')).toBeEmptyDOMElement();
    await expect(page(canvasElement).getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** After the toast has gone: the Notifications landmark keeps the last message (not live) to be found again. */
export const LastNotification: Story = {
  render: function Render() {
    const queue = useStoryQueue();
    useState(() => {
      queue.show({ tone: 'success', title: 'Transfer completed successfully!' });
      queue.close();
    });
    return <ToastRegion queue={queue} />;
  },
  play: async ({ canvasElement }) => {
    const region = page(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveTextContent(
      'Last notification: Success: Transfer completed successfully!',
    );
    await expect(page(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const MobileWidth: Story = {
  render: Warning.render,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

function CopyDemo() {
  const queue = useStoryQueue();
  return (
    <div style={{ padding: '16px', display: 'flex', gap: '8px', flexWrap: 'wrap' }}>
      <Button
        onPress={() => queue.show({ tone: 'success', title: 'Text has been copied to clipboard.' })}
      >
        Copy IBAN
      </Button>
      <Button
        variant="secondary"
        onPress={() => queue.show({ tone: 'error', title: 'The transfer could not be sent.' })}
      >
        Send transfer
      </Button>
      <ToastRegion queue={queue} />
    </div>
  );
}

/**
 * Shown from a button: the text lands in the polite live region; an error shown meanwhile waits its turn (issue 43:
 * toasts replaced each other), then is said assertively.
 */
export const ShowFromButton: Story = {
  render: () => <CopyDemo />,
  play: async ({ canvasElement }) => {
    const status = page(canvasElement).getByRole('status');
    const alert = page(canvasElement).getByRole('alert');
    // The live regions exist before the message does.
    await expect(status).toBeEmptyDOMElement();
    await expect(status).toHaveAttribute('aria-live', 'polite');

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy IBAN' }));
    await expect(status).toHaveTextContent('Success: Text has been copied to clipboard.');
    await expect(alert).toBeEmptyDOMElement();

    // One at a time: the error waits while the success toast stays.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send transfer' }));
    await expect(status).toHaveTextContent('Success: Text has been copied to clipboard.');
    await expect(alert).toBeEmptyDOMElement();
    const dismiss = page(canvasElement).getAllByRole('button', { name: 'Dismiss notification' });
    await expect(dismiss).toHaveLength(1);
    // Its turn once the first has gone: said assertively.
    await userEvent.click(dismiss[0]!);
    await expect(alert).toHaveAttribute('aria-live', 'assertive');
    await expect(alert).toHaveTextContent('Error: The transfer could not be sent.');
    await expect(status).toBeEmptyDOMElement();
  },
};

/** Keyboard: Tab reaches Dismiss (pausing the timer); Enter closes and focus returns to the button. */
export const KeyboardDismiss: Story = {
  render: () => <CopyDemo />,
  play: async ({ canvasElement }) => {
    const copy = within(canvasElement).getByRole('button', { name: 'Copy IBAN' });
    await userEvent.click(copy);
    await page(canvasElement).findByRole('button', { name: 'Dismiss notification' });
    await userEvent.tab();
    await userEvent.tab();
    const dismiss = page(canvasElement).getByRole('button', { name: 'Dismiss notification' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(page(canvasElement).getByRole('status')).toBeEmptyDOMElement();
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Send transfer' })).toHaveFocus(),
    );
  },
};

function HookDemo() {
  const toasts = useToast();
  return (
    <Button onPress={() => toasts.show({ tone: 'info', title: 'Rates refreshed.', timeout: null })}>
      Refresh rates
    </Button>
  );
}

/** ToastProvider + useToast(): components notify without passing the queue around. */
export const WithProvider: Story = {
  render: () => (
    <div style={{ padding: '16px' }}>
      <ToastProvider>
        <HookDemo />
      </ToastProvider>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refresh rates' }));
    await expect(page(canvasElement).getByRole('status')).toHaveTextContent(
      'Information: Rates refreshed.',
    );
  },
};
