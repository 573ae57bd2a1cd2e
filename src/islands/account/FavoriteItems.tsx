/** Replaced by the screen's island. */
export default function FavoriteItems() {
  return <p role="status">Loading…</p>;
}
