import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_REQUEST_STATUS_LABELS,
  DOCUMENT_REQUEST_TYPE_LABELS,
  DOCUMENT_REQUEST_TYPES,
  documentStatusBanner,
  type Card,
} from '@axia/core';
import {
  Banner,
  Button,
  ComboBox,
  Icon,
  Select,
  Skeleton,
  SkeletonText,
  Stack,
  TextArea,
  TextField,
} from '@axia/design-system';
import { downloadBlob } from '../../../accounts/components/download';
import { focusFirstInvalid, useServices } from '../../../kit';
import { errorText } from '../../../kit/errors';
import { COUNTRY_ITEMS, countryName } from '../../../onboarding/components/countries';
import { ProfileLayout } from '../../layout/ProfileLayout';
import { USER_DOCUMENT_PATH } from '../../paths';
import { StoredFiles } from '../components/StoredFiles';
import { DETAIL_TEXT, LIST_TEXT, UPLOAD_TEXT as TEXT } from '../messages';
import { downloadName } from '../model';
import { DocumentFileField } from './DocumentFileField';
import type { MakePdf } from './ImageToPdfDialog';
import { UploadDocumentStore } from './UploadDocumentStore';
import * as styles from '../documents.css';

const TYPE_ITEMS = DOCUMENT_REQUEST_TYPES.map((type) => ({
  id: type,
  label: DOCUMENT_REQUEST_TYPE_LABELS[type],
}));

const BENEFICIARY_FORM_NAME = 'Beneficiary Account Application Form.pdf';

const cardLabel = (card: Card) =>
  `${card.cardNumber} (${card.firstName} ${card.lastName}, ${card.currency})`;

export interface UploadDocumentViewProps {
  /** Starts with this state (stories and tests); by default a fresh form started from the route. */
  store?: UploadDocumentStore;
  /** The image-to-PDF maker (stories and tests; pdf-lib by default). */
  makePdf?: MakePdf;
}

/**
 * /upload-document and /upload-document/:documentId (seed 002 §2, §4, §5): a back link to /user-document, the type
 * dropdown (fixed for a saved request) and the matching form; ?documentType=CARD_KYC&cardId= preselects the card form
 * and the card. Save and exit / Submit land on /user-document with the toast; read-only with the status banner and
 * Exit once the request is not INCOMPLETE.
 */
export const UploadDocumentView = observer(function UploadDocumentView({
  store: given,
  makePdf,
}: UploadDocumentViewProps) {
  const { api } = useServices();
  const { documentId } = useParams();
  const [search] = useSearchParams();
  const [store] = useState(() => given ?? new UploadDocumentStore(api));
  const started = useRef(false);
  useEffect(() => {
    if (given || started.current) return;
    started.current = true;
    void store.start({
      documentId,
      documentType: search.get('documentType'),
      cardId: search.get('cardId'),
    });
  }, [given, store, documentId, search]);

  let body;
  if (store.loaded.status === 'loading') {
    body = (
      <Skeleton label={TEXT.loading}>
        <SkeletonText lines={6} />
      </Skeleton>
    );
  } else if (store.loaded.status === 'failed') {
    body = (
      <Stack gap="sm">
        <p className={styles.muted} role="alert">
          {store.loaded.message}
        </p>
        {documentId && (
          <div>
            <Button variant="secondary" onPress={() => void store.load(documentId)}>
              {TEXT.retry}
            </Button>
          </div>
        )}
      </Stack>
    );
  } else {
    body = (
      <Stack gap="lg">
        <Select
          label={TEXT.type}
          placeholder={TEXT.typePlaceholder}
          items={TYPE_ITEMS}
          selectedKey={store.type}
          onSelectionChange={(id) =>
            store.setType((id as (typeof DOCUMENT_REQUEST_TYPES)[number] | null) ?? null)
          }
          isDisabled={store.typeFixed}
          description={store.typeFixed ? TEXT.typeFixed : undefined}
        />
        {store.type &&
          (store.readOnly ? (
            <ReadOnlyRequest store={store} />
          ) : (
            <DocumentForm store={store} makePdf={makePdf} />
          ))}
      </Stack>
    );
  }

  return (
    <ProfileLayout title={TEXT.title}>
      <Stack gap="lg">
        <div>
          <RouterLink to={USER_DOCUMENT_PATH} className={styles.secondaryLink}>
            <Icon name="chevronLeft" size={18} />
            {TEXT.back}
          </RouterLink>
        </div>
        {body}
      </Stack>
    </ProfileLayout>
  );
});

