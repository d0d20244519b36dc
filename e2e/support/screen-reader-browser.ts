// The browser side of the spoken-transcript tests, bundled once with esbuild (screen-reader.ts) and injected into
// the app's pages through DevTools. It holds guidepup's virtual screen reader and notes which keys were pressed
// where in its spoken log, so a transcript reads as "key, then what was said".
import { virtual } from '@guidepup/virtual-screen-reader';

interface Note {
  /** The spoken log's length when the note was taken: the note goes before that phrase. */
  at: number;
  text: string;
}

const notes: Note[] = [];
let started = false;

const screenReader = {
  /** Starts listening on the page's body (focus moves and live regions), from an empty log. */
  async start() {
    if (started) await virtual.stop();
    notes.length = 0;
    await virtual.start({ container: document.body });
    started = true;
  },
  async note(text: string) {
    notes.push({ at: started ? (await virtual.spokenPhraseLog()).length : 0, text });
  },
  async read() {
    return { spoken: started ? [...(await virtual.spokenPhraseLog())] : [], notes: [...notes] };
  },
};

declare global {
  interface Window {
    __axiaScreenReader?: typeof screenReader;
  }
}

window.__axiaScreenReader = screenReader;
