// Seed 001 §2 'Network deposit address pages', §9: coins sent on the AXIA network (V1 or V2) to the customer's
// custody address, then confirmed by the customer into an AXC account ('Pending Transactions').

export const NETWORKS = ['V1', 'V2'] as const;
export type Network = (typeof NETWORKS)[number];

/** §9: the smallest native-coin deposit the bank accepts, in AXC. */
export const NETWORK_DEPOSIT_MINIMUM_AXC = '1';
/** §9: the estimated network fee, in AXC, paid by the sender (not taken from the deposit). */
export const NETWORK_DEPOSIT_FEE_AXC = '0.001';
/** The `asset` query of GET /transfer/axcustody/deposit-address that asks for the V2 address (§7). */
export const NETWORK_V2_ASSET = 'axiaV2';
