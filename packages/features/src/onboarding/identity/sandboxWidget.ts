import type {
  IdentityVerificationProvider,
  IdentityVerificationWidget,
  RuntimeConfig,
} from '../../kit';

// The sandbox bank's identity-verification widget (/sandbox/kyc/:refId) in a pop-up window: the bank's pages
// refuse to be framed (frame-ancestors 'none'). The widget posts { type: 'axia-kyc', status } to its opener when
// the verification is submitted; closing the window ends the session for the screen.

const WIDGET_WINDOW_NAME = 'axia-identity-verification';
const WINDOW_FEATURES = 'popup=yes,width=520,height=760';
const CLOSED_POLL_MS = 500;

/** The widget's address for a refId: beside the bank API, under /sandbox/kyc. */
export function sandboxWidgetUrl(apiBaseUrl: string, refId: string, base = window.location.href) {
  return new URL(`/sandbox/kyc/${encodeURIComponent(refId)}`, new URL(apiBaseUrl, base)).href;
}

export function createSandboxIdentityVerification(
  config: Pick<RuntimeConfig, 'apiBaseUrl'>,
  win: Window = window,
): IdentityVerificationProvider {
  return {
    open(session, events): IdentityVerificationWidget {
      const url =
        session.widgetUrl ?? sandboxWidgetUrl(config.apiBaseUrl, session.refId, win.location.href);
      const popup = win.open(url, WIDGET_WINDOW_NAME, WINDOW_FEATURES);
      if (!popup) return { opened: false, focus: () => {}, dispose: () => {} };
      const origin = new URL(url, win.location.href).origin;
      let done = false;
      const onMessage = (event: MessageEvent) => {
        const data = event.data as { type?: unknown } | null;
        if (event.origin === origin && event.source === popup && data?.type === 'axia-kyc')
          events.onSubmitted?.();
      };
      const stop = () => {
        done = true;
        win.clearInterval(timer);
        win.removeEventListener('message', onMessage);
      };
      const timer = win.setInterval(() => {
        if (done || !popup.closed) return;
        stop();
        events.onClose();
      }, CLOSED_POLL_MS);
      win.addEventListener('message', onMessage);
      return {
        opened: true,
        focus: () => popup.focus(),
        dispose: () => {
          if (!done) stop();
        },
      };
    },
  };
}
