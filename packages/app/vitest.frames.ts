// The app's tests only (vite.config's setupFiles, after the shared one): route and maintenance focus wait for
// animation frames, and these files share workers with tests that fake timers.

// jsdom runs every animation frame from one timer and a "scheduled" flag: after a test faked timers while a frame was
// pending, no frame ever ran again in the worker (the files of a worker share it here: route focus then never
// moved). Each frame gets its own timer, on the real clock taken here (a test that fakes setTimeout alone still
// sees frames, as with jsdom's); a test that fakes requestAnimationFrame itself replaces these for its duration.
export {};

{
  const [realSetTimeout, realClearTimeout] = [globalThis.setTimeout, globalThis.clearTimeout];
  let lastFrame = 0;
  const frames = new Map<number, ReturnType<typeof setTimeout>>();
  const requestFrame = (callback: FrameRequestCallback) => {
    const id = ++lastFrame;
    frames.set(
      id,
      realSetTimeout(() => {
        frames.delete(id);
        callback(performance.now());
      }, 16),
    );
    return id;
  };
  const cancelFrame = (id: number) => {
    realClearTimeout(frames.get(id));
    frames.delete(id);
  };
  for (const scope of [window, globalThis])
    Object.assign(scope, {
      requestAnimationFrame: requestFrame,
      cancelAnimationFrame: cancelFrame,
    });
}
