/** /security/filter: the four global filters (spec 3 §2), each with how many it holds. */
import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { filterKinds } from '@roteador/contract';
import { paths } from '../../../paths.ts';
import { pages } from '../../../text/pt-BR.ts';
import { filters as t } from '../../../text/security.ts';
import { NavMenu } from '../../../ui/nav-menu.tsx';
import { filterData, ofKind } from './data.ts';

export function FilterMenuPage() {
  useSignals();
  useEffect(() => {
    void filterData.load();
  }, []);
  const all = filterData.data.value;
  const titles = { mac: pages.filterMac, ip: pages.filterIp, port: pages.filterPort, url: pages.filterUrl };
  const items = filterKinds.map((kind) => ({
    to: paths.security.filter[kind],
    title: titles[kind],
    hint: t.hints[kind],
    note: all && t.count(ofKind(all, kind).length),
  }));
  return <NavMenu label={t.menuLabel} intro={t.menuIntro} items={items} />;
}
