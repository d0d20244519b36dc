// Placeholder: the screen of issue 14 (a helper writes it).
export function CardsScreen() {
  return <h1>Cards</h1>;
}
