import type { Locator, Page, TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test as base } from './fixtures';
import { SCREEN_READER_BUNDLE_ENV } from './screen-reader-bundle';

// Spoken-transcript tests (issue 28): guidepup's virtual screen reader runs inside the real app page in Chromium,
// listens while real Playwright key presses move focus, and what it speaks (focus moves and live regions) is the
// transcript. The app's CSP blocks script tags, so the bundle goes in through DevTools (page.addInitScript), which
// the CSP does not govern. The reader is a model of a screen reader, not one: see README, 'Spoken transcripts'.

/** Set to 1 to print every transcript, not only those of failed tests. */
const PRINT_TRANSCRIPTS_ENV = 'E2E_TRANSCRIPTS';

let bundle: string | undefined;
function bundleSource(): string {
  const file = process.env[SCREEN_READER_BUNDLE_ENV];
  if (!file)
    throw new Error(`${SCREEN_READER_BUNDLE_ENV} is not set: the global setup builds the bundle`);
  return (bundle ??= readFileSync(file, 'utf8'));
}

/** A phrase expected in the transcript: a string is found inside a spoken phrase, a RegExp tested against it. */
export type Phrase = string | RegExp;

interface Reading {
  spoken: string[];
  notes: { at: number; text: string }[];
}

/**
 * Values that change from run to run, replaced in what is matched and printed: ids (UUIDs, the bank's public
 * references) and clock times.
 */
