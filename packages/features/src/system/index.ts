// The system feature's public surface for the app: its manifest and the render-failure boundary (small and
// synchronous: it must not depend on a chunk that might fail to load).
export { systemFeature } from './manifest';
export { RenderErrorBoundary, RenderErrorFallback } from './ErrorBoundary';
