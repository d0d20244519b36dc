// The identity-verification (KYC) provider as the bank sees it: the bank opens a session (its refId) and sends the
// customer to the provider's widget; the provider reports the submission and its decision by signed webhook
// (POST /webhooks/kyc). The sandbox's widget (src/sandbox/kyc-widget.ts) implements it.
export interface KycProvider {
  /** Where the customer verifies for the session `refId`. */
  widgetUrl(refId: string): string;
}
