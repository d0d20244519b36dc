import { useEffect, useRef } from 'react';
import type { RefCallBack } from 'react-hook-form';

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex="0"]';

/**
 * For fields without a ref to their input (pickers, groups): a wrapper whose first focusable control takes
 * focus when react-hook-form moves to the first invalid field.
 */
export function useFocusProxy(fieldRef: RefCallBack) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    fieldRef({ focus: () => wrapper.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus() });
  }, [fieldRef]);
  return wrapper;
}
