/** STUB: replaced by the page's implementation. */
import { usePage } from '../../app/page-meta.ts';
import { PlaceholderPage } from '../../ui/placeholder-page.tsx';

export function OperationModePage() {
  const { title } = usePage();
  return <PlaceholderPage title={title} />;
}
