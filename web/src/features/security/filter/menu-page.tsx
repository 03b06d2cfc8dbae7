/** /security/filter: the four global filters (spec 3 §2), each with how many it holds. */
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { filterKinds } from '@roteador/contract';
import { filters as t } from '../../../text/security.ts';
import { ChevronIcon } from '../../../ui/icons.tsx';
import { filterData, ofKind } from './data.ts';

export function FilterMenuPage() {
  useSignals();
  useEffect(() => {
    void filterData.load();
  }, []);
  const all = filterData.data.value;
  return (
    <div className="filter-page">
      <p className="filter-intro">{t.menuIntro}</p>
      <ul className="filter-menu">
        {filterKinds.map((kind) => (
          <li key={kind}>
            <Link className="filter-menu__item" to={`/security/filter/${kind}`}>
              <span className="filter-menu__text">
                <span className="filter-menu__title">{t.menu[kind].title}</span>
                <span className="filter-menu__hint">{t.menu[kind].hint}</span>
              </span>
              {all && <span className="filter-menu__count">{t.count(ofKind(all, kind).length)}</span>}
              <ChevronIcon className="filter-menu__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
