// The chunks every signed-in page needs, fetched while the login request runs instead of one after
// the other once it has answered (the lazy components then find them loaded).
export function prefetchSignedInShell(): void {
  void import('./DataProvider.tsx');
  void import('./layouts/HeaderMenu.tsx');
  void import('./pages/dashboard/DashboardPage.tsx');
}
