import { describe, expect, it, vi } from 'vitest';
import {
  inTermStaking,
  longTermStaking,
  page,
  readyStaking,
  sampleActivities,
  sampleInterestRecords,
  sampleNow,
  stakingUser,
} from '../fixtures';
import { StakingDetailStore, type StakingDetailApi } from './StakingDetailStore';

const httpError = (message: string, status = 400) => Object.assign(new Error(message), { status });

function fakeApi(overrides: Partial<Record<keyof StakingDetailApi, unknown>> = {}) {
  return {
    getStaking: vi.fn(async () => inTermStaking),
    getStakingActivities: vi.fn(async () => page(sampleActivities)),
    getStakingInterestRecords: vi.fn(async () => page(sampleInterestRecords)),
    ...overrides,
  } as unknown as StakingDetailApi & Record<string, ReturnType<typeof vi.fn>>;
}

const make = (api: StakingDetailApi, features = stakingUser.features) =>
  new StakingDetailStore(api, inTermStaking.id, features, () => sampleNow);

describe('the staking detail store', () => {
  it('reads the staking and the first activity page, and the rewards only when Rewards is chosen', async () => {
    const api = fakeApi();
    const store = make(api);
    await store.load();
    expect(store.value).toBe(inTermStaking);
    expect(store.actions).toMatchObject({ claim: false, addFunds: false, reEnrollment: 'create' });
    expect(store.activities).toMatchObject({ status: 'ready', value: { totalCount: 3 } });
    expect(api.getStakingInterestRecords).not.toHaveBeenCalled();
    store.setTab('rewards');
    store.setTab('transactions');
    store.setTab('rewards');
    await vi.waitFor(() => expect(store.rewards?.status).toBe('ready'));
    expect(api.getStakingInterestRecords).toHaveBeenCalledTimes(1);
  });

  it('tells a 404 from other failures', async () => {
    const missing = make(
      fakeApi({
        getStaking: vi.fn(async () => {
          throw httpError('Staking not found', 404);
        }),
      }),
    );
    await missing.load();
    expect(missing.staking).toEqual({
      status: 'failed',
      message: 'Staking not found',
      notFound: true,
    });
    const broken = make(
      fakeApi({
        getStaking: vi.fn(async () => {
          throw httpError('Service down', 500);
        }),
      }),
    );
    await broken.load();
    expect(broken.staking).toMatchObject({ notFound: false, message: 'Service down' });
  });

  it('re-reads quietly after a change: the card stays while it reads, and after a failed read', async () => {
    const getStaking = vi
      .fn()
      .mockResolvedValueOnce(readyStaking)
      .mockRejectedValueOnce(httpError('Service down', 500))
      .mockResolvedValueOnce({ ...readyStaking, status: 'CLAIMED' });
    const api = fakeApi({ getStaking });
    const store = make(api);
    await store.load();
    const reading = store.refreshAfterChange();
    expect(store.value).toBe(readyStaking);
    await reading;
    expect(store.value).toBe(readyStaking);
    await store.refreshAfterChange();
    expect(store.value?.status).toBe('CLAIMED');
    expect(store.actions?.claim).toBe(false);
  });

  it('keeps the answer of the latest page only', async () => {
    let release: (value: unknown) => void = () => {};
    const getStakingActivities = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockResolvedValueOnce(page(sampleActivities.slice(0, 1), 41));
    const store = make(fakeApi({ getStakingActivities }));
    const first = store.loadActivities(1);
    await store.loadActivities(3);
    release(page(sampleActivities, 41));
    await first;
    expect(store.activityPage).toBe(3);
    expect(store.activities).toMatchObject({ status: 'ready', value: { totalCount: 41 } });
    expect(store.activities.status === 'ready' && store.activities.value.rows).toHaveLength(1);
    expect(store.activityPageCount).toBe(3);
  });

  it('hides Add Funds without STAKINGS_ADD_AMOUNT', async () => {
    const store = new StakingDetailStore(
      fakeApi({ getStaking: vi.fn(async () => longTermStaking) }),
      longTermStaking.id,
      [],
      () => sampleNow,
    );
    await store.loadStaking();
    expect(store.actions).toMatchObject({ addFunds: false, reEnrollment: null });
  });
});
