import { describe, expect, it } from 'vitest';
import {
  mtuMessage,
  rangeMessage,
  sizeMessage,
  suspiciousMessage,
  validationMessages as m,
  weakWordMessage,
} from '../src/validate/messages.ts';

describe('messages with values', () => {
  it('size', () => {
    expect(sizeMessage(1, 30)).toBe('O campo deve conter entre 1 e 30 caracteres');
  });

  it.each([
    [undefined, 10, 'O campo deve possuir valor menor ou igual a 10'],
    [5, undefined, 'O campo deve possuir valor maior ou igual a 5'],
    [1, 1440, 'O campo deve possuir valor entre 1 e 1440'],
  ])('range(%s, %s)', (min, max, expected) => {
    expect(rangeMessage(min, max)).toBe(expected);
  });

  it('mtu', () => {
    expect(mtuMessage(68, 1500)).toBe('O valor da MTU deve estar entre 68 e 1500');
  });

  it('suspicious', () => {
    expect(suspiciousMessage('reboot')).toBe('Esse campo não aceita "reboot"');
  });

  it('weak word keeps the parentheses', () => {
    expect(weakWordMessage('admin')).toBe(
      'O uso da palavra (admin) não é recomendado pois encontra-se em uma lista de senhas conhecidas.',
    );
  });
});

describe('fixed messages read exactly as the spec', () => {
  it.each(
    [
      ['required', 'Este campo é obrigatório'],
      ['alphanumeric', 'Este campo deve conter apenas letras e números'],
      ['letters', 'Este campo deve conter apenas letras'],
      ['edgeSpace', 'Não é permitido uso de espaço no começo e fim.'],
      ['invalidCharacters', 'Contém caracteres inválidos'],
      ['numeric', 'Valor deve ser numérico'],
      ['weakPassword', 'Não é permitido o uso de senha fraca'],
      ['invalidAddress', 'Endereço inválido'],
      ['invalidMac', 'Endereço MAC inválido'],
      ['invalidNetmask', 'Máscara inválida'],
      ['port', 'Portas devem ter valores entre 1 e 65535'],
      ['conflictsWithLan', 'Este endereço está em conflito com sua rede LAN'],
      ['conflictsWithWan', 'Este endereço está em conflito com sua rede WAN'],
      ['gatewayIsRouterIp', 'O gateway deve ser diferente do endereço IP do roteador'],
      ['gatewayOutsideWan', 'O gateway deve estar na mesma rede do endereço WAN.'],
      ['dnsIsRouterIp', 'O dns deve ser diferente do endereço IP do roteador'],
      ['dnsRepeated', 'Os endereços DNS não podem ser repetidos'],
      ['ssidInUse', 'Esse nome já está sendo usado'],
      ['reservedName', 'Nome reservado'],
      ['invalidCipher', 'Criptografia Inválida'],
      ['passwordsMismatch', 'As senhas não coincidem'],
      ['locationInUse', 'Esse nome encontra-se em uso'],
      ['outsideDhcpRange', 'Endereço IP fora da faixa do servidor DHCP'],
      ['leaseIpInUse', 'Endereço IP já utilizado'],
      ['leaseMacInUse', 'Endereço MAC já utilizado'],
      ['portRangeOrder', 'O fim da faixa deve ser maior ou igual ao início'],
      ['portRangeInUse', 'Esta faixa já está em uso'],
      ['externalPortsExceedInternal', 'O numero de portas externas nao pode ser maior que o número de portas internas'],
      ['wanManagementPortInRange', 'A porta de gerenciamento via wan está no intervalo'],
      ['internalIpIsWanIp', 'O endereço IP interno não pode ser o mesmo utilizado na interface WAN'],
      ['filterMacInUse', 'Este endereço MAC já está em uso em outro filtro.'],
      ['filterUrlInUse', 'Este endereço de URL já está em uso em outro filtro.'],
      ['filterIpInUse', 'Este endereço IP já está em uso em outro filtro.'],
      ['remotizeUrlBlocked', 'A URL do remotize não pode ser bloqueada'],
      ['scheduleNameInUse', 'Já existe uma agenda de bloqueio com esse nome'],
      ['scheduleConflict', 'Conflito de horários'],
      ['identicalRule', 'Já existe uma regra idêntica criada.'],
      ['dosRange', '0 à 9999'],
      ['resetTimeMin', 'O valor mínimo é 5'],
      ['resetTimeMax', 'O valor máximo é 3600'],
      ['addressesRepeated', 'Os endereços não podem ser repetidos'],
      ['tr069IntervalMin', 'O valor mínimo é de 60 segundos'],
      ['tr069IntervalMax', 'O valor máximo é de 43200 segundos'],
      ['portUsedByForward', 'Esta porta está em uso por uma regra de redirecionamento'],
      ['managementPortsEqual', 'As portas para getenciamento HTTP e HTTPS têm de ser diferentes'],
    ] as const,
  )('%s', (key, text) => {
    expect(m[key]).toBe(text);
  });
});
