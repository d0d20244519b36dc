import { useLayoutEffect, useRef, type Ref } from 'react';

/** Sets aria-busy on the button while pending (react-aria filters aria-busy out of its DOM props). */
export function useAriaBusy(isPending: boolean | undefined) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (isPending) ref.current?.setAttribute('aria-busy', 'true');
    else ref.current?.removeAttribute('aria-busy');
  }, [isPending]);
  return ref;
}

/** Joins refs so a component can keep its own ref and still honour the caller's. */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (value: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref) (ref as { current: T | null }).current = value;
    }
  };
}
