// Dashboard (/): placeholder; the cards, tables and sections of spec 1 §2 'Dashboard' come later.
export function DashboardPage() {
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Übersicht</h1>
    </section>
  );
}
