import {
  announce,
  clearAnnouncements,
  currentAnnouncements,
  pruneStaleAnnouncements,
  watchStaleAnnouncements,
} from './announcer';

describe('pruneStaleAnnouncements', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('removes announcements labelled by elements that are gone and keeps the others', () => {
    document.body.innerHTML = `
      <button id="live-button">Save</button>
      <div data-live-announcer>
        <div role="log">
          <div role="img" aria-labelledby="live-button">kept</div>
          <div role="img" aria-labelledby="gone-button live-button">stale</div>
          <div>plain text announcement</div>
        </div>
      </div>`;
    pruneStaleAnnouncements();
    const log = document.querySelector('[role="log"]')!;
    expect(log.textContent).toContain('kept');
    expect(log.textContent).not.toContain('stale');
    expect(log.textContent).toContain('plain text announcement');
  });

  it('with `all`, removes every labelled announcement', () => {
    document.body.innerHTML = `
      <button id="live-button">Save</button>
      <div data-live-announcer><div role="img" aria-labelledby="live-button">kept</div></div>`;
    pruneStaleAnnouncements({ all: true });
    expect(document.querySelector('[data-live-announcer]')!.textContent).toBe('');
  });

  it('while watching, drops an announcement as soon as the element labelling it leaves', async () => {
    document.body.innerHTML = `
      <form><button id="pending-button">Send code</button></form>
      <div data-live-announcer><div role="img" aria-labelledby="pending-button">Send code</div></div>`;
    const stop = watchStaleAnnouncements();
    document.querySelector('form')!.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('[data-live-announcer] [role="img"]')).toBeNull();
    stop();
  });
});

describe('clearAnnouncements', () => {
  it('empties the polite and the assertive region, and what is said after is said', () => {
    document.body.innerHTML = '';
    announce('Saved');
    announce('Card frozen');
    announce('Could not save', 'assertive');
    expect(currentAnnouncements()).toEqual(['Saved', 'Card frozen']);
    clearAnnouncements();
    expect(currentAnnouncements()).toEqual([]);
    expect(currentAnnouncements('assertive')).toEqual([]);
    announce('Sent');
    expect(currentAnnouncements()).toEqual(['Sent']);
  });
});
