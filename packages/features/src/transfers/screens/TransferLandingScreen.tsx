// Placeholder until the screen is built (issue 12).
export function TransferLandingScreen() {
  return null;
}
