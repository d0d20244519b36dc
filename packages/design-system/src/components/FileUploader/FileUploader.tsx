import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  DropZone,
  FileTrigger,
  isFileDropItem,
  useLocale,
  type DropItem,
} from 'react-aria-components';
import { Button } from '../Button';
import { FieldErrorText, type FieldChromeProps } from '../Field';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import * as shared from '../../styles/shared.css';
import * as styles from './FileUploader.css';
import { isAcceptedType, isSameFile } from './fileRules';

export interface FileUploaderProps extends FieldChromeProps {
  /** Allowed MIME types and/or extensions, e.g. ['image/png', 'application/pdf'] or ['.png', '.pdf']. */
  accept?: string[];
  /** Largest allowed file, in bytes. */
  maxBytes?: number;
  /** How many files may be kept. With 1 (the default) a new file replaces the previous one. */
  maxFiles?: number;
  /** The chosen files. Omit for an uncontrolled uploader. */
  value?: File[];
  defaultValue?: File[];
  onChange?: (files: File[]) => void;
  /**
   * Called with the refusals' messages when a selection is refused in part or in whole, so the caller can drop a
   * message of its own about an earlier selection (one field, one current message).
   */
  onReject?: (messages: string[]) => void;
  /** Shown for a file larger than maxBytes. */
  tooBigMessage?: string;
  /** Shown for a file whose type or extension is not in accept. */
  wrongTypeMessage?: string;
  /** Shown when more than maxFiles files would be kept. */
  tooManyMessage?: string;
  isDisabled?: boolean;
  /** Text of the button opening the file chooser. */
  buttonLabel?: string;
  /** Visible hint beside the button. */
  dropText?: ReactNode;
  /** Name of the drop zone's own (visually hidden) button, which takes pasted files from the keyboard. */
  dropLabel?: string;
  /** Name prefix of each file's remove button: `${removeLabel} ${file.name}`. */
  removeLabel?: string;
}

interface Rejection {
  message: string;
  fileName?: string;
}

/**
 * Chooses files through a real button (the system file dialog) or by dragging them onto / pasting them into
 * the drop zone. Files are checked against `accept` (MIME type AND extension) and `maxBytes`; refused files
 * are announced with the caller's message. Chosen files are listed with a preview or icon, their size and a
 * remove button.
 */
