// Placeholder for screens of later issues: shows the route's heading only.
import { useMatchedRoute } from '../RouteContext.tsx';

export function SectionPage() {
  const { title } = useMatchedRoute();
  return (
    <section aria-labelledby="section-title">
      <h1 id="section-title">{title}</h1>
    </section>
  );
}
