/** Seed 002 §2 'Services', seed 001 §2 'Beneficiaries' (the path's capital B is the spec's). */
export const SERVICES_PATH = '/services';
export const BENEFICIARIES_PATH = '/Beneficiaries';
/** 'Your Cards' (seed 002 §2; the cards issue builds the page). */
export const CARDS_PATH = '/cards';
