import { createContext, useContext, type ReactNode } from 'react';
import type { ToastQueue } from '@axia/design-system';
import type { StaffApi } from './api/client';
import type { SessionStore } from './stores/SessionStore';

/** What every screen may reach: the staff API, the session (roles) and the toasts. */
export interface Staff {
  api: StaffApi;
  session: SessionStore;
  toasts: ToastQueue;
}

const StaffContext = createContext<Staff | null>(null);

export function StaffProvider({ value, children }: { value: Staff; children: ReactNode }) {
  return <StaffContext.Provider value={value}>{children}</StaffContext.Provider>;
}

export function useStaff(): Staff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff needs a StaffProvider');
  return staff;
}
