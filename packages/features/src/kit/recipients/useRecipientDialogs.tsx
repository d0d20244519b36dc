import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useServices } from '../services';
import { RECIPIENT_TEXT } from './messages';
import type { RecipientChangeResult, RecipientTarget, RecipientValues } from './recipient';
import { RecipientDialog, RecipientErrorDialog, RemoveRecipientDialog } from './RecipientDialog';

// Recipient management as /Beneficiaries and the member transfer wizard both do it (seed 001 §2, §5, §8): the
// create and update dialogs, the removal's confirmation, the toasts 'Recipient has been created.' / 'updated.' /
// 'removed.', and the error dialogs 'Cannot Add Recipient' (create, update; over the form, which keeps its values)
// and 'Error' (removal). The caller owns the list and the calls; this owns which dialog is open, the pending state
// and focus (the first invalid field; after a removal, the next row's edit button or `fallbackFocus`).

/** A dialog to open: create, or update or remove one recipient. */
export type RecipientDialogRequest<T> =
  { kind: 'create' } | { kind: 'update'; item: T } | { kind: 'remove'; item: T };

type OpenDialog<T> = RecipientDialogRequest<T> & { open: boolean; seq: number };

export interface RecipientDialogsOptions<T> {
  /** The recipient as the dialogs show it. */
  describe: (item: T) => RecipientTarget;
  /** POST /beneficiary/add with the checked, trimmed values. */
  create: (values: RecipientValues) => Promise<RecipientChangeResult>;
  /** PUT /beneficiary/update (the name; the email is not editable). */
  update: (item: T, values: RecipientValues) => Promise<RecipientChangeResult>;
  /** DELETE /beneficiary/{id}, once confirmed. */
  remove: (item: T) => Promise<RecipientChangeResult>;
  /** The ids of the rows as shown: after a removal focus goes to the next row's (else the previous row's) edit button. */
  order: readonly string[];
  /** Where focus goes after a removal when no row is left (e.g. the New button). */
  fallbackFocus: () => HTMLElement | null | undefined;
  /** The create dialog's title and button; 'Create recipient' and 'Create' by default. */
  createTitle?: string;
  createLabel?: string;
  /** The update dialog's title; 'Update beneficiary' by default. */
  updateTitle?: string;
  /** Opens with this dialog (stories). */
  initial?: RecipientDialogRequest<T> | null;
}

export interface RecipientDialogs<T> {
  openCreate: () => void;
  openUpdate: (item: T) => void;
  openRemove: (item: T) => void;
  /** A ref for a row's edit button (focus after a neighbour's removal). */
  editButtonRef: (id: string) => (element: HTMLElement | null) => void;
  /** A create, update or removal under way. */
  pending: boolean;
  /** The dialogs, to render once. */
  dialogs: ReactElement;
}

interface Failure {
  title: string;
  message: string;
  open: boolean;
}

export function useRecipientDialogs<T>(options: RecipientDialogsOptions<T>): RecipientDialogs<T> {
  const { notify } = useServices();
  const [dialog, setDialog] = useState<OpenDialog<T> | null>(() =>
    options.initial ? { ...options.initial, open: true, seq: 1 } : null,
  );
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);
  const editButtons = useRef(new Map<string, HTMLElement>());
  const focusAfterRemoval = useRef<string | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const open = useCallback((request: RecipientDialogRequest<T>) => {
    setDialog((current) => ({ ...request, open: true, seq: (current?.seq ?? 0) + 1 }));
  }, []);
  const openCreate = useCallback(() => open({ kind: 'create' }), [open]);
  const openUpdate = useCallback((item: T) => open({ kind: 'update', item }), [open]);
  const openRemove = useCallback((item: T) => open({ kind: 'remove', item }), [open]);
  const editButtonRef = useCallback(
    (id: string) => (element: HTMLElement | null) => {
      if (element) editButtons.current.set(id, element);
      else editButtons.current.delete(id);
    },
    [],
  );

  const close = () => setDialog((current) => current && { ...current, open: false });
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) close();
  };

  /** Runs one change; on success the toast (and the dialog closes), on failure its error dialog. */
  const change = async (
    run: () => Promise<RecipientChangeResult>,
    done: string,
    failedTitle: string,
    closeOnFailure: boolean,
    beforeClose?: () => void,
  ) => {
    setPending(true);
    let result: RecipientChangeResult;
    try {
      result = await run();
    } finally {
      setPending(false);
    }
    if (result.ok) {
      beforeClose?.();
      close();
      notify({ tone: 'success', title: done });
    } else {
      if (closeOnFailure) close();
      setFailure({ title: failedTitle, message: result.message, open: true });
    }
  };

  const create = (values: RecipientValues) =>
    void change(
      () => latest.current.create(values),
      RECIPIENT_TEXT.created,
      RECIPIENT_TEXT.cannotAdd,
      false,
    );
  const update = (item: T, values: RecipientValues) =>
    void change(
      () => latest.current.update(item, values),
      RECIPIENT_TEXT.updated,
      RECIPIENT_TEXT.cannotAdd,
      false,
    );
  const remove = (item: T) => {
    const { describe, order } = latest.current;
    const index = order.indexOf(describe(item).id);
    const next = order[index + 1] ?? order[index - 1] ?? '';
    void change(
      () => latest.current.remove(item),
      RECIPIENT_TEXT.removed,
      RECIPIENT_TEXT.removeFailed,
      true,
      () => {
        focusAfterRemoval.current = next;
      },
    );
  };

  /** After a removal the row (and its buttons) are gone: focus goes to the next row, else the fallback. */
  const onRemoveGone = () => {
    const target = focusAfterRemoval.current;
    focusAfterRemoval.current = null;
    if (target === null) return;
    (editButtons.current.get(target) ?? latest.current.fallbackFocus())?.focus();
  };

  const { describe, createTitle, createLabel, updateTitle } = options;
  const target = dialog && dialog.kind !== 'create' ? describe(dialog.item) : null;
  const dialogs = (
    <>
      {dialog?.kind === 'create' && (
        <RecipientDialog
          key={dialog.seq}
          mode="create"
          title={createTitle}
          submitLabel={createLabel}
          isOpen={dialog.open}
          onOpenChange={onOpenChange}
          isPending={pending}
          onSubmit={create}
        />
      )}
      {dialog?.kind === 'update' && target && (
        <RecipientDialog
          key={dialog.seq}
          mode="update"
          title={updateTitle}
          initial={{ name: target.name, email: target.email }}
          isOpen={dialog.open}
          onOpenChange={onOpenChange}
          isPending={pending}
          onSubmit={(values) => update(dialog.item, values)}
        />
      )}
      {dialog?.kind === 'remove' && target && (
        <RemoveRecipientDialog
          key={dialog.seq}
          name={target.name}
          isOpen={dialog.open}
          onOpenChange={onOpenChange}
          isPending={pending}
          onConfirm={() => remove(dialog.item)}
          onGone={onRemoveGone}
        />
      )}
      {failure && (
        <RecipientErrorDialog
          title={failure.title}
          message={failure.message}
          isOpen={failure.open}
          onOpenChange={(isOpen) => {
            if (!isOpen) setFailure((current) => current && { ...current, open: false });
          }}
        />
      )}
    </>
  );

  return { openCreate, openUpdate, openRemove, editButtonRef, pending, dialogs };
}
