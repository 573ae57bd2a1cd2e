/** Replaced by the screen's island. */
export default function GiftCards() {
  return <p role="status">Loading…</p>;
}
