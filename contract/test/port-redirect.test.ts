import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { PortRedirect, type PortRedirect as Rule } from '../src/security.ts';
import { validatePortRedirect, type PortRedirectContext, type PortRedirectDraft } from '../src/validate/security.ts';
import { validationMessages as m } from '../src/validate/messages.ts';

const web: Rule = {
  id: '1', description: 'Servidor web', protocol: 0,
  externalPort: { start: 80, end: 81 }, internalIP: '192.168.0.10', internalPort: { start: 80, end: 81 },
};
const ctx: PortRedirectContext = {
  others: [web], lan: { ip4: '192.168.0.1', netmask: '255.255.255.0' }, wanIp: '200.10.20.30', managementPort: 8080,
};
const draft = (over: Partial<PortRedirectDraft> = {}): PortRedirectDraft => ({
  description: 'Câmera', protocol: 2, externalStart: '8000', externalEnd: '8000',
  internalIP: '192.168.0.20', internalStart: '80', internalEnd: '80', ...over,
});

describe('the port-forwarding rule', () => {
  it('is a contract record', () => {
    expect(is(web, PortRedirect)).toBe(true);
    expect(is({ ...web, protocol: 3 }, PortRedirect)).toBe(false);
  });
});

describe('validatePortRedirect (spec 3 §5 Port forwarding)', () => {
  it('accepts a valid rule', () => expect(validatePortRedirect(draft(), ctx)).toEqual({}));

  it('asks for a description of 1 to 32', () => {
    expect(validatePortRedirect(draft({ description: '' }), ctx).description).toBe(m.required);
    expect(validatePortRedirect(draft({ description: 'x'.repeat(33) }), ctx).description).toBe('O campo deve conter entre 1 e 32 caracteres');
  });

  it('keeps ports between 1 and 65535, end not below start', () => {
    expect(validatePortRedirect(draft({ externalStart: '0' }), ctx).externalStart).toBe('Portas devem ter valores entre 1 e 65535');
    expect(validatePortRedirect(draft({ internalEnd: '65536' }), ctx).internalEnd).toBe('Portas devem ter valores entre 1 e 65535');
    expect(validatePortRedirect(draft({ externalStart: '9000', externalEnd: '8999' }), ctx).externalEnd)
      .toBe('O fim da faixa deve ser maior ou igual ao início');
    expect(validatePortRedirect(draft({ internalStart: '90', internalEnd: '80' }), ctx).internalEnd)
      .toBe('O fim da faixa deve ser maior ou igual ao início');
  });

  it('refuses an external range another rule of a meeting protocol uses; internal ranges may overlap', () => {
    expect(validatePortRedirect(draft({ externalStart: '81', externalEnd: '82', internalStart: '1', internalEnd: '2' }), ctx).externalEnd)
      .toBe('Esta faixa já está em uso');
    expect(validatePortRedirect(draft({ protocol: 1, externalStart: '81', externalEnd: '82', internalStart: '1', internalEnd: '2' }), ctx)).toEqual({});
    expect(validatePortRedirect(draft({ internalIP: '192.168.0.10', internalStart: '80', internalEnd: '80' }), ctx)).toEqual({});
  });

  it('refuses more external ports than internal ones', () => {
    expect(validatePortRedirect(draft({ externalStart: '8000', externalEnd: '8002', internalStart: '80', internalEnd: '81' }), ctx).internalEnd)
      .toBe('O numero de portas externas nao pode ser maior que o número de portas internas');
  });

  it('keeps the WAN management port out of the external range', () => {
    expect(validatePortRedirect(draft({ externalStart: '8079', externalEnd: '8081', internalStart: '1', internalEnd: '3' }), ctx).externalEnd)
      .toBe('A porta de gerenciamento via wan está no intervalo');
    expect(validatePortRedirect(draft({ externalStart: '8079', externalEnd: '8081', internalStart: '1', internalEnd: '3' }), { ...ctx, managementPort: null }))
      .toEqual({});
  });

  it('sends to a LAN address that is not the WAN address', () => {
    expect(validatePortRedirect(draft({ internalIP: '' }), ctx).internalIP).toBe(m.required);
    expect(validatePortRedirect(draft({ internalIP: '192.168.0' }), ctx).internalIP).toBe(m.invalidAddress);
    expect(validatePortRedirect(draft({ internalIP: '200.10.20.30' }), ctx).internalIP)
      .toBe('O endereço IP interno não pode ser o mesmo utilizado na interface WAN');
    expect(validatePortRedirect(draft({ internalIP: '10.0.0.5' }), ctx).internalIP).toBe(m.notInNetwork);
    expect(validatePortRedirect(draft({ internalIP: '192.168.0.255' }), ctx).internalIP).toBe(m.unusableAddress);
  });
});
