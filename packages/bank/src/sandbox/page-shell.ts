// The shell of the sandbox's own pages (the KYC widget, the card checkout): what a provider's page served by the bank
// shares. Each page runs under a strict CSP (no inline script or style): its script and stylesheet are files of
// their own, linked from the head; the page's content sits in one centred card.

import { escapeHtml } from '../http/html';

/** The CSP of a sandbox page: its own script, stylesheet and images only; `connect` lets its script call the bank. */
export function sandboxPageCsp(options: { connect?: boolean } = {}) {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    ...(options.connect ? ["connect-src 'self'"] : []),
    "img-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export { escapeHtml };

export interface SandboxPage {
  /** The document title (escaped here). */
  title: string;
  /** The class prefix of the page ('co', 'kyc'): the card is `<prefix>-card`, labelled by `<prefix>-heading`. */
  prefix: string;
  /** The page's stylesheet and script, served under its asset base. */
  stylesheet: string;
  script: string;
  /** The card's content (HTML, indented six spaces). */
  body: string;
}

/** A whole sandbox page: the head with the page's stylesheet and deferred script, the body one card. */
export function sandboxPage({ title, prefix, stylesheet, script, body }: SandboxPage) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(title)}</title>
    <link rel="stylesheet" href="${stylesheet}">
    <script src="${script}" defer></script>
  </head>
  <body>
    <main class="${prefix}-card" aria-labelledby="${prefix}-heading">
${body}
    </main>
  </body>
</html>
`;
}

/** The start of a sandbox page's stylesheet: the light and dark palettes, the centred card, its badge and heading. */
export function sandboxPageCss(prefix: string, options: { cardWidth: string }) {
  return `:root {
  color-scheme: light dark;
  --bg: #f4f6fa;
  --card: #ffffff;
  --text: #1a1f2b;
  --muted: #4a5263;
  --border: #6b7385;
  --accent: #1f4fd1;
  --accent-text: #ffffff;
  --success: #146c2e;
  --error: #b3261e;
  --focus: #1f4fd1;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #11141a;
    --card: #1c212b;
    --text: #eef1f6;
    --muted: #b8c0cf;
    --border: #9aa3b5;
    --accent: #8fb0ff;
    --accent-text: #0b1020;
    --success: #7fd99a;
    --error: #ffb4ab;
    --focus: #8fb0ff;
  }
}
* { box-sizing: border-box; }
body {
  margin: 0;
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 1.5rem;
  background: var(--bg);
  color: var(--text);
  font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
.${prefix}-card {
  width: 100%;
  max-width: ${options.cardWidth};
  padding: 2rem;
  border-radius: 0.75rem;
  background: var(--card);
  box-shadow: 0 0.25rem 1.5rem rgb(0 0 0 / 0.12);
}
.${prefix}-badge {
  display: inline-block;
  margin: 0 0 0.75rem;
  padding: 0.125rem 0.5rem;
  border: 1px solid var(--muted);
  border-radius: 1rem;
  color: var(--muted);
  font-size: 0.875rem;
}
h1 { margin: 0 0 0.75rem; font-size: 1.5rem; line-height: 1.25; }
h1:focus { outline: none; }
`;
}