const VOLATILE: [RegExp, string][] = [
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<id>'],
  [/\b(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{10,}\b/g, '<id>'],
  [/\b\d{1,2}:\d{2}(:\d{2})?(\s?[AP]M)?\b/g, '<time>'],
  // The customers the specs make (uniqueEmail in bank.ts).
  [/\b([a-z]+)\.[a-z0-9]+@e2e\.test\b/g, '$1.<n>@e2e.test'],
];

/** The screen reader listening in one test's page: start it, drive it with real keys, assert what it said. */
export class ScreenReader {
  /** Transcripts of earlier documents (the reader starts again after a full page load). */
  private readonly earlier: string[] = [];
  private last: Reading = { spoken: [], notes: [] };
  private since = 0;
  private readonly masks: [string, string][] = [];
  private readonly replacements: [RegExp, string][] = [...VOLATILE];

  constructor(readonly page: Page) {}

  /**
   * Starts listening on the page as it stands (call it once the screen has arrived; again after a full load).
   * Everything spoken from here on is in the transcript.
   */
  async start() {
    if (this.last.spoken.length || this.last.notes.length) {
      this.earlier.push(this.format(this.last));
      this.last = { spoken: [], notes: [] };
    }
    await this.page.evaluate(async () => {
      if (!window.__axiaScreenReader)
        throw new Error('The screen reader bundle is not in this page');
      await window.__axiaScreenReader.start();
    });
    this.since = 0;
  }

  /** Also replaces `pattern` (a value that depends on the clock or the run) in what is matched and printed. */
  normalise(pattern: RegExp, replacement: string) {
    this.replacements.push([pattern, replacement]);
  }

  /** Shows `text` as `shown` wherever it is printed or matched (a password, a one-time code). */
  mask(text: string, shown: string) {
    this.masks.push([text, shown]);
  }

  private clean(phrase: string) {
    let text = phrase;
    for (const [value, shown] of this.masks) text = text.split(value).join(shown);
    for (const [pattern, replacement] of this.replacements)
      text = text.replace(pattern, replacement);
    return text;
  }

  private async read(): Promise<Reading> {
    this.last = await this.page.evaluate(async () => {
      const reader = window.__axiaScreenReader;
      return reader ? reader.read() : { spoken: [], notes: [] };
    });
    return this.last;
  }

  /** What was spoken since the last mark (or start), normalised. */
  async spoken(): Promise<string[]> {
    const { spoken } = await this.read();
    return spoken.slice(this.since).map((phrase) => this.clean(phrase));
  }

  /** From here on: what `spoken` and `expectSpokenInOrder` look at. */
  async mark() {
    this.since = (await this.read()).spoken.length;
  }

  private async note(text: string) {
    await this.page.evaluate((note) => window.__axiaScreenReader?.note(note), text);
  }

  /** A real key press (Tab, Shift+Tab, ArrowDown, Enter, Space, Escape…), noted in the transcript. */
  async press(key: string) {
    await this.note(`⌨ ${key}`);
    await this.page.keyboard.press(key);
  }

  /**
   * Real typing into the focused field, noted in the transcript. `shownAs` replaces the text wherever it is
   * printed or matched: '•••' for a password (the reader speaks a password field's value), '<code>' for a one-time
   * code that differs each run.
   */
  async type(text: string, { shownAs }: { shownAs?: string } = {}) {
    if (shownAs) this.mask(text, shownAs);
    await this.note(`⌨ types “${shownAs ?? text}”`);
    await this.page.keyboard.type(text);
  }

  /** Presses Tab until `target` has focus (at most `limit` presses), as a keyboard user moves. */
  async tabTo(target: Locator, { limit = 40, back = false } = {}) {
    for (let presses = 0; presses < limit; presses++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await this.press(back ? 'Shift+Tab' : 'Tab');
    }
    await expect(target).toBeFocused();
  }

  /** Presses Tab until focus is inside `container` (a radio group: react-aria makes one of its radios tabbable). */
  async tabInto(container: Locator, { limit = 40 } = {}) {
    for (let presses = 0; presses < limit; presses++) {
      if (await container.evaluate((el) => el.contains(document.activeElement))) return;
      await this.press('Tab');
    }
    throw new Error(`Tab never reached ${String(container)}`);
  }

  /** The first of `expected` not found in order in `spoken` (null when all are), and what matched before it. */
  private static firstMissing(spoken: string[], expected: Phrase[]) {
    let from = 0;
    const matched: string[] = [];
    for (const phrase of expected) {
      const index = spoken.findIndex(
        (said, i) =>
          i >= from && (typeof phrase === 'string' ? said.includes(phrase) : phrase.test(said)),
      );
      if (index < 0) return { missing: String(phrase), after: matched.at(-1) ?? '(the mark)' };
      matched.push(spoken[index]!);
      from = index + 1;
    }
    return null;
  }

  /**
   * Asserts that each of `expected` is spoken after the previous one, since the last mark (other phrases may come
   * between: not a full snapshot). Waits for them, as speech follows the page; the mark stays (`mark()` moves it).
   */
  async expectSpokenInOrder(expected: Phrase[], { timeout }: { timeout?: number } = {}) {
    await expect
      .poll(async () => ScreenReader.firstMissing(await this.spoken(), expected), {
        message: `spoken in order: ${expected.map(String).join(' → ')}`,
        ...(timeout ? { timeout } : {}),
      })
      .toBeNull();
  }

  /** Asserts that nothing spoken since the last mark matches `phrase` (call it once the outcome was heard). */
  async expectNotSpoken(phrase: Phrase) {
    const said = (await this.spoken()).filter((text) =>
      typeof phrase === 'string' ? text.includes(phrase) : phrase.test(text),
    );
    expect(said, `not spoken: ${String(phrase)}`).toEqual([]);
  }

  private format({ spoken, notes }: Reading) {
    const lines: string[] = [];
    let next = 0;
    spoken.forEach((phrase, index) => {
      while (next < notes.length && notes[next]!.at <= index)
        lines.push(`    ${notes[next++]!.text}`);
      lines.push(this.clean(phrase));
    });
    while (next < notes.length) lines.push(`    ${notes[next++]!.text}`);
    return lines.join('\n');
  }

  /** The whole transcript of the test (every document it listened on), keys indented. */
  async transcript() {
    await this.read().catch(() => undefined);
    return [...this.earlier, this.format(this.last)].join('\n    — page loaded —\n');
  }
}

/** `test` with a `screenReader` in the page (not yet started); its transcript printed if the test fails. */
export const test = base.extend<{ screenReader: ScreenReader }>({
  screenReader: async ({ page }, use, testInfo: TestInfo) => {
    await page.addInitScript({ content: bundleSource() });
    const reader = new ScreenReader(page);
    await use(reader);
    const failed = testInfo.status !== testInfo.expectedStatus;
    if (failed || process.env[PRINT_TRANSCRIPTS_ENV] === '1') {
      const transcript = await reader.transcript();
      await testInfo.attach('spoken transcript', { body: transcript, contentType: 'text/plain' });
      console.log(`\n── spoken transcript: ${testInfo.title} ──\n${transcript}\n`);
    }
  },
});

export { expect };
