import { describe, expect, it, vi } from 'vitest';
import { createBankClient, DOCUMENT_FORM_FIELDS } from '@axia/core';
import { fakeTransport } from '../../../kit/testing';
import { fileOf, taxRequest } from '../fixtures';
import { documentCalls } from '../testing';
import { UploadDocumentStore } from './UploadDocumentStore';

// The form's state (seed 002 §5): uploads one after another so the first one's request id reaches the next; only the
// last selection of a field kept; the bank's required messages under their fields; Save vs Submit messages.

function setup(overrides: Record<string, unknown> = {}) {
  const { calls, responses } = documentCalls({ records: [taxRequest], overrides });
  const api = createBankClient(fakeTransport(responses));
  return { calls, store: new UploadDocumentStore(api) };
}

const [idField, addressField] = DOCUMENT_FORM_FIELDS.CHANGE_OF_ID_ADDRESS;

describe('UploadDocumentStore', () => {
  it('two fields chosen at once: the second upload goes into the request the first made', async () => {
    const { store, calls } = setup();
    store.setType('CHANGE_OF_ID_ADDRESS');
    await Promise.all([
      store.choose(idField!, [fileOf('id.png', 'image/png')]),
      store.choose(addressField!, [fileOf('lease.pdf', 'application/pdf')]),
    ]);
    const uploads = calls.filter((call) => call.operation === 'uploadDocument');
    expect(uploads.map((call) => call.form?.fields)).toEqual([
      { documentType: 'CHANGE_OF_ID' },
      { documentType: 'CHANGE_OF_ADDRESS', pendingDocumentId: 'doc-new-1' },
    ]);
    expect(store.requestId).toBe('doc-new-1');
    expect(store.filesOf('CHANGE_OF_ID').map((file) => file.documentName)).toEqual(['id.png']);
  });

  it('only the last selection of a field is kept', async () => {
    const { store } = setup();
    store.setType('CHANGE_OF_ID_ADDRESS');
    await store.choose(idField!, [fileOf('a.png', 'image/png'), fileOf('b.png', 'image/png')]);
    await store.choose(idField!, [fileOf('c.png', 'image/png')]);
    expect(store.filesOf('CHANGE_OF_ID').map((file) => file.documentName)).toEqual(['c.png']);
  });

  it("the bank's required message goes under its field; another is reported", async () => {
    const { store } = setup({
      submitDocument: () => Promise.reject(new Error('Change of Address is required!')),
    });
    store.setType('CHANGE_OF_ID_ADDRESS');
    const failed = vi.fn();
    expect(await store.send(false, failed)).toBeNull();
    expect(store.errors.CHANGE_OF_ADDRESS).toBe('Change of Address is required!');
    expect(failed).not.toHaveBeenCalled();
  });

  it('Save and exit vs Submit messages (the beneficiary form is an application)', async () => {
    const { store } = setup();
    store.setType('BENEFICIARY_ACCOUNT');
    expect(await store.send(false, () => {})).toBe('Successfully saved your application');
    await store.choose(DOCUMENT_FORM_FIELDS.BENEFICIARY_ACCOUNT[0]!, [
      fileOf('form.pdf', 'application/pdf'),
    ]);
    expect(await store.send(true, () => {})).toBe(
      'Successfully submitted your application for review',
    );
  });

  it('a read-only request takes no upload and no save', async () => {
    const { store, calls } = setup();
    store.apply({ ...taxRequest, status: 'SUBMITTED' });
    expect(store.readOnly).toBe(true);
    await store.choose(DOCUMENT_FORM_FIELDS.PROOF_OF_TAX_ID[0]!, [
      fileOf('a.pdf', 'application/pdf'),
    ]);
    expect(await store.send(true, () => {})).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