export function FileUploader({
  label,
  description,
  errorMessage,
  accept,
  maxBytes,
  maxFiles = 1,
  value,
  defaultValue,
  onChange,
  onReject,
  tooBigMessage = 'File is too big.',
  wrongTypeMessage = 'This file type is not allowed.',
  tooManyMessage = 'Too many files.',
  isDisabled = false,
  buttonLabel = 'Choose file',
  dropText = 'Drag and drop a file here, or',
  dropLabel = 'Drop or paste files for',
  removeLabel = 'Remove',
}: FileUploaderProps) {
  const ids = { label: useId(), description: useId(), error: useId(), rejections: useId() };
  const [uncontrolledFiles, setUncontrolledFiles] = useState<File[]>(defaultValue ?? []);
  const files = value ?? uncontrolledFiles;
  const [rejections, setRejections] = useState<Rejection[]>([]);

  const commit = (next: File[]) => {
    if (value === undefined) setUncontrolledFiles(next);
    onChange?.(next);
  };

  const addFiles = (incoming: File[]) => {
    if (isDisabled || incoming.length === 0) return;
    const found: Rejection[] = [];
    const valid = incoming.filter((file) => {
      if (!isAcceptedType(file, accept)) {
        found.push({ message: wrongTypeMessage, fileName: file.name });
        return false;
      }
      if (maxBytes !== undefined && file.size > maxBytes) {
        found.push({ message: tooBigMessage, fileName: file.name });
        return false;
      }
      return true;
    });

    let next = files;
    if (maxFiles === 1) {
      // One file at a time: the latest valid one replaces whatever was chosen before.
      const latest = valid.at(-1);
      if (latest) next = [latest];
      if (valid.length > 1) found.push({ message: tooManyMessage });
    } else {
      const fresh = valid.filter((file) => !files.some((kept) => isSameFile(kept, file)));
      const room = Math.max(maxFiles - files.length, 0);
      next = [...files, ...fresh.slice(0, room)];
      if (fresh.length > room) found.push({ message: tooManyMessage });
    }
    setRejections(found);
    if (found.length > 0) onReject?.(found.map((rejection) => rejection.message));
    if (next !== files) commit(next);
  };

  const removeFile = (index: number) => {
    setRejections([]);
    commit(files.filter((_, i) => i !== index));
  };

  const addDropped = async (items: DropItem[]) => {
    const dropped = await Promise.all(items.filter(isFileDropItem).map((item) => item.getFile()));
    addFiles(dropped);
  };

  const isInvalid = Boolean(errorMessage) || rejections.length > 0;
  const describedBy = [
    description && ids.description,
    errorMessage && ids.error,
    rejections.length > 0 && ids.rejections,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div role="group" aria-labelledby={ids.label} className={shared.fieldRoot}>
      <span id={ids.label} className={shared.fieldLabel}>
        {label}
      </span>
      {description && (
        <span id={ids.description} className={shared.fieldDescription}>
          {description}
        </span>
      )}
      <DropZone
        isDisabled={isDisabled}
        aria-label={dropLabel}
        aria-labelledby={ids.label}
        getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
        onDrop={(event) => void addDropped(event.items)}
        data-invalid={isInvalid || undefined}
        className={styles.dropZone}
      >
        <span className={styles.dropText}>
          <Icon name="upload" />
          {dropText}
        </span>
        <FileTrigger
          acceptedFileTypes={accept}
          allowsMultiple={maxFiles > 1}
          onSelect={(list) => addFiles(list ? Array.from(list) : [])}
        >
          <Button
            variant="secondary"
            isDisabled={isDisabled}
            aria-describedby={describedBy || undefined}
          >
            {buttonLabel}
          </Button>
        </FileTrigger>
      </DropZone>
      {errorMessage && (
        <p id={ids.error} className={shared.fieldError}>
          <FieldErrorText>{errorMessage}</FieldErrorText>
        </p>
      )}
      {/* Always in the DOM, so a refusal added to it is announced. */}
      <div id={ids.rejections} role="alert" className={styles.errors}>
        {rejections.map((rejection, index) => (
          <p key={index} className={shared.fieldError}>
            <FieldErrorText>
              {/* One flex item: the message and the file's name stay one line of text. */}
              <span>
                <span>{rejection.message}</span>
                {rejection.fileName && <> ({rejection.fileName})</>}
              </span>
            </FieldErrorText>
          </p>
        ))}
      </div>
      {files.length > 0 && (
        <ul className={styles.fileList} aria-labelledby={ids.label}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.fileItem}>
              {file.type.startsWith('image/') ? (
                <ImagePreview file={file} />
              ) : (
                <span className={styles.fileIcon}>
                  <Icon name="file" />
                </span>
              )}
              <span className={styles.fileText}>
                <span className={styles.fileName}>{file.name}</span>
                <FileSize bytes={file.size} />
              </span>
              <IconButton
                icon="trash"
                aria-label={`${removeLabel} ${file.name}`}
                isDisabled={isDisabled}
                onPress={() => removeFile(index)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A thumbnail; its object URL is revoked when the file is removed or the list unmounts. */
function ImagePreview({ file }: { file: File }) {
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (imageRef.current) imageRef.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // Decorative: the file name is written beside it.
  return <img ref={imageRef} alt="" className={styles.preview} />;
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

function FileSize({ bytes }: { bytes: number }) {
  const { locale } = useLocale();
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const formatted = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(size);
  return <span className={styles.fileSize}>{formatted}</span>;
}
