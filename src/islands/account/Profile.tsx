/** Replaced by the screen's island. */
export default function Profile() {
  return <p role="status">Loading…</p>;
}
