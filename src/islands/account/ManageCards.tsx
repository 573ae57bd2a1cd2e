/** Replaced by the screen's island. */
export default function ManageCards() {
  return <p role="status">Loading…</p>;
}
