// Ids in addresses (/farms/{id}, /locations/{id}, /survey/{id}, ?farm=): canonical positive integers
// only ('007', '1e3', '-1' are not ids), so a mistyped address shows the not-found page.
export function routeId(text: string | null | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}
