// Placeholder: the screen of issue 14 (a helper writes it).
export function CardApplyScreen() {
  return <h1>Cards</h1>;
}
