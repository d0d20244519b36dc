/** The console's sections, as the navigation lists them (paths under the /staff basename). */
export const SECTIONS = [
  { path: '/queues', label: 'Queues' },
  { path: '/customers', label: 'Customers' },
  { path: '/settings', label: 'Settings' },
  { path: '/audit', label: 'Audit trail' },
] as const;

/** The queues, each a page of its own. */
export const QUEUE_PAGES = [
  { queue: 'registrations', path: '/queues/registrations', label: 'Registrations' },
  { queue: 'documents', path: '/queues/documents', label: 'Documents' },
  { queue: 'wires', path: '/queues/wires', label: 'Wire deposits' },
  { queue: 'heldTransfers', path: '/queues/held-transfers', label: 'Held transfers' },
  { queue: 'cards', path: '/queues/cards', label: 'Cards' },
  { queue: 'giftCards', path: '/queues/gift-cards', label: 'Failed gift-card orders' },
  { queue: 'proposals', path: '/queues/proposals', label: 'Proposals' },
] as const;
