import { describe, expect, it } from 'vitest';
import type { PortRedirect } from '@roteador/contract';
import { draftOf, EMPTY, inputOf, withExternalStart } from './data.ts';

const rule: PortRedirect = {
  id: '3', description: 'Jogo', protocol: 1, externalPort: { start: 3074, end: 3075 }, internalIP: '192.168.0.40',
  internalPort: { start: 3074, end: 3075 },
};

describe('port-forwarding form data', () => {
  it('edits a stored rule as text and sends it back unchanged', () => {
    const { id: _id, ...input } = rule;
    expect(inputOf(draftOf(rule))).toEqual(input);
  });

  it('copies the external start port to the other three (spec 3 §4)', () => {
    expect(withExternalStart({ ...EMPTY, internalIP: '192.168.0.9' }, '8080')).toEqual({
      ...EMPTY, internalIP: '192.168.0.9', externalStart: '8080', externalEnd: '8080', internalStart: '8080', internalEnd: '8080',
    });
  });
});
