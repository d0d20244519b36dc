// VisuallyHidden uses the shared `visuallyHidden` style (styles/shared.css); it needs no styles of its own.
export {};
