// Placeholder: the screen of issue 14 (a helper writes it).
export function CardDetailScreen() {
  return <h1>Cards</h1>;
}
