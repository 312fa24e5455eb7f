// The tag manager's data layer (window.dataLayer). Events pushed before the tag manager loads
// wait in the array; the tag manager reads them when it starts.
type DataLayerEvent = Record<string, unknown> & { event: string };

export function pushDataLayer(event: DataLayerEvent): void {
  const w = window as unknown as { dataLayer?: unknown[] };
  if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
  w.dataLayer.push(event);
}
