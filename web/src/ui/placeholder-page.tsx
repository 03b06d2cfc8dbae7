import { app } from '../text/pt-BR.ts';
import { BuildIcon } from './icons.tsx';

/** The page of a route whose screen a later issue builds; the page title is in the header. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div className="placeholder">
      <BuildIcon className="placeholder__icon" />
      <h2 className="placeholder__title">{app.underConstruction}</h2>
      <p className="placeholder__body">{app.underConstructionBody(title)}</p>
    </div>
  );
}
