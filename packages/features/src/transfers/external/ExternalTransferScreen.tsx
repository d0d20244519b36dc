// Placeholder until the screen is built (issue 12).
export function ExternalWalletTransferScreen() {
  return null;
}
export function ExternalAxtendTransferScreen() {
  return null;
}
export function NetworkTransferScreen() {
  return null;
}
export function NetworkV2TransferScreen() {
  return null;
}
