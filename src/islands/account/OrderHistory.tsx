/** Replaced by the screen's island. */
export default function OrderHistory() {
  return <p role="status">Loading…</p>;
}
