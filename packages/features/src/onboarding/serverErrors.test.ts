import { createFakeServices } from '../kit/testing';
import { showServerErrors } from './useRegistration';

// The bank joins every refusal of one request with '; ' (packages/bank/src/modules/common/validation.ts).
const refusal = (message: string) => ({ response: { status: 400, data: { message } } });
const FIELDS: Record<string, 'taxId' | 'hasProof'> = {
  'Tax identification number is required!': 'taxId',
  'Proof of Tax ID is required!': 'hasProof',
};
const fieldOf = (message: string): ['taxId' | 'hasProof', string] | null =>
  FIELDS[message] ? [FIELDS[message], message] : null;

function setup() {
  const notify = vi.fn();
  const navigate = vi.fn();
  const services = createFakeServices({ notify, navigate });
  const setError = vi.fn();
  return { services, notify, navigate, setError };
}

describe('showServerErrors', () => {
  it('puts each of several joined messages under its field, focusing the first', () => {
    const t = setup();
    showServerErrors(
      t.services,
      refusal('Tax identification number is required!; Proof of Tax ID is required!'),
      fieldOf,
      t.setError,
    );
    expect(t.setError.mock.calls).toEqual([
      [
        'taxId',
        { type: 'server', message: 'Tax identification number is required!' },
        { shouldFocus: true },
      ],
      [
        'hasProof',
        { type: 'server', message: 'Proof of Tax ID is required!' },
        { shouldFocus: false },
      ],
    ]);
    expect(t.notify).not.toHaveBeenCalled();
  });

  it('reports what no field claims as an error toast', () => {
    const t = setup();
    showServerErrors(
      t.services,
      refusal('Proof of Tax ID is required!; memo is too long'),
      fieldOf,
      t.setError,
    );
    expect(t.setError).toHaveBeenCalledTimes(1);
    expect(t.notify).toHaveBeenCalledWith({ tone: 'error', title: 'memo is too long' });

    const other = setup();
    showServerErrors(other.services, refusal('Registration is read-only'), fieldOf, other.setError);
    expect(other.setError).not.toHaveBeenCalled();
    expect(other.notify).toHaveBeenCalledWith({
      tone: 'error',
      title: 'Registration is read-only',
    });
  });

  it('sends a 503 to the start page', () => {
    const t = setup();
    showServerErrors(t.services, { response: { status: 503 } }, fieldOf, t.setError);
    expect(t.navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(t.notify).not.toHaveBeenCalled();
  });
});
