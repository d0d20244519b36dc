// The document screens' own words (seed 002 §2, §4, §5). The spec's strings (the required and success messages) are
// core's DOCUMENT_MESSAGES and DOCUMENT_FORM_FIELDS; these are ours.

export const LIST_TEXT = {
  title: 'Documents',
  listLabel: 'Your document requests',
  pagination: 'Document request pages',
  loading: 'Loading your document requests',
  retry: 'Try again',
  emptyTitle: 'No document requests yet',
  emptyDescription: 'Documents you upload for review appear here with their status.',
  created: 'Created',
  updated: 'Updated',
  status: 'Status',
  type: 'Type',
  edit: 'Edit',
  editNamed: (label: string) => `Edit ${label}`,
  details: 'Details',
  detailsNamed: (label: string) => `Details of ${label}`,
  count: (count: number) => `${count} document request${count === 1 ? '' : 's'}`,
} as const;

export const DETAIL_TEXT = {
  memo: 'Memo',
  noMemo: 'None',
  files: 'Files',
  noFiles: 'No files uploaded',
  rejectionReason: 'Rejection reason',
  download: (name: string) => `Download ${name}`,
  cancel: 'Cancel request',
  close: 'Close',
  edit: 'Edit',
} as const;

export const UPLOAD_TEXT = {
  title: 'Upload Document',
  back: 'Back to documents',
  type: 'Document type',
  typePlaceholder: 'Select a document type',
  typeFixed: 'The type of a saved request cannot be changed.',
  loading: 'Loading your document request',
  retry: 'Try again',
  taxId: 'Tax identification number',
  taxCountry: 'Tax country code',
  taxCountryPlaceholder: 'Search for a country',
  memo: 'Memo',
  memoDescription: 'Optional. Anything our team should know.',
  card: 'Card',
  cardPlaceholder: 'Select a card',
  cardsLoading: 'Loading your cards',
  noCards: 'You have no cards',
  downloadForm: 'Download the application form',
  downloadFormHint: 'Fill in and sign the form, then upload it here.',
  save: 'Save and exit',
  submit: 'Submit',
  exit: 'Exit',
  chooseFile: 'Choose file',
  replaceFile: 'Replace file',
  stored: 'Uploaded files',
  uploading: (name: string) => `Uploading ${name}…`,
  uploaded: (name: string) => `${name} uploaded.`,
  notUploaded: (name: string) => `${name} was not uploaded.`,
  createPdf: 'Create a PDF from images',
  taxProofHint: 'PNG, JPG, JPEG or PDF, up to 1,000,000 bytes. Only the last file chosen is kept.',
  idHint:
    'Up to 2 images (front and back), any image type, up to 1,000,000 bytes each, or one PDF made from them. Only the last selection is kept.',
  addressHint:
    'One PDF, up to 1,000,000 bytes, issued within the last 3 months. Only the last file chosen is kept.',
  readOnlyType: 'Type',
  tooManyFiles: 'Upload one file: the latest one is kept.',
} as const;

export const PDF_TEXT = {
  title: 'Create a PDF from images',
  description: 'Choose the front and, if there is one, the back of your document (1 or 2 images).',
  images: 'Front and back images',
  create: 'Create PDF',
  cancel: 'Cancel',
  creating: 'Creating the PDF…',
  fileName: 'identity-document.pdf',
  failed: 'The PDF could not be made from these images. Try other images.',
  notImage: 'Upload an image.',
} as const;