/** The form of the chosen type: its own fields, its file fields, the memo, Save and exit and Submit. */
const DocumentForm = observer(function DocumentForm({
  store,
  makePdf,
}: {
  store: UploadDocumentStore;
  makePdf?: MakePdf;
}) {
  const { notify, navigate } = useServices();
  const form = useRef<HTMLFormElement>(null);
  const type = store.type;
  if (!type) return null;

  const send = async (submit: boolean) => {
    const message = await store.send(submit, (failure) =>
      notify({ tone: 'error', title: failure }),
    );
    if (message) {
      notify({ tone: 'success', title: message });
      navigate(USER_DOCUMENT_PATH);
    } else if (submit) {
      focusFirstInvalid(form.current);
    }
  };

  return (
    <form
      ref={form}
      noValidate
      className={styles.form}
      aria-label={DOCUMENT_REQUEST_TYPE_LABELS[type]}
      onSubmit={(event) => {
        event.preventDefault();
        void send(true);
      }}
    >
      <Stack gap="lg">
        {type === 'PROOF_OF_TAX_ID' && (
          <>
            <TextField
              label={TEXT.taxId}
              value={store.taxId}
              onChange={(value) => store.setTaxId(value)}
              maxLength={DOCUMENT_LIMITS.maxTaxIdLength}
              autoComplete="off"
              errorMessage={store.errors.taxId}
            />
            <ComboBox
              label={TEXT.taxCountry}
              placeholder={TEXT.taxCountryPlaceholder}
              items={COUNTRY_ITEMS}
              selectedKey={store.taxIdCountryCode || null}
              onSelectionChange={(id) => store.setTaxIdCountryCode(id)}
              errorMessage={store.errors.taxIdCountryCode}
            />
          </>
        )}
        {type === 'BENEFICIARY_ACCOUNT' && <BeneficiaryFormDownload />}
        {type === 'CARD_KYC' && <CardPicker store={store} />}
        {store.fields.map((field) => (
          <DocumentFileField key={field.type} store={store} field={field} makePdf={makePdf} />
        ))}
        <TextArea
          label={TEXT.memo}
          description={TEXT.memoDescription}
          value={store.memo}
          onChange={(value) => store.setMemo(value)}
          maxLength={DOCUMENT_LIMITS.maxMemoLength}
          rows={3}
        />
        <div className={styles.actions}>
          <Button
            variant="secondary"
            isPending={store.sending === 'save'}
            isDisabled={store.busy && store.sending !== 'save'}
            onPress={() => void send(false)}
          >
            {TEXT.save}
          </Button>
          <Button
            type="submit"
            isPending={store.sending === 'submit'}
            isDisabled={store.busy && store.sending !== 'submit'}
          >
            {TEXT.submit}
          </Button>
        </div>
      </Stack>
    </form>
  );
});

/** The card form's card: one of the customer's cards (GET /card). */
const CardPicker = observer(function CardPicker({ store }: { store: UploadDocumentStore }) {
  useEffect(() => {
    void store.loadCards();
  }, [store]);
  const cards = store.cards;
  return (
    <Stack gap="xs">
      <Select
        label={TEXT.card}
        placeholder={TEXT.cardPlaceholder}
        items={
          cards.status === 'ready'
            ? cards.value.map((card) => ({ id: card.id, label: cardLabel(card) }))
            : []
        }
        isLoading={cards.status === 'loading'}
        emptyText={TEXT.noCards}
        selectedKey={store.cardId}
        onSelectionChange={(id) => store.setCardId(id)}
        errorMessage={
          store.errors.cardId ?? (cards.status === 'failed' ? cards.message : undefined)
        }
      />
      {cards.status === 'failed' && (
        <div>
          <Button variant="secondary" size="small" onPress={() => void store.loadCards()}>
            {TEXT.retry}
          </Button>
        </div>
      )}
    </Stack>
  );
});

/** §5 the beneficiary form's blank application (GET /document/download/beneficiaryForm), saved under the bank's name. */
function BeneficiaryFormDownload() {
  const { api, notify } = useServices();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const blob = await api.downloadBeneficiaryForm();
      downloadBlob(blob, downloadName(blob, BENEFICIARY_FORM_NAME));
    } catch (error) {
      notify({ tone: 'error', title: errorText(error) });
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack gap="xs">
      <div>
        <Button
          variant="secondary"
          icon={<Icon name="download" />}
          isPending={pending}
          onPress={() => void download()}
        >
          {TEXT.downloadForm}
        </Button>
      </div>
      <p className={styles.muted}>{TEXT.downloadFormHint}</p>
    </Stack>
  );
}

/** §4 a request that is not INCOMPLETE: the status banner, what was sent, and Exit. */
const ReadOnlyRequest = observer(function ReadOnlyRequest({
  store,
}: {
  store: UploadDocumentStore;
}) {
  const { navigate } = useServices();
  const type = store.type;
  if (!type) return null;
  const banner = documentStatusBanner(type, store.status);
  const card =
    store.cards.status === 'ready'
      ? store.cards.value.find((candidate) => candidate.id === store.cardId)
      : undefined;
  return (
    <Stack gap="lg">
      {banner && (
        <Banner header={banner} tone={store.status === 'REJECTED' ? 'danger' : 'info'}>
          {`${LIST_TEXT.status}: ${DOCUMENT_REQUEST_STATUS_LABELS[store.status]}`}
        </Banner>
      )}
      <dl className={styles.facts}>
        {store.status === 'REJECTED' && store.rejectionReason && (
          <>
            <dt className={styles.term}>{DETAIL_TEXT.rejectionReason}</dt>
            <dd className={styles.value}>{store.rejectionReason}</dd>
          </>
        )}
        {type === 'PROOF_OF_TAX_ID' && (
          <>
            <dt className={styles.term}>{TEXT.taxId}</dt>
            <dd className={styles.value}>{store.taxId || '—'}</dd>
            <dt className={styles.term}>{TEXT.taxCountry}</dt>
            <dd className={styles.value}>{countryName(store.taxIdCountryCode) || '—'}</dd>
          </>
        )}
        {type === 'CARD_KYC' && (
          <>
            <dt className={styles.term}>{TEXT.card}</dt>
            <dd className={styles.value}>{card ? cardLabel(card) : (store.cardId ?? '—')}</dd>
          </>
        )}
        {store.fields.map((field) => (
          <FieldRow key={field.type} label={field.label}>
            <StoredFiles files={store.filesOf(field.type)} label={field.label} />
          </FieldRow>
        ))}
        <dt className={styles.term}>{TEXT.memo}</dt>
        <dd className={styles.value}>{store.memo || DETAIL_TEXT.noMemo}</dd>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => navigate(USER_DOCUMENT_PATH)}>
          {TEXT.exit}
        </Button>
      </div>
    </Stack>
  );
});

function FieldRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}

export function UploadDocumentScreen() {
  return <UploadDocumentView />;
}
