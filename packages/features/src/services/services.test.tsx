import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { evaluateGate, type GateContext } from '../kit';
import { createFakeServices, ScreenInRoute } from '../kit/testing';
import { BeneficiariesStore } from './beneficiaries/BeneficiariesStore';
import { acme, beneficiaryResponses, grace, wireRecipient } from './beneficiaries/fixtures';
import { servicesFeature, SERVICES_GATE } from './manifest';
import { SERVICES_TEXT } from './messages';
import { beneficiaryDetail, statusLabel } from './model';
import { ServicesScreen } from './screens/ServicesScreen';

// Seed 002 §2 'Services', seed 000 §2.1 (who reaches /services and /Beneficiaries), seed 001 §3 'Beneficiary'.

describe('/services', () => {
  it("links to 'Your Cards' (/cards) and 'My Beneficiaries' (/Beneficiaries)", () => {
    render(
      <ScreenInRoute services={createFakeServices()} path="/services">
        <ServicesScreen />
      </ScreenInRoute>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Your Cards/ })).toHaveAttribute('href', '/cards');
    expect(screen.getByRole('link', { name: /^My Beneficiaries/ })).toHaveAttribute(
      'href',
      '/Beneficiaries',
    );
  });

  it('is reached by signed-in users whose registration is complete, with no flag', () => {
    const ctx: GateContext = {
      signedIn: true,
      registrationCompleted: true,
      status: 'ACTIVE',
      features: [],
      environment: 'local',
      privileged: false,
    };
    expect(evaluateGate(SERVICES_GATE, ctx)).toBe(true);
    expect(evaluateGate(SERVICES_GATE, { ...ctx, registrationCompleted: false })).toBe(false);
    expect(evaluateGate(SERVICES_GATE, { ...ctx, signedIn: false })).toBe(false);
  });

  it("the routes' titles are the screens' headings", () => {
    expect(servicesFeature.routes.map((route) => [route.path, route.title])).toEqual([
      ['/services', SERVICES_TEXT.servicesTitle],
      ['/Beneficiaries', SERVICES_TEXT.myBeneficiaries],
    ]);
  });
});

describe('beneficiaries model', () => {
  it("shows 'active', or 'Action Required' for any other status", () => {
    expect(statusLabel(acme)).toBe('active');
    expect(statusLabel({ status: 'ACTIVE' })).toBe('active');
    expect(statusLabel(grace)).toBe('Action Required');
    expect(statusLabel({ status: 'pending' })).toBe('Action Required');
  });

  it('describes a member by email, the other kinds by kind', () => {
    expect(beneficiaryDetail(acme)).toBe('acme@demo.test');
    expect(beneficiaryDetail(wireRecipient)).toBe('Wire transfer');
  });

  it('reads the list again when a change lands while a read is under way', async () => {
    const responses = beneficiaryResponses([grace]);
    let release: () => void = () => {};
    let reads = 0;
    const services = createFakeServices({
      responses: {
        ...responses,
        getBeneficiaries: async () => {
          reads += 1;
          // The first read answers with the list as it was before the change, after the change.
          if (reads === 1) {
            const before = responses.getBeneficiaries();
            await new Promise<void>((resolve) => (release = resolve));
            return before;
          }
          return responses.getBeneficiaries();
        },
      },
    });
    const store = new BeneficiariesStore(services.api);
    const first = store.load();
    expect(await store.create({ name: 'Acme', email: 'acme@demo.test' })).toEqual({ ok: true });
    release();
    await first;
    await waitFor(() => expect(store.loaded).toBe(true));
    expect(reads).toBe(2);
    expect(store.list.map((b) => b.beneficiaryName)).toEqual(['Grace Hopper', 'Acme']);
  });

  it('renames a wire beneficiary by its name alone (the bank renames its alias)', async () => {
    const log: { operation: string; body: unknown }[] = [];
    const services = createFakeServices({ responses: beneficiaryResponses([wireRecipient], log) });
    const store = new BeneficiariesStore(services.api);
    await store.load();
    await waitFor(() => expect(store.list).toHaveLength(1));
    expect(await store.update(wireRecipient, { name: 'Landlord' })).toEqual({ ok: true });
    expect(log[0]?.body).toEqual({
      id: 'ben-wire',
      type: 'WIRE_TRANSFER',
      beneficiaryName: 'Landlord',
    });
  });
});
