import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DocumentRequest } from '@axia/core';
import { forever } from '../../../kit/storySupport';
import {
  allRequests,
  beneficiaryRequest,
  cardKycRequest,
  changeRequest,
  fileOf,
  requestIn,
  taxRequest,
} from '../fixtures';
import { documentParams, documentResponses, editParams, withDocuments } from '../storySupport';
import { UploadDocumentView } from './UploadDocumentScreen';

// Seed 002 §2, §4, §5: the Upload Document screen — no type yet; each form empty, with its required messages, and
// filled (a saved INCOMPLETE request); the card form from the card page; file refusals; read-only per status; loading
// and not found.

const meta = {
  title: 'Screens/Profile/Upload document',
  component: UploadDocumentView,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  decorators: [withDocuments],
} satisfies Meta<typeof UploadDocumentView>;
export default meta;
type Story = StoryObj<typeof meta>;

const ofType = (type: string) =>
  documentParams({ path: `/upload-document?documentType=${type}`, route: '/upload-document' });

const submitted = async (canvasElement: HTMLElement, message: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
  await expect(await canvas.findByText(message)).toBeVisible();
  return canvas;
};

/** No type chosen yet: the dropdown only. */
export const ChooseType: Story = {
  parameters: documentParams({ path: '/upload-document' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to documents' })).toHaveAttribute(
      'href',
      '/user-document',
    );
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull();
  },
};

export const TaxEmpty: Story = { parameters: ofType('PROOF_OF_TAX_ID') };

export const TaxErrors: Story = {
  parameters: ofType('PROOF_OF_TAX_ID'),
  play: async ({ canvasElement }) => {
    const canvas = await submitted(canvasElement, 'Tax identification number is required!');
    await expect(canvas.getByText('Tax country code is required!')).toBeVisible();
    await expect(canvas.getByText('Proof of Tax ID is required!')).toBeVisible();
  },
};

/** A saved INCOMPLETE tax request: its values and file. */
export const TaxFilled: Story = {
  parameters: editParams('doc-tax'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('tax-id.pdf')).toBeVisible();
  },
};

/** A file over 1,000,000 bytes: 'File is too big!'. */
export const TaxFileTooBig: Story = {
  parameters: ofType('PROOF_OF_TAX_ID'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Proof of Tax ID' });
    await userEvent.upload(
      group.querySelector('input[type="file"]') as HTMLInputElement,
      fileOf('big.pdf', 'application/pdf', 1_000_001),
    );
    await expect(
      await within(group).findByText('File is too big! The maximum size is 1,000,000 bytes.'),
    ).toBeVisible();
  },
};

/** The bank refuses the file: its message under the field. */
export const TaxUploadRefused: Story = {
  parameters: documentParams({
    path: '/upload-document?documentType=PROOF_OF_TAX_ID',
    route: '/upload-document',
    responses: documentResponses(allRequests, {
      uploadDocument: () =>
        Promise.reject(new Error('The file is not a png, jpg, jpeg or pdf file.')),
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Proof of Tax ID' });
    await userEvent.upload(
      group.querySelector('input[type="file"]') as HTMLInputElement,
      fileOf('tax.pdf', 'application/pdf'),
    );
    await expect(
      await within(group).findByText('The file is not a png, jpg, jpeg or pdf file.'),
    ).toBeVisible();
  },
};

export const BeneficiaryEmpty: Story = {
  parameters: ofType('BENEFICIARY_ACCOUNT'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Download the application form' }),
    ).toBeVisible();
  },
};

export const BeneficiaryErrors: Story = {
  parameters: ofType('BENEFICIARY_ACCOUNT'),
  play: async ({ canvasElement }) => {
    await submitted(canvasElement, 'Beneficiary Account Application From is required!');
  },
};

const incomplete = (request: DocumentRequest) => requestIn(request, 'INCOMPLETE');

/** From the card page: the card form with the card preselected. */
export const CardKycFromCardPage: Story = {
  parameters: documentParams({
    path: '/upload-document?documentType=CARD_KYC&cardId=card-2',
    route: '/upload-document',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Card$/ })).toHaveTextContent('5150'),
    );
  },
};

export const CardKycErrors: Story = {
  parameters: ofType('CARD_KYC'),
  play: async ({ canvasElement }) => {
    const canvas = await submitted(canvasElement, 'Proof of Card ID is required!');
    await expect(canvas.getByText('Proof of Card Address is required!')).toBeVisible();
    await expect(canvas.getByText('Please select a card.')).toBeVisible();
  },
};

/** A saved INCOMPLETE card request: the card, both ID images and the address PDF. */
export const CardKycFilled: Story = {
  parameters: editParams('doc-kyc', [incomplete(cardKycRequest)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('passport-back.jpg')).toBeVisible();
    await expect(canvas.getByText('utility-bill.pdf')).toBeVisible();
  },
};

export const ChangeEmpty: Story = { parameters: ofType('CHANGE_OF_ID_ADDRESS') };

export const ChangeErrors: Story = {
  parameters: ofType('CHANGE_OF_ID_ADDRESS'),
  play: async ({ canvasElement }) => {
    const canvas = await submitted(canvasElement, 'Change of ID is required!');
    await expect(canvas.getByText('Change of Address is required!')).toBeVisible();
  },
};

export const ChangeFilled: Story = {
  parameters: editParams('doc-change', [incomplete(changeRequest)]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('lease.pdf')).toBeVisible();
  },
};

const readOnly = (request: DocumentRequest, banner: string): Story => ({
  parameters: editParams(request.id, [request]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(banner)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exit' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull();
  },
});

export const CardKycSubmitted = readOnly(
  cardKycRequest,
  'Your card identification change request has been submitted for review',
);
export const CardKycApproved = readOnly(
  requestIn(cardKycRequest, 'COMPLETED'),
  'Your card identification change request has been approved',
);
export const ChangeApproved = readOnly(changeRequest, 'Your change request has been approved');
export const ChangeRejected = readOnly(
  requestIn(changeRequest, 'REJECTED'),
  'Your change request has been rejected',
);
export const ChangeCanceled = readOnly(
  requestIn(changeRequest, 'CANCELED'),
  'Your change request has been canceled',
);
export const BeneficiaryRejected = readOnly(
  beneficiaryRequest,
  'Your beneficiary account application has been rejected',
);
export const TaxSubmitted = readOnly(
  requestIn(taxRequest, 'SUBMITTED'),
  'Your proof of tax ID request has been submitted for review',
);

export const Loading: Story = {
  parameters: documentParams({
    path: '/upload-document/doc-tax',
    route: '/upload-document/:documentId',
    responses: documentResponses(allRequests, { getPendingDocuments: forever }),
  }),
};

export const NotFound: Story = {
  parameters: editParams('nope'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Document request not found',
    );
  },
};
