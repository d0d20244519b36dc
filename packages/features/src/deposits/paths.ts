// The deposit area's landing path, apart from everything else so the manifest (in the app's first chunk) and the
// screens share it without pulling in each other's modules.

/** The landing: where every cancel, back from a first step and finish of a deposit screen goes (seed 001 §2). */
export const DEPOSIT_LANDING = '/deposit';
