// CopyButton is styled by the Button and IconButton it renders; it needs no styles of its own.
export {};
