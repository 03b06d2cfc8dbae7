import { describe, expect, it } from 'vitest';
import { type Filter, FilterType, PortProtocol } from '@roteador/contract';
import { draftOf, inputFrom, inputOf, ofKind, sameDraft } from './data.ts';

const port: Filter = { id: '7', enabled: false, type: FilterType.Port, target: '', description: 'Jogo', protocol: PortProtocol.Udp, port_start: 3074, port_end: 3079 };
const ipv6: Filter = { id: '8', enabled: true, type: FilterType.Ipv6, target: 'fe80::1', description: 'Câmera', protocol: 2, port_start: 0, port_end: 0 };

describe('filter form data', () => {
  it('starts a new IP filter as IPv4 and a new port filter for both protocols', () => {
    expect(draftOf('ip')).toMatchObject({ type: FilterType.Ipv4, target: '' });
    expect(draftOf('port')).toMatchObject({ type: FilterType.Port, protocol: PortProtocol.Both, port_start: '' });
  });

  it('edits a stored filter as text and sends it back unchanged', () => {
    const draft = draftOf('port', port);
    expect(draft).toMatchObject({ port_start: '3074', port_end: '3079', protocol: PortProtocol.Udp });
    expect(inputOf(draft, port.enabled)).toEqual(inputFrom(port));
    expect(sameDraft(draft, draftOf('port', port))).toBe(true);
  });

  it('sends a port filter without target and the other kinds without ports', () => {
    expect(inputOf({ ...draftOf('port'), target: 'x', port_start: '80', port_end: '81' }, true))
      .toMatchObject({ target: '', port_start: 80, port_end: 81 });
    expect(inputOf({ ...draftOf('url'), target: ' exemplo.com ', protocol: PortProtocol.Tcp, port_start: '9' }, true))
      .toEqual({ enabled: true, type: FilterType.Url, target: 'exemplo.com', description: '', protocol: 2, port_start: 0, port_end: 0 });
  });

  it('lists IPv4 and IPv6 filters on the IP page only', () => {
    expect(ofKind([port, ipv6], 'ip')).toEqual([ipv6]);
    expect(ofKind([port, ipv6], 'port')).toEqual([port]);
    expect(inputFrom(ipv6, false)).toMatchObject({ enabled: false, target: 'fe80::1' });
  });
});
