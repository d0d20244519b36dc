import { useState } from 'react';
import type { StoredDocument } from '@axia/core';
import { Button, Icon } from '@axia/design-system';
import { downloadBlob } from '../../../accounts/components/download';
import { useServices } from '../../../kit';
import { errorText } from '../../../kit/errors';
import { DETAIL_TEXT } from '../messages';
import { downloadName } from '../model';
import * as styles from '../documents.css';

/** Saves one stored file (GET /document/download/{id}, a blob) under its name; a failure is a toast. */
function useDownloadDocument() {
  const { api, notify } = useServices();
  const [pending, setPending] = useState<string | null>(null);
  const download = async (file: StoredDocument) => {
    setPending(file.documentId);
    try {
      const blob = await api.downloadDocument({ params: { id: file.documentId } });
      downloadBlob(blob, downloadName(blob, file.documentName));
    } catch (error) {
      notify({ tone: 'error', title: errorText(error) });
    } finally {
      setPending(null);
    }
  };
  return [download, pending] as const;
}

/** A field's stored files: the name, and a download button named after the file. */
export function StoredFiles({
  files,
  label,
  downloadable = true,
}: {
  files: readonly StoredDocument[];
  /** The list's name (the field's label). */
  label: string;
  downloadable?: boolean;
}) {
  const [download, pending] = useDownloadDocument();
  if (files.length === 0) return <p className={styles.muted}>{DETAIL_TEXT.noFiles}</p>;
  return (
    <ul className={styles.files} aria-label={label}>
      {files.map((file) => (
        <li key={file.documentId} className={styles.file}>
          <Icon name="file" size={18} />
          <span className={styles.fileName}>{file.documentName}</span>
          {downloadable && (
            <Button
              variant="secondary"
              size="small"
              aria-label={DETAIL_TEXT.download(file.documentName)}
              icon={<Icon name="download" />}
              isPending={pending === file.documentId}
              onPress={() => void download(file)}
            >
              Download
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
