// Placeholder until the screen is built (issue 12).
export function BeneficiariesScreen() {
  return null;
}
