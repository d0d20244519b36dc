// The document screens, one module so they are one chunk (see ../../manifest.ts).
export { DocumentsScreen } from '../list/DocumentsScreen';
export { UploadDocumentScreen } from '../upload/UploadDocumentScreen';
