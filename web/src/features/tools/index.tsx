/** The tools area: a titled placeholder until its screens are built (the title comes from routes.tsx). */
import { usePage } from '../../app/page-meta.ts';
import { PlaceholderPage } from '../../ui/placeholder-page.tsx';

export function ToolsPage() {
  const { title } = usePage();
  return <PlaceholderPage title={title} />;
}
