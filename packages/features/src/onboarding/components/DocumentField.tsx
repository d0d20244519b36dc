import { useState } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type RefCallBack,
} from 'react-hook-form';
import {
  ONBOARDING_MESSAGES,
  UPLOAD_EXTENSIONS,
  type RegistrationDocumentType,
  type RegistrationStatus,
  type StoredFile,
} from '@axia/core';
import { FileUploader } from '@axia/design-system';
import { useServices } from '../../kit';
import { useFocusProxy } from '../../kit/fields';
import { errorText } from '../../kit/errors';
import { onboardingStyles as styles } from './OnboardingLayout';

/** The sandbox bank's limit (and what the server answers 413 above). */
const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
const ACCEPT = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`);

const UPLOAD_MESSAGES = {
  wrongType: 'Unsupported file type: upload a png, jpg, jpeg or pdf file.',
  tooBig: `${ONBOARDING_MESSAGES.fileTooBig} The maximum size is 10 MB.`,
  tooMany: 'Upload one file: the latest one is kept.',
} as const;

const noRef: RefCallBack = () => {};

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

export interface DocumentFieldProps {
  documentType: RegistrationDocumentType;
  label: string;
  description?: string;
  /** The file on record, if any. */
  stored: StoredFile | null | undefined;
  /** The form's message (e.g. 'Proof of Tax ID is required!'). */
  errorMessage?: string;
  /** The upload was stored: the new registration status. */
  onUploaded(registration: RegistrationStatus): void;
  /** The form field's ref, so a missing file takes focus on submit. */
  fieldRef?: RefCallBack;
  isDisabled?: boolean;
}

/**
 * A registration document: png, jpg, jpeg or pdf, one file, the latest kept. The chosen file is uploaded at
 * once (POST /user/registration/document), so the form's submit finds it on record.
 */
function DocumentField({
  documentType,
  label,
  description,
  stored,
  errorMessage,
  onUploaded,
  fieldRef,
  isDisabled = false,
}: DocumentFieldProps) {
  const { api } = useServices();
  const wrapper = useFocusProxy(fieldRef ?? noRef);
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [progress, setProgress] = useState('');

  const upload = async (file: File) => {
    setUploading(true);
    setUploadError(null);
    setProgress(`Uploading ${file.name}…`);
    try {
      const registration = await api.uploadRegistrationDocument({
        fields: { documentType },
        file,
        fileName: file.name,
      });
      setProgress(`${file.name} uploaded.`);
      onUploaded(registration);
    } catch (error) {
      // Announced (the reason is the field's error, which the 'Choose file' button is described by).
      setProgress(`${file.name} was not uploaded.`);
      setFiles([]);
      setUploadError(errorText(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div ref={wrapper}>
      <FileUploader
        label={label}
        description={
          <>
            {description && <>{description} </>}
            PNG, JPG, JPEG or PDF, up to 10 MB.
            {stored && <> A file is on record (uploaded {formatDate(stored.createdAt)}).</>}
          </>
        }
        accept={ACCEPT}
        maxBytes={MAX_DOCUMENT_BYTES}
        maxFiles={1}
        value={files}
        onChange={(next) => {
          setFiles(next);
          const [latest] = next;
          if (latest) void upload(latest);
        }}
        wrongTypeMessage={UPLOAD_MESSAGES.wrongType}
        tooBigMessage={UPLOAD_MESSAGES.tooBig}
        tooManyMessage={UPLOAD_MESSAGES.tooMany}
        errorMessage={uploadError ?? errorMessage}
        isDisabled={isDisabled || uploading}
        buttonLabel={stored ? 'Replace file' : 'Choose file'}
      />
      <p role="status" className={styles.muted}>
        {progress}
      </p>
    </div>
  );
}

/** A file on record, in words for a read-only summary. */
export function formatStoredFile(file: StoredFile | null | undefined) {
  return file ? `On record, uploaded ${formatDate(file.createdAt)}` : 'None';
}

/**
 * A document bound to a form's boolean "on record" field (e.g. hasProof): its message shows here, it takes
 * focus when missing on submit, and an upload sets it.
 */
export function FormDocumentField<T extends FieldValues>({
  control,
  name,
  onUploaded,
  ...props
}: Omit<DocumentFieldProps, 'errorMessage' | 'fieldRef'> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<T, any, any>;
  name: FieldPath<T>;
}) {
  const {
    field: { ref, onChange },
    fieldState,
  } = useController({ control, name });
  return (
    <DocumentField
      {...props}
      fieldRef={ref}
      errorMessage={fieldState.error?.message}
      onUploaded={(registration) => {
        onChange(true);
        onUploaded(registration);
      }}
    />
  );
}
