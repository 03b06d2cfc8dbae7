import { Fragment } from 'react';
import './ipv6-address.css';

/**
 * An IPv6 address that wraps only between its groups, after a ':' (after '::' as a whole), never inside a group: on a
 * phone '2804:14c:5b80:' / '8f1a::1', not '2804:14c:5b8' / '0:8f1a::1'. The places are <wbr>: what is copied is the
 * address as written.
 */
export function Ipv6Address({ address }: { address: string }) {
  const groups = address.split(/(?<=:)(?!:)/);
  return (
    <span className="ipv6-address">
      {groups.map((group, i) => <Fragment key={i}>{i > 0 && <wbr />}{group}</Fragment>)}
    </span>
  );
}
