// Placeholder: the screen of issue 15 (a helper writes it).
export function GiftCardBuyScreen() {
  return <h1>Gift cards</h1>;
}
