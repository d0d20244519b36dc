// The lazily loaded half of live events: the SSE client (with fetch-event-source) and the sentences.
export { openEventStream } from './eventStream';
export { eventAnnouncement, eventLabel } from '@axia/features/kit';
