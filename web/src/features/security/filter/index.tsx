/** The global filters of the security area: one lazy chunk for the menu and its four lists (spec 3 §2). */
import './filter.css';
import { FilterListPage } from './list-page.tsx';

export { FilterMenuPage } from './menu-page.tsx';

export const MacFilterPage = () => <FilterListPage kind="mac" />;
export const IpFilterPage = () => <FilterListPage kind="ip" />;
export const PortFilterPage = () => <FilterListPage kind="port" />;
export const UrlFilterPage = () => <FilterListPage kind="url" />;
